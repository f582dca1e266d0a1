/**
 * The help panel of spec 1 §1: phone line with its hours (Monday to Friday 9am to 5pm excluding bank holidays, as
 * ARCHITECTURE.md records) and an FAQ link that says it opens in a new tab.
 */
export function HelpPanel({
  supportPhone,
  headingLevel = 2,
}: {
  supportPhone: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <aside className="app-help-panel" aria-labelledby="help-panel-heading">
      <Heading className="govuk-heading-s" id="help-panel-heading">
        Need help?
      </Heading>
      <p className="govuk-body-s">
        Call us on <strong>{supportPhone}</strong>
        <br />
        Monday to Friday 9am to 5pm, excluding bank holidays.
      </p>
      <p className="govuk-body-s">
        <a className="govuk-link" href="/help" target="_blank" rel="noopener">
          Read our FAQs (opens in new tab)
        </a>
      </p>
    </aside>
  );
}
