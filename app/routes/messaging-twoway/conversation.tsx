import { createContext } from 'react-router';
import type { Route } from './+types/conversation.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { EditControls } from '../../components/managed-texts.tsx';
import { contentOf } from '../../lib/managed-values.ts';
import { managedPage } from '../../lib/managed-content.server.ts';
import { MESSAGE_CONVERSATION_DEFAULTS, MESSAGE_CONVERSATION_TAG } from '#shared/messages/messaging.ts';
import { app } from '../../lib/route-helpers.server.ts';
import type { Conversation } from '#shared/api/messaging.ts';
import { conversationView, fetchConversation } from './conversations.server.ts';
import { BASE } from './paths.ts';
import { ConversationHistory } from './conversation-history.tsx';
import { NO_HYDRATION } from '../../lib/route-handle.ts';

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

// /messaging-twoway/message/view/{id} (spec 3 §2): a conversation; viewing it marks it read upstream. Bodies are
// text: each line a text node, never HTML.

/** The conversation as read by the middleware: its value, or what reading it threw (the loader throws it). */
const conversationRead = createContext<Promise<Conversation>>();

/**
 * Reading the conversation marks it read upstream. Middleware runs before every loader, the protected layout's
 * included, so the menu's badge on this very page already counts it read (spec 3 §1: the count of new messages).
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ params, context }) => {
    const read = fetchConversation(app(context), params.id);
    await read.catch(() => undefined);
    context.set(conversationRead, read);
  },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = app(context);
  const [conversation, page] = await Promise.all([
    context.get(conversationRead),
    managedPage(
      ctx,
      MESSAGE_CONVERSATION_TAG,
      MESSAGE_CONVERSATION_DEFAULTS,
      `${BASE}/message/view/${params.id}`,
    ),
  ]);
  return { ...conversationView(params.id, conversation), page };
}

export default function ConversationPage({ loaderData: conversation }: Route.ComponentProps) {
  const { page } = conversation;
  const t = contentOf(page);
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-full">
        <PageTitle page={conversation.heading} />
        <h1 className="govuk-heading-l" data-testid="conversation-heading">
          {conversation.heading}
        </h1>
        <ConversationHistory conversation={conversation} page={page} />
        <div className="govuk-button-group">
          {conversation.canReply ? (
            <a className="govuk-button" href={`${BASE}/message/reply/${conversation.id}`} data-testid="reply">
              {t('reply')}
            </a>
          ) : null}
          <a className="govuk-button govuk-button--secondary" href={`${BASE}/view`}>
            {t('back')}
          </a>
          <a className="govuk-link" href={`${BASE}/message/delete/${conversation.id}`} data-testid="delete">
            {t('delete')}
            <span className="govuk-visually-hidden"> {t('deleteHidden')}</span>
          </a>
        </div>
        <EditControls
          page={page}
          keys={[...(conversation.canReply ? ['reply'] : []), 'back', 'delete', 'deleteHidden']}
        />
      </div>
    </div>
  );
}
