import { type RouteConfigEntry, layout, prefix, route } from '@react-router/dev/routes';

/** Secure two-way messaging (spec 3 §2 "Two-way messaging"): list, new, view, reply, delete. */
export const messagingTwowayRoutes: RouteConfigEntry[] = [
  route('messaging-twoway', 'routes/messaging-twoway/index.ts'),
  layout('routes/messaging-twoway/layout.tsx', [
    ...prefix('messaging-twoway', [
      route('view', 'routes/messaging-twoway/list.tsx'),
      route('new/confirmation', 'routes/messaging-twoway/new-confirmation.tsx'),
      route('new/:id?', 'routes/messaging-twoway/new.tsx'),
      route('message/view/:id', 'routes/messaging-twoway/conversation.tsx'),
      route('message/reply/:id', 'routes/messaging-twoway/reply.tsx'),
      route('message/reply/:id/result', 'routes/messaging-twoway/reply-result.tsx'),
      route('message/delete/:id', 'routes/messaging-twoway/delete.tsx'),
      route('message/delete/:id/result', 'routes/messaging-twoway/delete-result.tsx'),
    ]),
  ]),
];

/**
 * The badge's poll (JSON), outside the protected layout: it answers 401 when signed out instead of redirecting, and
 * does not ping the bank or end journeys as a page navigation does.
 */
export const messagingCountRoute: RouteConfigEntry = route(
  'messaging-twoway/count',
  'routes/messaging-twoway/count.ts',
);
