import { useRootData } from '../../lib/root-data.ts';
import { layoutText } from '#shared/messages/layout.ts';

/**
 * How to reach the bank from a result screen (spec 1 §1). Blocked-type screens give 8am to 8pm Monday to Saturday,
 * 9am to 5pm Sunday and the call charge; the unsuccessful-registration screen gives Monday to Friday 9am to 5pm
 * (ARCHITECTURE.md "Choices": each screen keeps its own wording).
 */
export function SupportContact({ hours }: { hours: 'blocked' | 'weekdays' }) {
  const { supportPhone, layout } = useRootData();
  return hours === 'blocked' ? (
    <>
      <p className="govuk-body">
        Please call us on <strong>{supportPhone}</strong>.
      </p>
      <p className="govuk-body">{layoutText(layout.values, 'blockedHours')}</p>
      <p className="govuk-body">Calls are charged at the caller&apos;s standard mobile operator rate.</p>
    </>
  ) : (
    <p className="govuk-body">
      If this keeps happening, please call us on <strong>{supportPhone}</strong>, Monday to Friday 9am to 5pm
      (excluding bank holidays).
    </p>
  );
}
