import type { ManagedPage } from '#shared/content/managed.ts';
import { layoutText, type LayoutKey } from '#shared/messages/layout.ts';

/**
 * The help panel of spec 1 §1: phone line with its hours (Monday to Friday 9am to 5pm excluding bank holidays,
 * decision 038) and an FAQ link that says it opens in a new tab. Its texts are the shell's managed texts
 * (tag 'layout', decision 038); editors reach them from the footer's link to /content?tag=layout.
 */
export function HelpPanel({
  supportPhone,
  headingLevel = 2,
  layout,
}: {
  supportPhone: string;
  headingLevel?: 2 | 3;
  layout?: ManagedPage | undefined;
}) {
  const Heading = `h${headingLevel}` as const;
  const t = (key: LayoutKey) => layoutText(layout?.values, key);
  return (
    <aside className="app-help-panel" aria-labelledby="help-panel-heading">
      <Heading className="govuk-heading-s" id="help-panel-heading">
        {t('helpPanelHeading')}
      </Heading>
      <p className="govuk-body-s">
        {t('helpPanelCallUs')} <strong>{supportPhone}</strong>
        <br />
        {t('helpPanelHours')}
      </p>
      <p className="govuk-body-s">
        <a className="govuk-link" href="/help" target="_blank" rel="noopener">
          {t('helpPanelFaqs')}
        </a>
      </p>
    </aside>
  );
}
