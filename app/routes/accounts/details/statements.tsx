import { useState, type ChangeEvent } from 'react';
import { Form } from 'react-router';
import type { Route } from './+types/statements.ts';
import { formatDate } from '#shared/domain/dates.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { Button, Checkboxes, Table } from '../../../components/govuk/index.ts';
import { app } from '../../../lib/route-helpers.server.ts';
import { AccountDetailsFrame, TAB_KEYS, accountPageTitle, frameHasErrors } from './frame.tsx';
import { fillIn } from '#shared/content/managed.ts';
import { ManagedText } from '../../../components/managed-text.tsx';
import { EditControls } from '../../../components/managed-texts.tsx';
import { ManagedErrors } from '../../../components/managed-errors.tsx';
import { contentOf } from '../../../lib/managed-values.ts';
import { loadAccountFrame } from './frame.server.ts';
import { documentRows, fetchDocuments } from './statements.server.ts';

/**
 * The Statements tab (spec 2 §2): one checkbox per document display type, all ticked at first, filtering the list.
 * Without JS the filter is a GET form (?filter=1&type=Statement&type=Letter; filter=1 tells "none ticked" from "not
 * filtered yet"); with JS ticking a box filters at once (the button stays for keyboard and no-JS users).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = app(context);
  const frame = await loadAccountFrame(ctx, request, params.id, 'statements');
  const rows = documentRows(await fetchDocuments(ctx, frame.account));
  const types = [...new Set(rows.map((row) => row.type))].sort((a, b) => a.localeCompare(b, 'en-GB'));
  const url = new URL(request.url);
  const filtered = url.searchParams.get('filter') === '1';
  const selected = filtered ? types.filter((type) => url.searchParams.getAll('type').includes(type)) : types;
  const id = frame.view.id;
  return {
    frame,
    action: `/accounts/details/${id}/statements`,
    documents: rows.map((row) => ({
      ...row,
      displayDate: formatDate(row.date, 'DD MMM YYYY'),
      href: `/accounts/details/${id}/statements/${encodeURIComponent(row.key)}`,
    })),
    types,
    selected,
  };
}

export default function Statements({ loaderData }: Route.ComponentProps) {
  const data = loaderData;
  const { page } = data.frame;
  return (
    <ManagedErrors page={page}>
      <PageTitle page={accountPageTitle(data.frame, 'statements')} hasErrors={frameHasErrors(data.frame)} />
      <AccountDetailsFrame frame={data.frame} tab="statements">
        <ManagedText
          page={page}
          name={`content.${TAB_KEYS.statements}`}
          as="h2"
          className="govuk-heading-m"
        />
        {data.documents.length === 0 ? (
          <ManagedText page={page} name="content.noDocuments" className="govuk-body" />
        ) : (
          // Keyed by the URL's choice: a submitted filter starts from what the server says.
          <DocumentList key={data.selected.join('|')} data={data} />
        )}
        <ManagedText page={page} name="content.missingStatement" className="govuk-body" />
      </AccountDetailsFrame>
    </ManagedErrors>
  );
}

type LoaderData = Route.ComponentProps['loaderData'];

function DocumentList({ data }: { data: LoaderData }) {
  // The ticked types, kept in the page with JS (the form's own state) and from the URL without it.
  const [selected, setSelected] = useState<string[] | null>(null);
  const ticked = selected ?? data.selected;
  const { page } = data.frame;
  const t = contentOf(page);
  const shown = data.documents.filter((document) => ticked.includes(document.type));
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const form = event.currentTarget.form;
    if (!form) return;
    setSelected(new FormData(form).getAll('type').map(String));
  };
  return (
    <>
      <Form method="get" action={data.action} className="app-document-filter">
        <input type="hidden" name="filter" value="1" />
        <Checkboxes
          name="type"
          idPrefix="type"
          classes="govuk-checkboxes--small"
          fieldset={{ legend: { text: t('documentTypes'), classes: 'govuk-fieldset__legend--s' } }}
          items={data.types.map((type) => ({ value: type, text: type }))}
          values={data.selected}
          inputProps={{ onChange }}
        />
        <Button classes="govuk-button--secondary">{t('applyFilter')}</Button>
      </Form>
      <EditControls
        page={page}
        keys={['documentTypes', 'applyFilter', 'oneDocumentShown', 'documentsShown']}
      />
      <p className="govuk-body govuk-visually-hidden" aria-live="polite" role="status">
        {selected === null
          ? ''
          : fillIn(t(shown.length === 1 ? 'oneDocumentShown' : 'documentsShown'), { count: shown.length })}
      </p>
      {shown.length === 0 ? (
        <ManagedText page={page} name="content.noMatchingDocuments" className="govuk-body" />
      ) : (
        <Table
          classes="app-documents"
          caption={t('documentsCaption')}
          captionClasses="govuk-visually-hidden"
          head={[
            { text: t('date') },
            { text: t('name') },
            { text: t('type') },
            { text: <span className="govuk-visually-hidden">{t('download')}</span> },
          ]}
          rows={shown.map((document) => [
            { text: document.displayDate, attributes: { 'data-label': t('date') } },
            { text: document.name, attributes: { 'data-label': t('name') } },
            { text: document.type, attributes: { 'data-label': t('type') } },
            {
              // A plain link: the document is a download from a resource route.
              text: (
                <a className="govuk-link" href={document.href} download={document.fileName}>
                  {t('download')}
                  <span className="govuk-visually-hidden"> {document.name}</span>
                </a>
              ),
            },
          ])}
        />
      )}
      {shown.length > 0 ? (
        <EditControls page={page} keys={['documentsCaption', 'date', 'name', 'type', 'download']} />
      ) : null}
    </>
  );
}
