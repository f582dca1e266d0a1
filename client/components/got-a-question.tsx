/**
 * The 'Got a question?' panel of spec 3 §1, §2 (message widget): we aim to reply within 2 working days, a Send
 * Message button to the new-message form, and the support phone with its opening hours.
 */
export function GotAQuestion({ supportPhone }: { supportPhone: string }) {
  return (
    <aside className="app-sidebar" aria-labelledby="got-a-question-heading" data-testid="got-a-question">
      <h2 className="govuk-heading-s" id="got-a-question-heading">
        Got a question?
      </h2>
      <p className="govuk-body-s">Send us a secure message. We aim to reply within 2 working days.</p>
      <a
        className="govuk-button govuk-button--secondary"
        href="/messaging-twoway/new"
        role="button"
        draggable="false"
        data-module="govuk-button"
      >
        Send Message
      </a>
      <p className="govuk-body-s">
        Or call us on <strong>{supportPhone}</strong>
        <br />
        Monday to Friday 9am to 5pm, excluding bank holidays.
      </p>
    </aside>
  );
}
