import type { ManagedPage } from '#shared/content/managed.ts';
import { EditControl, ManagedText } from './managed-text.tsx';
import { useRootData } from '../lib/root-data.ts';
import { layoutText } from '#shared/messages/layout.ts';
import { contentOf } from '../lib/managed-values.ts';

/**
 * How to reach the bank from a result screen (spec 1 §1). Blocked-type screens give 8am to 8pm Monday to Saturday,
 * 9am to 5pm Sunday and the call charge; the unsuccessful-registration screen gives Monday to Friday 9am to 5pm
 * (each screen keeps its own wording, decision 038). Managed texts of the page's tag: 'callUs' and 'charges' for
 * blocked-type screens (BLOCKED_SUPPORT_CONTENT; the hours are the shell's 'blockedHours'), 'callUs' and
 * 'callUsAfter' around the phone number for the other.
 */
export function SupportContact({ hours, page }: { hours: 'blocked' | 'weekdays'; page: ManagedPage }) {
  const { supportPhone, layout } = useRootData();
  const c = contentOf(page);
  return hours === 'blocked' ? (
    <>
      <p className="govuk-body">
        {c('callUs')} <strong>{supportPhone}</strong>.
      </p>
      <EditControl page={page} name="content.callUs" />
      <p className="govuk-body">{layoutText(layout.values, 'blockedHours')}</p>
      <ManagedText page={page} name="content.charges" className="govuk-body" />
    </>
  ) : (
    <>
      <p className="govuk-body">
        {c('callUs')} <strong>{supportPhone}</strong>
        {c('callUsAfter')}
      </p>
      <EditControl page={page} name="content.callUs" />
      <EditControl page={page} name="content.callUsAfter" />
    </>
  );
}
