import type { Route } from './+types/signed-out.ts';
import { Button } from '../../components/govuk/index.ts';
import { app } from '../../lib/route-helpers.server.ts';
import { EditControl } from '../../components/managed-text.tsx';
import { ManagedPageHead } from '../../components/managed-texts.tsx';
import { useRootData } from '../../lib/root-data.ts';
import { NO_HYDRATION } from '../../lib/route-handle.ts';
import { managedPage } from '../../lib/managed-content.server.ts';
import { SIGNED_OUT_DEFAULTS, SIGNED_OUT_TAG } from '#shared/messages/pages.ts';

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

/**
 * The one-shot reason stored when the session ended decides the message (spec 1 §2 /signed-out, §4). Managed
 * content, tag 'signed-out' (decision 038).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = app(context);
  const reason = ctx.session.flash?.signedOut ?? (ctx.sessionExpired ? 'SessionTimeout' : undefined);
  if (ctx.session.flash) delete ctx.session.flash;
  const message =
    reason === 'SessionTimeout'
      ? 'content.timedOut'
      : reason === 'UnauthorizedSignedOut'
        ? 'content.unauthorised'
        : 'content.signedOut';
  return { message, page: await managedPage(ctx, SIGNED_OUT_TAG, SIGNED_OUT_DEFAULTS, '/signed-out') };
}

export default function SignedOut({ loaderData }: Route.ComponentProps) {
  const { bankHomeUrl } = useRootData();
  const { page, message } = loaderData;
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <ManagedPageHead page={page} paragraphs={[]} />
        <p className="govuk-body" data-testid="signed-out-message">
          {page.values[message]}
        </p>
        <EditControl page={page} name={message} />
        <Button href="/sign-in">{page.values['content.signIn']}</Button>
        <EditControl page={page} name="content.signIn" />
        <p className="govuk-body">
          <a className="govuk-link" href={bankHomeUrl}>
            {page.values['content.home']}
          </a>
        </p>
        <EditControl page={page} name="content.home" />
      </div>
    </div>
  );
}
