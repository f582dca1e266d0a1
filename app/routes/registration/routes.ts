import { index, layout, prefix, route, type RouteConfigEntry } from '@react-router/dev/routes';

/**
 * The registration journey's routes (spec 1 §2 "Registration"; file paths relative to app/). All pages share a
 * layout with the help panel (sidebar shown) that also ends any signed-in session (spec 1 §4).
 */
export const registrationRoutes: RouteConfigEntry[] = [
  ...prefix('registration', [
    layout('routes/shell/signed-out-journey-layout.tsx', { id: 'registration-layout' }, [
      index('routes/registration/index.ts'),
      route('register/:id?', 'routes/registration/register.tsx'),
      route('blocked', 'routes/registration/blocked.tsx'),
      route('success', 'routes/registration/success.tsx'),
      route('unsuccessful', 'routes/registration/unsuccessful.tsx'),
      route('alreadyhascredentials', 'routes/registration/already-has-credentials.tsx'),
      route('notallowed', 'routes/registration/not-allowed.tsx'),
      route('accessdenied', 'routes/registration/access-denied.tsx'),
    ]),
  ]),
];
