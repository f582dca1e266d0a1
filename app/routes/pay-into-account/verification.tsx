import { useEffect, useRef, useState } from 'react';
import { redirectDocument } from 'react-router';
import type { Route } from './+types/verification.ts';
import { THREE_DS_FIELDS } from '#shared/api/three-ds.ts';
import {
  PAY_INTO_ACCOUNT_VERIFICATION_DEFAULTS,
  PAY_INTO_ACCOUNT_VERIFICATION_TAG,
} from '#shared/messages/card-payment.ts';
import { ManagedText } from '../../components/managed-text.tsx';
import { EditControls } from '../../components/managed-texts.tsx';
import { contentOf } from '../../lib/managed-values.ts';
import { managedPage } from '../../lib/managed-content.server.ts';
import { fillIn } from '#shared/content/managed.ts';

import { CsrfField } from '../../components/forms/csrf-field.tsx';
import { useReloadFromBackForwardCache } from '../../components/forms/confirm-once-form.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { app } from '../../lib/route-helpers.server.ts';
import { at } from '../../lib/journey.server.ts';
import { loadCardAccount } from './card-account.server.ts';
import type { CardEntry, CardStage } from './card-journey.server.ts';
import { completionPath, isDataRequest, verificationView } from './three-d-secure.server.ts';

// /{type}-servicing/pay-into-account/{id}/verification, step 3 (spec 3 §4.2; decisions 020,
// 021): the 3-D Secure hand-off to the card issuer — MD, TermUrl and CancelUrl posted to the
// ThreeDSecureUrl. With JavaScript, into a titled frame at least 400 px tall (a hidden form aimed at the frame,
// submitted by the app's own script); without it, as the whole page, with a 'Continue to your card issuer' button.
// This page's CSP, and no other's, lets the issuer's origin into frame-src and form-action
// (server/middleware/security-headers.ts), so it is always a document load, never a client-side navigation.

/** The frame's height: the 3-D Secure 2 challenge windows are 400 or 600 px tall; the spec's 300 px cuts them off. */
export const ISSUER_FRAME_HEIGHT = 480;
const FRAME_NAME = 'card-issuer-challenge';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (isDataRequest(request)) throw redirectDocument(new URL(request.url).pathname.replace(/\.data$/, ''));
  const ctx = app(context);
  const { card, def } = await loadCardAccount(ctx, request, params.id);
  const state = at<CardStage, CardEntry>(ctx, def, card.id, ['verification']);
  const page = await managedPage(
    ctx,
    PAY_INTO_ACCOUNT_VERIFICATION_TAG,
    PAY_INTO_ACCOUNT_VERIFICATION_DEFAULTS,
    def.path('verification', card.id),
  );
  return {
    page,
    csrfToken: ctx.csrfToken(),
    view: verificationView(ctx, card, state),
    cancelAction: completionPath({ type: card.type, account: card.id }, 'cancel'),
  };
}

function HandOffFields({ md, termUrl, cancelUrl }: { md: string; termUrl: string; cancelUrl: string }) {
  return (
    <>
      <input type="hidden" name={THREE_DS_FIELDS.md} value={md} />
      <input type="hidden" name={THREE_DS_FIELDS.termUrl} value={termUrl} />
      <input type="hidden" name={THREE_DS_FIELDS.cancelUrl} value={cancelUrl} />
    </>
  );
}

export default function PayIntoAccountVerification({ loaderData }: Route.ComponentProps) {
  const { view, csrfToken, cancelAction, page } = loaderData;
  const t = contentOf(page);
  // Progressive enhancement: the server's page is the no-JavaScript hand-off; once the app runs, the frame.
  const [framed, setFramed] = useState(false);
  const handOff = useRef<HTMLFormElement>(null);
  useReloadFromBackForwardCache();
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the hydration flag: false on the server, true after
  useEffect(() => setFramed(true), []);
  useEffect(() => {
    if (framed) handOff.current?.submit();
  }, [framed]);
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-full">
        <PageTitle page={t('pageTitle')} />
        <ManagedText page={page} name="content.step" as="span" className="govuk-caption-l" />
        <ManagedText page={page} name="content.title" as="h1" className="govuk-heading-l" />
        <p className="govuk-body" data-testid="verification-summary">
          {fillIn(t('summary'), { amount: view.amountText, account: view.accountText, last4: view.last4 })}
        </p>
        <EditControls page={page} keys={['pageTitle', 'summary']} />
        {framed ? (
          <>
            <ManagedText page={page} name="content.followInstructions" className="govuk-body" />
            <form ref={handOff} method="post" action={view.url} target={FRAME_NAME} hidden>
              <HandOffFields md={view.md} termUrl={view.termUrl} cancelUrl={view.cancelUrl} />
              {/* Never seen (the form is hidden and sent by the script); a form has a submit button all the same. */}
              <button type="submit">{t('continue')}</button>
            </form>
            <iframe
              name={FRAME_NAME}
              title={t('frameTitle')}
              className="govuk-!-width-full govuk-!-margin-bottom-6"
              height={ISSUER_FRAME_HEIGHT}
              data-testid="card-issuer-frame"
            />
            <EditControls page={page} keys={['frameTitle']} />
          </>
        ) : (
          <form method="post" action={view.url} data-testid="card-issuer-hand-off">
            <HandOffFields md={view.md} termUrl={view.termUrl} cancelUrl={view.cancelUrl} />
            <p className="govuk-body">{t('handOff')}</p>
            <button type="submit" className="govuk-button" data-module="govuk-button">
              {t('continue')}
            </button>
            <EditControls page={page} keys={['handOff', 'continue']} />
          </form>
        )}
        <ManagedText page={page} name="content.cancelHeading" as="h2" className="govuk-heading-m" />
        <form method="post" action={cancelAction}>
          <CsrfField token={csrfToken} />
          <input type="hidden" name={THREE_DS_FIELDS.md} value={view.md} />
          <button type="submit" className="govuk-button govuk-button--secondary" data-module="govuk-button">
            {t('cancel')}
          </button>
        </form>
        <EditControls page={page} keys={['cancel']} />
      </div>
    </div>
  );
}
