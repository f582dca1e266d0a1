import { Outlet } from 'react-router';
import { GotAQuestion } from '../../components/got-a-question.tsx';
import { useRootData } from '../../lib/root-data.ts';

/**
 * The messaging pages' frame (issue 9: "a sidebar panel on all these routes"): the page in two thirds, the 'Got a
 * question?' panel (reply within 2 working days, phone and hours) beside it, below it on a narrow screen.
 */
export default function MessagingLayout() {
  const { supportPhone } = useRootData();
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <Outlet />
      </div>
      <div className="govuk-grid-column-one-third">
        <GotAQuestion supportPhone={supportPhone} />
      </div>
    </div>
  );
}
