import { redirect } from 'react-router';
import type { Route } from './+types/success.ts';
import {
  UPDATE_SECURITY_SUCCESS_DEFAULTS,
  UPDATE_SECURITY_SUCCESS_TAG,
} from '#shared/messages/update-security.ts';
import { Button } from '../../components/govuk/index.ts';
import { ManagedPanelHead } from '../../components/managed-panel.tsx';
import { EditControl, ManagedText } from '../../components/managed-text.tsx';
import { managedPage } from '../../lib/managed-content.server.ts';
import { contentOf } from '../../lib/managed-values.ts';
import { app } from '../../lib/route-helpers.server.ts';
import { NO_HYDRATION } from '../../lib/route-handle.ts';

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

// /update-security-details/success (spec 1 §2): shown only after a change went through; 'Back to Accounts'.
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = app(context);
  if (!ctx.session.updateSecurity?.done) throw redirect('/update-security-details/retrieve');
  const page = await managedPage(
    ctx,
    UPDATE_SECURITY_SUCCESS_TAG,
    UPDATE_SECURITY_SUCCESS_DEFAULTS,
    '/update-security-details/success',
  );
  return { page };
}

export default function UpdateSecuritySuccess({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const c = contentOf(page);
  return (
    <>
      <ManagedPanelHead page={page} />
      <ManagedText page={page} name="content.next" className="govuk-body" />
      <Button href="/accounts">{c('back')}</Button>
      <EditControl page={page} name="content.back" />
    </>
  );
}
