/** One card of the My Details services menu. */
export type ServiceCard = { href: string; title: string; description: string };

/**
 * The My Details services (spec 1 §2 services menu). A list, so that spec 2's personal details card ('View the
 * details we hold for you.', /personal-details) is one more entry when that journey exists.
 */
export const SERVICE_CARDS: readonly ServiceCard[] = [
  {
    href: '/update-security-details',
    title: 'Security details',
    description: 'View and update your security details',
  },
  {
    href: '/update-organisation-details',
    title: 'Organisation details',
    description: 'View the details we hold for your organisation',
  },
];
