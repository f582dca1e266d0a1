import type { ContentDefaults } from '../content/managed.ts';

// /help (spec 1 §1, §2): the phone line's hours and charges, and where to find answers. Managed content (decision
// 035), tag 'help'; these are the defaults in code. The phone number itself is configuration.
export const HELP_TAG = 'help';

export const HELP_DEFAULTS = {
  content: {
    title: 'Help',
    callHeading: 'Call us',
    hours: 'Monday to Friday 9am to 5pm, excluding bank holidays.',
    charges: "Calls are charged at the caller's standard mobile operator rate.",
    signingInHeading: 'Signing in',
    signingInHtml:
      '<p>If you have forgotten your username, password or memorable number you can ' +
      '<a href="/forgotten-username">get a reminder of your username</a> or ' +
      '<a href="/forgotten-password">reset your password and memorable number</a>.</p>' +
      '<p>You can also <a href="/mgr-sign-in">sign in with our secure sign-in service</a>, which does not ask for ' +
      'your memorable number.</p>',
    detailsHeading: 'Changing your details',
    details:
      'We cannot accept requests to change your personal details through secure messaging. Please call us instead.',
  },
} satisfies ContentDefaults;
