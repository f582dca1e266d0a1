/** One card of the My Details services menu. */
export type ServiceCard = { href: string; title: string; description: string };

/**
 * The My Details services (spec 1 §2 services menu, spec 2 §2 "My Details services": the personal details card).
 */
export const SERVICE_CARDS: readonly ServiceCard[] = [
  {
    href: '/personal-details',
    title: 'Personal details',
    description: 'View the details we hold for you.',
  },
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
