import type { Route } from './+types/signed-out.ts';
import { signedOutMessages } from '#shared/messages/sign-in.ts';
import { Button } from '../../components/govuk/index.ts';
import { app } from '../../lib/route-helpers.server.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { useRootData } from '../../lib/root-data.ts';
import { NO_HYDRATION } from '../../lib/route-handle.ts';

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

/** The one-shot reason stored when the session ended decides the message (spec 1 §2 /signed-out, §4). */
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = app(context);
  const reason = ctx.session.flash?.signedOut ?? (ctx.sessionExpired ? 'SessionTimeout' : undefined);
  if (ctx.session.flash) delete ctx.session.flash;
  const message =
    reason === 'SessionTimeout'
      ? signedOutMessages.SignedOut
      : reason === 'UnauthorizedSignedOut'
        ? signedOutMessages.UnauthorizedSignedOut
        : 'You have signed out of online banking.';
  return { message };
}

export default function SignedOut({ loaderData }: Route.ComponentProps) {
  const { bankHomeUrl } = useRootData();
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <PageTitle page="Signed out" />
        <h1 className="govuk-heading-l">Signed out</h1>
        <p className="govuk-body" data-testid="signed-out-message">
          {loaderData.message}
        </p>
        <Button href="/sign-in">Sign in</Button>
        <p className="govuk-body">
          <a className="govuk-link" href={bankHomeUrl}>
            Home
          </a>
        </p>
      </div>
    </div>
  );
}
