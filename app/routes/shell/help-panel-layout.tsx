import { Outlet } from 'react-router';
import { HelpPanel } from '../../components/help-panel.tsx';
import { AdvertList } from '../../components/advert-list.tsx';
import { layoutText } from '#shared/messages/layout.ts';
import { WithSidebar } from '../../components/with-sidebar.tsx';
import { useRootData } from '../../lib/root-data.ts';

/**
 * The sidebar of the access and My Details journeys (spec 1 §2 "Sidebar shown"): the page in two thirds, the help
 * panel in the last third, the adverts below it (decision 070). Used as a layout route by the journeys' routes.ts (each with its own id).
 */
export default function HelpPanelLayout() {
  const { supportPhone, layout } = useRootData();
  return (
    <WithSidebar
      sidebar={
        <>
          <HelpPanel supportPhone={supportPhone} layout={layout} />
          <AdvertList heading={layoutText(layout?.values, 'advertsHeading')} />
        </>
      }
    >
      <Outlet />
    </WithSidebar>
  );
}
