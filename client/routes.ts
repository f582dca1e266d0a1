import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes';

// The route table mirrors the spec's routes (spec 1 §2, spec 2 §2). Protected pages sit under the protected
// layout, whose middleware sends visitors to the configured sign-in and back afterwards.
const ADVERTS = [
  'savings-account',
  'current-account',
  'creditcard',
  'loan',
  'mortgage',
  'insurance',
  'travel-money',
  'cash-isa',
];

export default [
  index('routes/home.tsx'),
  route('keep-alive', 'routes/session/keep-alive.ts'),
  route('signed-out', 'routes/session/signed-out.tsx'),
  route('network-error', 'routes/shell/network-error.tsx'),
  route('help', 'routes/shell/help.tsx'),
  route('styleguide', 'routes/styleguide/styleguide.tsx'),
  ...ADVERTS.map((slug) => route(slug, 'routes/adverts/advert.tsx', { id: `advert-${slug}` })),
  ...prefix('sign-in', [
    index('routes/sign-in/index.ts'),
    route('step-1', 'routes/sign-in/step-1.tsx'),
    route('step-2', 'routes/sign-in/step-2.tsx'),
    route('blocked', 'routes/sign-in/blocked.tsx'),
    route('provider-error', 'routes/sign-in/provider-error.tsx'),
  ]),
  layout('routes/protected.tsx', [
    ...prefix('accounts', [index('routes/accounts/index.ts'), route('list', 'routes/accounts/list.tsx')]),
  ]),
  route('*', 'routes/shell/not-found.tsx'),
] satisfies RouteConfig;
