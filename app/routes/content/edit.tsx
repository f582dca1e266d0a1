import { data } from 'react-router';
import type { Route } from './+types/edit.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { CsrfField } from '../../components/forms/csrf-field.tsx';
import { FormErrorSummary } from '../../components/forms/form-error-summary.tsx';
import { BackLink, Table } from '../../components/govuk/index.ts';
import { BlockedMarker } from '../../components/managed-text.tsx';
import { app, expectOk, seeOther } from '../../lib/route-helpers.server.ts';
import {
  editorItems,
  isHtmlKey,
  renderHtml,
  renderText,
  sanitise,
} from '../../lib/managed-content.server.ts';
import { safeReturnTo } from '#shared/domain/return-to.ts';
import { DELETED, defaultOf, splitName } from '#shared/content/managed.ts';
import { MANAGED_TAGS } from '#shared/messages/managed-content.ts';
import { SHELL_VALUE_CHECKS } from '#shared/messages/managed-tags-shell.ts';
import {
  editorAction,
  requireEditor,
  textHistory,
  type EditorAction,
  type EditorTarget,
} from './editor.server.ts';

// /content/edit: the editor's form for one managed text (spec 1 §3, §6; decisions 035 and 068). It exists only for
// a signed-in content editor in the editor deployment (everyone else: not found) and works without JavaScript (a
// plain form, post-redirect-get). One press of Publish saves, commits and publishes the text in the box; one press of
// Delete publishes the default. The spec's separate operations stay, folded away: save (→ updated), commit
// (→ pending), publish the pending text (push → published) and delete as a draft ('<<deleted>>'). Every button says
// what customers see after it, and the form shows what they see now and what the sanitiser keeps from them.

const DONE: Record<string, string> = {
  publish: 'Published. Customers now see this text.',
  restore: 'Deleted. Customers now see the default text.',
  save: 'Saved. The new text is marked Updated until you commit it; customers still see what they see now.',
  commit:
    'Committed. The text is marked Pending until you publish it; customers still see what they see now.',
  push: 'Published. Customers now see this text.',
  delete:
    'Deleted. The text is marked Deleted until you commit and publish it; customers still see what they see now.',
  NothingToCommit: 'There was no updated text to commit.',
  NothingToPush: 'There was no pending text to publish.',
};

/** What each button does at the bank, in order: one press of Publish or Delete runs every step. */
const STEPS = {
  publish: ['save', 'commit', 'push'],
  restore: ['delete', 'commit', 'push'],
  save: ['save'],
  commit: ['commit'],
  push: ['push'],
  delete: ['delete'],
} as const satisfies Record<string, readonly EditorAction[]>;
type Intent = keyof typeof STEPS;

function isIntent(intent: string): intent is Intent {
  return Object.hasOwn(STEPS, intent);
}

/** What customers see for a stored value: the sanitised value (HTML keys: markup; others: text), else the default. */
function customerView(key: string, stored: string | null, fallback: string): string {
  if (stored === null || stored === DELETED) return fallback;
  const clean = sanitise(key, stored);
  return isHtmlKey(key) ? renderHtml(clean.value, false) : renderText(clean.value).text;
}

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
  const published = item?.PublishedValue ?? null;
  return {
    tag,
    name,
    html: isHtmlKey(key),
    returnTo,
    fallback,
    published,
    pending: item?.PendingValue ?? null,
    updated: item?.UpdatedValue ?? null,
    current: newest === null || newest === DELETED ? fallback : newest,
    live: customerView(key, published, fallback),
    kept: newest === null || newest === DELETED ? [] : sanitise(key, newest).reasons,
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
  if (!isIntent(intent)) throw data('Choose Publish, Delete, Save or Commit.', { status: 400 });
  const text: EditorTarget = { Tag: tag, Kind: kind, Key: key };
  const steps: readonly EditorAction[] = STEPS[intent];
  let value: string | undefined;
  if (steps.includes('save')) {
    value = String(form.get('value') ?? '').trim();
    const problem =
      value === ''
        ? 'Enter the new text'
        : value.length > VALUE_MAX
          ? 'The text must be 20,000 characters or fewer'
          : (SHELL_VALUE_CHECKS[tag]?.[name]?.(value) ?? '');
    if (problem) {
      return data({ errors: [{ field: 'value', href: '#value', message: problem }], value }, { status: 400 });
    }
  }
  // The store keeps the text as the editor typed it; it is sanitised whenever it is read (decision 068).
  let status = 'Success';
  for (const step of steps) {
    const body = step === 'save' ? { ...text, Value: value } : text;
    status = (await expectOk(ctx, await editorAction(ctx, step, body))).Status;
    if (step === 'push' && status === 'Success') ctx.content.invalidate(tag);
    if (status !== 'Success') break;
  }
  ctx.log.info(
    {
      tag,
      name,
      intent,
      status,
      blocked: value === undefined ? 0 : sanitise(key, value).blocked,
      editor: ctx.session.auth?.customer.userId,
    },
    'managed content changed',
  );
  return seeOther(editUrl(tag, name, returnTo, status === 'Success' ? intent : status));
}

function Value({ value }: { value: string | null }) {
  if (value === null) return <>None</>;
  if (value === DELETED) return <>Deleted (the default is shown)</>;
  return <span className="app-content-raw">{value}</span>;
}

/** What customers see: sanitised HTML for Html keys (the customer's rendering, no marker), else text. */
function CustomerView({ value, html }: { value: string; html: boolean }) {
  if (html) return <div className="app-managed-html" dangerouslySetInnerHTML={{ __html: value }} />;
  return <>{value}</>;
}

/** One button and, under it, what customers see after it (its accessible description too). */
function Action({
  intent,
  label,
  effect,
  kind = 'secondary',
}: {
  intent: string;
  label: string;
  effect: string;
  kind?: 'primary' | 'secondary' | 'warning';
}) {
  const classes = kind === 'primary' ? 'govuk-button' : `govuk-button govuk-button--${kind}`;
  return (
    <div className="app-edit-action">
      <button
        type="submit"
        name="intent"
        value={intent}
        className={`${classes} govuk-!-margin-bottom-1`}
        aria-describedby={`effect-${intent}`}
      >
        {label}
      </button>
      <p className="govuk-body-s" id={`effect-${intent}`}>
        {effect}
      </p>
    </div>
  );
}

const STILL = 'Customers still see what they see now.';

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
            <dt className="govuk-summary-list__key">Customers see now</dt>
            <dd className="govuk-summary-list__value" data-testid="customers-see">
              <CustomerView value={d.live} html={d.html} />
            </dd>
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
          {d.kept.length > 0 ? (
            <div className="govuk-summary-list__row">
              <dt className="govuk-summary-list__key">Never shown to customers</dt>
              <dd className="govuk-summary-list__value" data-testid="blocked-reasons">
                <p className="govuk-body">
                  <BlockedMarker /> The text in the box holds what could run script. Customers see the rest of
                  the text without it:
                </p>
                <ul className="govuk-list govuk-list--bullet">
                  {d.kept.map((reason) => (
                    <li key={reason}>{reason}</li>
                  ))}
                </ul>
              </dd>
            </div>
          ) : null}
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
                ? 'HTML allowed: paragraphs, line breaks, bold, emphasis, lists, headings (h2, h3) and links. Scripts are never shown to customers.'
                : 'Plain text. Customers see it without any HTML.'}
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
          <Action
            intent="publish"
            label="Publish"
            kind="primary"
            effect="Customers then see the text in the box."
          />
          <Action
            intent="restore"
            label="Delete"
            kind="warning"
            effect="Customers then see the default text again."
          />
          <details className="govuk-details" open={d.updated !== null || d.pending !== null || undefined}>
            <summary className="govuk-details__summary">
              <span className="govuk-details__summary-text">Save, commit and publish in separate steps</span>
            </summary>
            <div className="govuk-details__text">
              <Action intent="save" label="Save" effect={`The text in the box is marked Updated. ${STILL}`} />
              {d.updated !== null ? (
                <Action
                  intent="commit"
                  label="Commit"
                  effect={`The updated text is marked Pending, ready to publish. ${STILL}`}
                />
              ) : null}
              {d.pending !== null ? (
                <Action
                  intent="push"
                  label="Publish pending text"
                  effect={
                    d.pending === DELETED
                      ? 'Customers then see the default text again.'
                      : 'Customers then see the pending text.'
                  }
                />
              ) : null}
              <Action
                intent="delete"
                label="Delete as a draft"
                effect={`The text is marked Deleted; once committed and published, customers see the default text. ${STILL}`}
              />
            </div>
          </details>
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
