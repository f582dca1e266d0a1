import { Outlet } from 'react-router';
import { HelpPanel } from '../../components/help-panel.tsx';
import { useRootData } from '../../lib/root-data.ts';

/**
 * The sidebar of the access and My Details journeys (spec 1 §2 "Sidebar shown"): the page in two thirds, the help
 * panel in the last third. Used as a layout route by the journeys' routes.ts (each with its own id).
 */
export default function HelpPanelLayout() {
  const { supportPhone, layout } = useRootData();
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <Outlet />
      </div>
      <div className="govuk-grid-column-one-third">
        <HelpPanel supportPhone={supportPhone} layout={layout} />
      </div>
    </div>
  );
}
