import { data } from 'react-router';
import type { Route } from './+types/edit.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { CsrfField } from '../../components/forms/csrf-field.tsx';
import { FormErrorSummary } from '../../components/forms/form-error-summary.tsx';
import { BackLink, Table } from '../../components/govuk/index.ts';
import { app, expectOk, seeOther } from '../../lib/route-helpers.server.ts';
import { editorItems, isHtmlKey, sanitise } from '../../lib/managed-content.server.ts';
import { safeReturnTo } from '#shared/domain/return-to.ts';
import { DELETED, defaultOf, splitName } from '#shared/content/managed.ts';
import { MANAGED_TAGS } from '#shared/messages/managed-content.ts';
import { SHELL_VALUE_CHECKS } from '#shared/messages/managed-tags-shell.ts';
import { editorAction, isEditorAction, requireEditor, textHistory } from './editor.server.ts';

// /content/edit: the editor's form for one managed text (spec 1 §3, §6; decision 035). It exists only for
// a signed-in content editor in the editor deployment (everyone else: not found), works without JavaScript (a plain
// form, post-redirect-get) and offers the spec's operations: save (→ updated), commit (→ pending), publish (push:
// → published) and delete ('<<deleted>>', which restores the default once published), with the text's history.

const DONE: Record<string, string> = {
  save: 'Saved. The new text is marked Updated until you commit it.',
  commit: 'Committed. The text is marked Pending until you publish it.',
  push: 'Published. Customers now see this text.',
  delete: 'Deleted. Commit and publish to show customers the default text again.',
  NothingToCommit: 'There was no updated text to commit.',
  NothingToPush: 'There was no pending text to publish.',
};

const VALUE_MAX = 20_000;

/** The tag and 'kind.key' asked for, when they are a managed text; a 404 otherwise. */
function target(tag: unknown, name: unknown) {
  if (typeof tag !== 'string' || typeof name !== 'string') throw data(null, { status: 404 });
  const defaults = MANAGED_TAGS[tag];
  const parts = splitName(name);
  const fallback = defaults ? defaultOf(defaults, name) : undefined;
  if (!defaults || !parts || fallback === undefined) throw data(null, { status: 404 });
  return { tag, name, kind: parts[0], key: parts[1], fallback };
}

function editUrl(tag: string, name: string, returnTo: string, done?: string): string {
  const query = new URLSearchParams({ tag, name, returnTo });
  if (done) query.set('done', done);
  return `/content/edit?${query.toString()}`;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = app(context);
  await requireEditor(ctx);
  const url = new URL(request.url);
  const { tag, name, fallback, kind, key } = target(
    url.searchParams.get('tag'),
    url.searchParams.get('name'),
  );
  const returnTo = safeReturnTo(url.searchParams.get('returnTo'), '/');
  const items = await editorItems(ctx, tag);
  const item = items?.get(name);
  const history = await textHistory(ctx, { Tag: tag, Kind: kind, Key: key });
  const newest = item?.UpdatedValue ?? item?.PendingValue ?? item?.PublishedValue ?? null;
  const done = url.searchParams.get('done') ?? '';
  return {
    tag,
    name,
    html: isHtmlKey(key),
    returnTo,
    fallback,
    published: item?.PublishedValue ?? null,
    pending: item?.PendingValue ?? null,
    updated: item?.UpdatedValue ?? null,
    current: newest === null || newest === DELETED ? fallback : newest,
    history,
    serviceDown: items === undefined,
    done: DONE[done] ?? null,
    csrfToken: ctx.csrfToken(),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = app(context);
  await requireEditor(ctx);
  const form = await request.formData();
  const { tag, name, kind, key } = target(form.get('tag'), form.get('name'));
  const returnTo = safeReturnTo(form.get('returnTo'), '/');
  const intent = String(form.get('intent') ?? '');
  if (!isEditorAction(intent)) throw data('Choose Save, Commit, Publish or Delete.', { status: 400 });
  const body: { Tag: string; Kind: string; Key: string; Value?: string } = { Tag: tag, Kind: kind, Key: key };
  let blocked = 0;
  if (intent === 'save') {
    const value = String(form.get('value') ?? '').trim();
    const problem =
      value === ''
        ? 'Enter the new text'
        : value.length > VALUE_MAX
          ? 'The text must be 20,000 characters or fewer'
          : (SHELL_VALUE_CHECKS[tag]?.[name]?.(value) ?? '');
    if (problem) {
      return data({ errors: [{ field: 'value', href: '#value', message: problem }], value }, { status: 400 });
    }
    const clean = sanitise(key, value, 'save');
    body.Value = clean.value;
    blocked = clean.blocked;
  }
  const outcome = await editorAction(ctx, intent, body);
  const result = await expectOk(ctx, outcome);
  if (intent === 'push') ctx.content.invalidate(tag);
  ctx.log.info(
    { tag, name, intent, status: result.Status, blocked, editor: ctx.session.auth?.customer.userId },
    'managed content changed',
  );
  return seeOther(editUrl(tag, name, returnTo, result.Status === 'Success' ? intent : result.Status));
}

function Value({ value }: { value: string | null }) {
  if (value === null) return <>None</>;
  if (value === DELETED) return <>Deleted (the default is shown)</>;
  return <span className="app-content-raw">{value}</span>;
}

export default function EditManagedText({ loaderData, actionData }: Route.ComponentProps) {
  const d = loaderData;
  const errors = actionData?.errors ?? [];
  const rows: Array<[string, string | null]> = [
    ['Published', d.published],
    ['Pending', d.pending],
    ['Updated', d.updated],
  ];
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <PageTitle page="Edit managed text" hasErrors={errors.length > 0} />
        <BackLink href={d.returnTo} text="Back to the page" />
        <FormErrorSummary errors={errors} />
        {d.done ? (
          <div className="govuk-notification-banner govuk-notification-banner--success" role="status">
            <div className="govuk-notification-banner__header">
              <h2 className="govuk-notification-banner__title" id="edit-done-title">
                Success
              </h2>
            </div>
            <div className="govuk-notification-banner__content">
              <p className="govuk-notification-banner__heading">{d.done}</p>
            </div>
          </div>
        ) : null}
        <span className="govuk-caption-l">{d.tag}</span>
        <h1 className="govuk-heading-l">Edit managed text</h1>
        {d.serviceDown ? (
          <div className="govuk-warning-text">
            <span className="govuk-warning-text__icon" aria-hidden="true">
              !
            </span>
            <strong className="govuk-warning-text__text">
              <span className="govuk-visually-hidden">Warning</span>
              The content service is not answering. Saved values cannot be shown.
            </strong>
          </div>
        ) : null}
        <dl className="govuk-summary-list">
          <div className="govuk-summary-list__row">
            <dt className="govuk-summary-list__key">Text</dt>
            <dd className="govuk-summary-list__value">{d.name}</dd>
          </div>
          <div className="govuk-summary-list__row">
            <dt className="govuk-summary-list__key">Default</dt>
            <dd className="govuk-summary-list__value">
              <Value value={d.fallback} />
            </dd>
          </div>
          {rows.map(([label, value]) => (
            <div className="govuk-summary-list__row" key={label}>
              <dt className="govuk-summary-list__key">{label}</dt>
              <dd className="govuk-summary-list__value">
                <Value value={value} />
              </dd>
            </div>
          ))}
        </dl>
        <form method="post" action={editUrl(d.tag, d.name, d.returnTo)} noValidate>
          <CsrfField token={d.csrfToken} />
          <input type="hidden" name="tag" value={d.tag} />
          <input type="hidden" name="name" value={d.name} />
          <input type="hidden" name="returnTo" value={d.returnTo} />
          <div className={`govuk-form-group${errors.length > 0 ? ' govuk-form-group--error' : ''}`}>
            <label className="govuk-label govuk-label--m" htmlFor="value">
              New text
            </label>
            <div id="value-hint" className="govuk-hint">
              {d.html
                ? 'HTML allowed: paragraphs, line breaks, bold, emphasis, lists, headings (h2, h3) and links. Scripts are removed.'
                : 'Plain text. Any HTML is removed.'}
            </div>
            {errors.length > 0 ? (
              <p id="value-error" className="govuk-error-message">
                <span className="govuk-visually-hidden">Error:</span> {errors[0]?.message}
              </p>
            ) : null}
            <textarea
              className={`govuk-textarea${errors.length > 0 ? ' govuk-textarea--error' : ''}`}
              id="value"
              name="value"
              rows={d.html ? 8 : 3}
              aria-describedby={errors.length > 0 ? 'value-hint value-error' : 'value-hint'}
              defaultValue={actionData?.value ?? d.current}
            />
          </div>
          <div className="govuk-button-group">
            <button type="submit" name="intent" value="save" className="govuk-button">
              Save
            </button>
            <button
              type="submit"
              name="intent"
              value="commit"
              className="govuk-button govuk-button--secondary"
            >
              Commit
            </button>
            <button type="submit" name="intent" value="push" className="govuk-button govuk-button--secondary">
              Publish
            </button>
            <button type="submit" name="intent" value="delete" className="govuk-button govuk-button--warning">
              Delete
            </button>
          </div>
        </form>
        <h2 className="govuk-heading-m">History</h2>
        {d.history.length === 0 ? (
          <p className="govuk-body">No changes yet.</p>
        ) : (
          <Table
            caption="Changes, newest first"
            captionClasses="govuk-visually-hidden"
            head={[{ text: 'When' }, { text: 'What' }, { text: 'Who' }, { text: 'Text' }]}
            rows={d.history.map((entry) => [
              { text: entry.At.replace('T', ' ').slice(0, 19) },
              { text: entry.Action === 'push' ? 'publish' : entry.Action },
              { text: entry.Editor },
              { text: <Value value={entry.Value} /> },
            ])}
          />
        )}
      </div>
    </div>
  );
}
