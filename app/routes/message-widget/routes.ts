import { type RouteConfigEntry, route } from '@react-router/dev/routes';

/**
 * The message widget (spec 3 §2 'Message widget'): the send-message form, its acknowledgement page, and spec 1 §2's
 * test pages (the widget form and the account select on their own). All signed-in (the protected layout).
 */
export const messageWidgetRoutes: RouteConfigEntry[] = [
  route('message-widget', 'routes/message-widget/widget.tsx', { id: 'message-widget' }),
  route('message-widget-test', 'routes/message-widget/widget.tsx', { id: 'message-widget-test' }),
  route('message-widget/message/success', 'routes/message-widget/success.tsx'),
  route('select-accounts-test', 'routes/message-widget/select-accounts-test.tsx'),
];
