/** One card of the My Details services menu: its link and its managed title and description (tag 'services'). */
export type ServiceCard = { href: string; titleKey: string; descriptionKey: string };

/**
 * The My Details services (spec 1 §2 services menu, spec 2 §2 "My Details services": the personal details card).
 * The texts are in shared/messages/account-details.ts (SERVICES_DEFAULTS).
 */
export const SERVICE_CARDS: readonly ServiceCard[] = [
  { href: '/personal-details', titleKey: 'personalTitle', descriptionKey: 'personalText' },
  { href: '/update-security-details', titleKey: 'securityTitle', descriptionKey: 'securityText' },
  { href: '/update-organisation-details', titleKey: 'organisationTitle', descriptionKey: 'organisationText' },
];
