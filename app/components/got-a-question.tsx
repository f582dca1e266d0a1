import { useLayoutText } from './layout-text.ts';

/**
 * The 'Got a question?' panel of spec 3 §1, §2 (message widget): we aim to reply within 2 working days, a Send
 * Message button to the new-message form, and the support phone with its opening hours. Its texts are the shell's
 * managed texts (tag 'layout'; editors reach them from the footer's link to /content?tag=layout).
 */
export function GotAQuestion({ supportPhone }: { supportPhone: string }) {
  const t = useLayoutText();
  return (
    <aside className="app-sidebar" aria-labelledby="got-a-question-heading" data-testid="got-a-question">
      <h2 className="govuk-heading-s" id="got-a-question-heading">
        {t('questionHeading')}
      </h2>
      <p className="govuk-body-s">{t('questionText')}</p>
      <a
        className="govuk-button govuk-button--secondary"
        href="/messaging-twoway/new"
        role="button"
        draggable="false"
        data-module="govuk-button"
      >
        {t('questionButton')}
      </a>
      <p className="govuk-body-s">
        {t('questionCallUs')} <strong>{supportPhone}</strong>
        <br />
        {t('questionHours')}
      </p>
    </aside>
  );
}
