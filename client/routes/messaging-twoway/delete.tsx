import { redirect } from 'react-router';
import type { Route } from './+types/delete.ts';
import { formDataToObject } from '#shared/forms/validate.ts';
import { ConfirmOnceForm } from '../../components/forms/confirm-once-form.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { app, seeOther } from '../../lib/route-helpers.server.ts';
import { isSubmissionKey, newSubmissionKey, readSubmission } from '../../lib/journey.server.ts';
import { conversationView, deleteOnce, deleteResultPath, fetchConversation } from './messaging.server.ts';
import { BASE } from './paths.ts';
import { NO_HYDRATION } from '../../lib/route-handle.ts';

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

// /messaging-twoway/message/delete/{id} (spec 3 §2): 'You are about to delete the following conversation', then
// 'Confirm Delete' (a one-time key: deleted once, whatever is posted again) or Cancel back to the view.

export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = app(context);
  const conversation = conversationView(params.id, await fetchConversation(ctx, params.id));
  return { csrfToken: ctx.csrfToken(), conversation, key: newSubmissionKey() };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const ctx = app(context);
  const { submissionKey } = formDataToObject(await request.formData());
  if (!isSubmissionKey(submissionKey)) throw redirect(`${BASE}/message/delete/${params.id}`, 303);
  // A repeat of a key already used goes to its result (the conversation may be gone by now).
  const existing = await readSubmission(ctx, submissionKey);
  if (existing.state !== 'missing') return seeOther(deleteResultPath(params.id, submissionKey));
  const conversation = await fetchConversation(ctx, params.id);
  return deleteOnce(ctx, submissionKey, conversation, params.id);
}

export default function DeleteConversation({ loaderData }: Route.ComponentProps) {
  const { conversation, csrfToken, key } = loaderData;
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-full">
        <PageTitle page="Delete conversation" />
        <h1 className="govuk-heading-l">Delete conversation</h1>
        <p className="govuk-body">You are about to delete the following conversation</p>
        <dl className="govuk-summary-list" data-testid="delete-facts">
          <div className="govuk-summary-list__row">
            <dt className="govuk-summary-list__key">Subject</dt>
            <dd className="govuk-summary-list__value">{conversation.reason}</dd>
          </div>
          <div className="govuk-summary-list__row">
            <dt className="govuk-summary-list__key">Related account</dt>
            <dd className="govuk-summary-list__value">{conversation.account ?? 'None'}</dd>
          </div>
          <div className="govuk-summary-list__row">
            <dt className="govuk-summary-list__key">Reference number</dt>
            <dd className="govuk-summary-list__value">{conversation.reference || 'Not available'}</dd>
          </div>
        </dl>
        <ConfirmOnceForm
          action={`${BASE}/message/delete/${conversation.id}`}
          csrfToken={csrfToken}
          submissionKey={key}
          button="Confirm Delete"
          busyText="Deleting the conversation. Do not refresh or leave this page."
        />
        <p className="govuk-body">
          <a
            className="govuk-link"
            href={`${BASE}/message/view/${conversation.id}`}
            data-testid="cancel-delete"
          >
            Cancel
          </a>
        </p>
      </div>
    </div>
  );
}
