import { useEffect } from 'react';
import { useRevalidator } from 'react-router';
import { moneyMessages } from '#shared/messages/money-movements.ts';
import { WarningText } from '../govuk/index.ts';
import { PageTitle } from '../page-title.tsx';
import { DangerAlert } from '../danger-alert.tsx';

/** How often a 'being processed' page looks again (its `<meta http-equiv="refresh">` works without JavaScript). */
export const PROCESSING_REFRESH_SECONDS = 2;

/** The meta descriptor of a 'being processed' page: the browser reloads it until the outcome is there. */
export const processingRefreshMeta = { httpEquiv: 'refresh', content: String(PROCESSING_REFRESH_SECONDS) };

/**
 * The movement was sent and its answer has not come back yet (a second POST of the same key, or a refresh while the
 * first is in flight): say so, and look again every 2 seconds (SPEC3-NOTES SAFE-03).
 */
export function BeingProcessed({ what }: { what: string }) {
  const revalidator = useRevalidator();
  // With JavaScript the page loaded client-side may not honour the meta refresh: look again the same way.
  useEffect(() => {
    const timer = window.setTimeout(() => void revalidator.revalidate(), PROCESSING_REFRESH_SECONDS * 1000);
    return () => window.clearTimeout(timer);
  }, [revalidator]);
  return (
    <>
      <PageTitle page={`Your ${what} is being processed`} />
      <h1 className="govuk-heading-l">Your {what} is being processed</h1>
      <p className="govuk-body" role="status">
        We have your request and are waiting for the bank to confirm it. This page will update by itself.
      </p>
      <p className="govuk-body">Do not send it again: it will only be made once.</p>
    </>
  );
}

/** The movement was sent but its outcome could not be confirmed (timeout, dropped connection): spec 3 §8 unknown. */
export function OutcomeUnknown({ what }: { what: string }) {
  return (
    <>
      <PageTitle page={`We could not confirm your ${what}`} />
      <h1 className="govuk-heading-l">We could not confirm your {what}</h1>
      <DangerAlert testId="outcome-unknown">{moneyMessages.unknown}</DangerAlert>
      <WarningText>It may have been made. Check your accounts before you try again.</WarningText>
      <a className="govuk-button" href="/accounts/list">
        Check your accounts
      </a>
    </>
  );
}

/**
 * Back on a review page after the movement was made (SPEC3-NOTES SAFE-04): says so, links to its confirmation, and
 * offers no button to send it again.
 */
export function AlreadyDone({
  title,
  again,
  confirmationHref,
  confirmationText,
}: {
  /** 'You have already made this withdrawal' */
  title: string;
  /** 'It will not be made again.' */
  again: string;
  confirmationHref: string;
  /** 'See your withdrawal confirmation' */
  confirmationText: string;
}) {
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <PageTitle page={title} />
        <h1 className="govuk-heading-l">{title}</h1>
        <p className="govuk-body">{again}</p>
        <p className="govuk-body">
          <a className="govuk-link" href={confirmationHref}>
            {confirmationText}
          </a>
        </p>
        <a className="govuk-button" href="/accounts/list">
          Back to your accounts
        </a>
      </div>
    </div>
  );
}
