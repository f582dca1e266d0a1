import { Outlet } from 'react-router';
import type { Route } from './+types/layout.ts';
import { HelpPanel } from '../../components/help-panel.tsx';
import { useRootData } from '../../lib/root-data.ts';
import { app } from '../../lib/route-helpers.server.ts';

/** spec 1 §4: an authenticated session is abandoned when forgotten-username pages open. Runs before every loader. */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ context }) => {
    const ctx = app(context);
    if (ctx.session.auth) await ctx.endSession();
  },
];

/** spec 1 §2 "Forgotten username ... Sidebar shown": the page in two thirds, the help panel in the last third. */
export default function ForgottenUsernameLayout() {
  const { supportPhone } = useRootData();
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <Outlet />
      </div>
      <div className="govuk-grid-column-one-third">
        <HelpPanel supportPhone={supportPhone} />
      </div>
    </div>
  );
}
