import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import * as root from '../../../app/root.tsx';
import * as protectedLayout from '../../../app/routes/protected.tsx';
import * as accountsList from '../../../app/routes/accounts/list.tsx';

// R1 (docs/performance.md, How to measure): `renderToString` of the same tree the portal renders for the signed-in
// accounts list, with the loader data the portal gave (test/perf/r1/server.ts fetches it once). No Express, session,
// upstream call or React Router request handling: what rendering the page costs on its own. Built by
// test/perf/server-figures.ts with test/perf/r1/vite.config.ts.

/** Each route's loader data, by React Router's route id (root, the signed-in layout, the page). */
export type R1Data = { url: string; loaderData: Record<string, unknown> };

export const ROUTE_IDS = ['root', 'routes/protected', 'routes/accounts/list'] as const;
const [ROOT_ID, LAYOUT_ID, PAGE_ID] = ROUTE_IDS;

export function render(data: R1Data): string {
  const Root = root.default;
  const Stub = createRoutesStub([
    {
      id: ROOT_ID,
      path: '/',
      Component: () => (
        <root.Layout>
          <Root />
        </root.Layout>
      ),
      loader: () => data.loaderData[ROOT_ID],
      links: root.links as never,
      meta: root.meta as never,
      children: [
        {
          id: LAYOUT_ID,
          Component: protectedLayout.default as never,
          loader: () => data.loaderData[LAYOUT_ID],
          children: [
            {
              id: PAGE_ID,
              path: 'accounts/list',
              Component: accountsList.default as never,
              loader: () => data.loaderData[PAGE_ID],
              handle: accountsList.handle,
            },
          ],
        },
      ],
    },
  ]);
  const tree = <Stub initialEntries={[data.url]} hydrationData={{ loaderData: data.loaderData }} />;
  return `<!DOCTYPE html>${renderToString(tree)}`;
}
