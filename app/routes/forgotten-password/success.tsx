import { redirect } from 'react-router';
import type { Route } from './+types/success.ts';
import {
  FORGOTTEN_PASSWORD_SUCCESS_DEFAULTS,
  FORGOTTEN_PASSWORD_SUCCESS_TAG,
} from '#shared/messages/forgotten.ts';
import { Button } from '../../components/govuk/index.ts';
import { ManagedPanelHead } from '../../components/managed-panel.tsx';
import { EditControl, ManagedText } from '../../components/managed-text.tsx';
import { app } from '../../lib/route-helpers.server.ts';
import { NO_HYDRATION } from '../../lib/route-handle.ts';
import { managedPage } from '../../lib/managed-content.server.ts';
import { contentOf } from '../../lib/managed-values.ts';

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

// /forgotten-password/success (spec 1 §2): the security details are reset and the customer is signed in;
// Continue goes to /accounts. Only reachable at the end of the journey. Managed content, tag
// 'forgotten-password-success' (decision 035).
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = app(context);
  if (!ctx.session.auth || ctx.session.forgottenPassword?.stage !== 'done') {
    throw redirect('/forgotten-password/retrieve');
  }
  const page = await managedPage(
    ctx,
    FORGOTTEN_PASSWORD_SUCCESS_TAG,
    FORGOTTEN_PASSWORD_SUCCESS_DEFAULTS,
    '/forgotten-password/success',
  );
  return { page };
}

export default function ForgottenPasswordSuccess({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const c = contentOf(page);
  return (
    <>
      <ManagedPanelHead page={page} />
      <ManagedText page={page} name="content.signedIn" className="govuk-body" />
      <Button href="/accounts">{c('continue')}</Button>
      <EditControl page={page} name="content.continue" />
    </>
  );
}
