import { type RouteConfigEntry, prefix, route } from '@react-router/dev/routes';

/**
 * The short application (spec 3 §2 "Short application"): the bare base redirects to the product list; one product's
 * application is one page whose stage is in the query (`?stage=apply|review|applySuccess`); the product documents
 * open through a route that records the view (decision 026).
 */
export const shortApplyRoutes: RouteConfigEntry[] = [
  route('short-apply', 'routes/short-apply/redirect.ts'),
  ...prefix('short-apply', [
    route('index', 'routes/short-apply/list.tsx'),
    route('index/:id', 'routes/short-apply/apply.tsx'),
    route('document/:id/:document', 'routes/short-apply/document.ts'),
  ]),
];
