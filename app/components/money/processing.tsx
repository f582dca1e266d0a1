import { useEffect } from 'react';
import { useRevalidator } from 'react-router';
import type { ManagedPage } from '#shared/content/managed.ts';
import {
  alreadyDoneDefaults,
  outcomeUnknownDefaults,
  processingDefaults,
} from '#shared/messages/outcomes.ts';
import { contentOf } from '../../lib/managed-values.ts';
import { EditControls } from '../managed-texts.tsx';
import { WarningText } from '../govuk/index.ts';
import { PageTitle } from '../page-title.tsx';
import { DangerAlert } from '../danger-alert.tsx';

/** How often a 'being processed' page looks again (its `<meta http-equiv="refresh">` works without JavaScript). */
export const PROCESSING_REFRESH_SECONDS = 2;

/** The meta descriptor of a 'being processed' page: the browser reloads it until the outcome is there. */
export const processingRefreshMeta = { httpEquiv: 'refresh', content: String(PROCESSING_REFRESH_SECONDS) };

/** A result page's `meta`: while the outcome is being processed, the page reloads itself. */
export function resultMeta({ loaderData }: { loaderData?: { view: string } | undefined }) {
  return loaderData?.view === 'processing' ? [processingRefreshMeta] : [];
}

/**
 * The movement was sent and its answer has not come back yet (a second POST of the same key, or a refresh while the
 * first is in flight): say so, and look again every 2 seconds (docs/money-journeys.md, Repeats and requests still in
 * flight).
 */
export function BeingProcessed({ page }: { page: ManagedPage }) {
  const t = contentOf(page);
  const revalidator = useRevalidator();
  // With JavaScript the page loaded client-side may not honour the meta refresh: look again the same way.
  useEffect(() => {
    const timer = window.setTimeout(() => void revalidator.revalidate(), PROCESSING_REFRESH_SECONDS * 1000);
    return () => window.clearTimeout(timer);
  }, [revalidator]);
  return (
    <>
      <PageTitle page={t('processingTitle')} />
      <h1 className="govuk-heading-l">{t('processingTitle')}</h1>
      <p className="govuk-body" role="status">
        {t('processingWaiting')}
      </p>
      <p className="govuk-body">{t('processingOnce')}</p>
      <EditControls page={page} keys={Object.keys(processingDefaults(''))} />
    </>
  );
}

/** The movement was sent but its outcome could not be confirmed (timeout, dropped connection): spec 3 §8 unknown. */
export function OutcomeUnknown({ page }: { page: ManagedPage }) {
  const t = contentOf(page);
  return (
    <>
      <PageTitle page={t('unknownTitle')} />
      <h1 className="govuk-heading-l">{t('unknownTitle')}</h1>
      <DangerAlert testId="outcome-unknown">{t('unknownAlert')}</DangerAlert>
      <WarningText>{t('unknownWarning')}</WarningText>
      <a className="govuk-button" href="/accounts/list">
        {t('checkAccounts')}
      </a>
      <EditControls page={page} keys={Object.keys(outcomeUnknownDefaults(''))} />
    </>
  );
}

/**
 * Back on a review page after the movement was made (docs/money-journeys.md, Back after it is done): says so, links
 * to its confirmation, and offers no button to send it again.
 */
export function AlreadyDone({ confirmationHref, page }: { confirmationHref: string; page: ManagedPage }) {
  const t = contentOf(page);
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <PageTitle page={t('doneTitle')} />
        <h1 className="govuk-heading-l">{t('doneTitle')}</h1>
        <p className="govuk-body">{t('doneAgain')}</p>
        <p className="govuk-body">
          <a className="govuk-link" href={confirmationHref}>
            {t('doneConfirmation')}
          </a>
        </p>
        <a className="govuk-button" href="/accounts/list">
          {t('backToAccounts')}
        </a>
        <EditControls page={page} keys={Object.keys(alreadyDoneDefaults('', '', ''))} />
      </div>
    </div>
  );
}
