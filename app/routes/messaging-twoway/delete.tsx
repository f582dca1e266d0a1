import { redirect } from 'react-router';
import type { Route } from './+types/delete.ts';
import { formDataToObject } from '#shared/forms/validate.ts';
import { ConfirmOnceForm } from '../../components/forms/confirm-once-form.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { ManagedText } from '../../components/managed-text.tsx';
import { EditControls } from '../../components/managed-texts.tsx';
import { contentOf } from '../../lib/managed-values.ts';
import { managedPage } from '../../lib/managed-content.server.ts';
import { MESSAGE_DELETE_DEFAULTS, MESSAGE_DELETE_TAG } from '#shared/messages/messaging.ts';
import { app, seeOther } from '../../lib/route-helpers.server.ts';
import { isSubmissionKey, newSubmissionKey, readSubmission } from '../../lib/journey.server.ts';
import { conversationView, fetchConversation } from './conversations.server.ts';
import { deleteOnce, deleteResultPath } from './sending.server.ts';
import { BASE } from './paths.ts';
import { ConversationFacts } from './parts.tsx';
import { NO_HYDRATION } from '../../lib/route-handle.ts';

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

// /messaging-twoway/message/delete/{id} (spec 3 §2): 'You are about to delete the following conversation', then
// 'Confirm Delete' (a one-time key: deleted once, whatever is posted again) or Cancel back to the view.

export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = app(context);
  const [fetched, page] = await Promise.all([
    fetchConversation(ctx, params.id),
    managedPage(ctx, MESSAGE_DELETE_TAG, MESSAGE_DELETE_DEFAULTS, `${BASE}/message/delete/${params.id}`),
  ]);
  const conversation = conversationView(params.id, fetched);
  return { csrfToken: ctx.csrfToken(), conversation, key: newSubmissionKey(), page };
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
  const { conversation, csrfToken, key, page } = loaderData;
  const t = contentOf(page);
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-full">
        <PageTitle page={t('title')} />
        <ManagedText page={page} name="content.title" as="h1" className="govuk-heading-l" />
        <ManagedText page={page} name="content.about" className="govuk-body" />
        <ConversationFacts
          t={t}
          subject={conversation.reason}
          account={conversation.account}
          reference={conversation.reference}
          testId="delete-facts"
        />
        <EditControls
          page={page}
          keys={['subject', 'relatedAccount', 'none', 'referenceNumber', 'notAvailable']}
        />
        <ConfirmOnceForm
          action={`${BASE}/message/delete/${conversation.id}`}
          csrfToken={csrfToken}
          submissionKey={key}
          button={t('confirm')}
          busyText={t('busy')}
        />
        <p className="govuk-body">
          <a
            className="govuk-link"
            href={`${BASE}/message/view/${conversation.id}`}
            data-testid="cancel-delete"
          >
            {t('cancel')}
          </a>
        </p>
        <EditControls page={page} keys={['confirm', 'busy', 'cancel']} />
      </div>
    </div>
  );
}
