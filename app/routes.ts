import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes';
import { registrationRoutes } from './routes/registration/routes.ts';
import { forgottenUsernameRoutes } from './routes/forgotten-username/routes.ts';
import { forgottenPasswordRoutes } from './routes/forgotten-password/routes.ts';
import { twoFactorRoutes } from './routes/two-factor/routes.ts';
import { updateSecurityDetailsRoutes } from './routes/update-security-details/routes.ts';
import { updateOrganisationDetailsRoutes } from './routes/update-organisation-details/routes.ts';
import { servicesRoutes } from './routes/services/routes.ts';
import { accountsRoutes } from './routes/accounts/routes.ts';
import { personalDetailsRoutes } from './routes/personal-details/routes.ts';
import { makeWithdrawalRoutes } from './routes/make-withdrawal/routes.ts';
import { payIntoAccountRoutes } from './routes/pay-into-account/routes.ts';
import { noticeToWithdrawRoutes } from './routes/notice-to-withdraw/routes.ts';
import { messagingCountRoute, messagingTwowayRoutes } from './routes/messaging-twoway/routes.ts';
import { messageWidgetRoutes } from './routes/message-widget/routes.ts';
import { shortApplyRoutes } from './routes/short-apply/routes.ts';
import { ADVERTS } from '../shared/messages/adverts.ts';

// The route table mirrors the spec's routes (spec 1 §2, spec 2 §2). Protected pages sit under the protected
// layout, whose middleware sends visitors to the configured sign-in and back afterwards. Each journey keeps its own
// routes in routes/<journey>/routes.ts; the signed-in ones are spread inside the protected layout.
const ADVERT_SLUGS = Object.keys(ADVERTS);

export default [
  index('routes/home.tsx'),
  route('keep-alive', 'routes/session/keep-alive.ts'),
  route('address-lookup', 'routes/address-lookup.ts'),
  route('styleguide/address-lookup', 'routes/styleguide/address-lookup.tsx'),
  route('signed-out', 'routes/session/signed-out.tsx'),
  route('already-signed-in', 'routes/session/already-signed-in.tsx'),
  route('network-error', 'routes/shell/network-error.tsx'),
  route('help', 'routes/shell/help.tsx'),
  route('styleguide', 'routes/styleguide/styleguide.tsx'),
  ...ADVERT_SLUGS.map((slug) => route(slug, 'routes/adverts/advert.tsx', { id: `advert-${slug}` })),
  ...prefix('sign-in', [
    index('routes/sign-in/index.ts'),
    route('step-1', 'routes/sign-in/step-1.tsx'),
    route('step-2', 'routes/sign-in/step-2.tsx'),
    route('blocked', 'routes/sign-in/blocked.tsx'),
    route('provider-error', 'routes/sign-in/provider-error.tsx'),
  ]),
  ...registrationRoutes,
  ...forgottenUsernameRoutes,
  ...forgottenPasswordRoutes,
  ...twoFactorRoutes,
  layout('routes/protected.tsx', [
    ...accountsRoutes,
    ...updateSecurityDetailsRoutes,
    ...updateOrganisationDetailsRoutes,
    ...servicesRoutes,
    route('system-messages/dismiss', 'routes/system-messages/dismiss.ts'),
    ...personalDetailsRoutes,
    ...makeWithdrawalRoutes,
    ...payIntoAccountRoutes,
    ...noticeToWithdrawRoutes,
    ...messagingTwowayRoutes,
    ...messageWidgetRoutes,
    ...shortApplyRoutes,
  ]),
  messagingCountRoute,
  // Managed content's editor pages (decision 035): answer only a signed-in editor in the editor deployment.
  route('content', 'routes/content/index.tsx'),
  route('content/edit', 'routes/content/edit.tsx'),
  route('*', 'routes/shell/not-found.tsx'),
] satisfies RouteConfig;
