import type { ContentDefaults } from '../content/managed.ts';
import { notFoundPage } from './pages.ts';
import { TIMEOUT_COUNTDOWN_TEMPLATE, timeoutMessages } from './timeout.ts';
import { ERROR_SUMMARY_TITLES } from './validation.ts';

// The shell every page shares (spec 1 §1, §2; spec 2 §2 header and footer): the header's texts, the footer's links,
// contact block (its support hours too), regulatory and registration text, the help panel, the support hours of the
// blocked screens and the error pages' texts. Managed content (decisions 035, 038), tag 'layout', read once
// per page render by the root loader; the error boundary and the Express-rendered error page use these defaults when
// no loader data (or no cached value) is there. '{bankName}' and '{name}' are filled in by code.
export const LAYOUT_TAG = 'layout';

/** The support hours of the blocked screens (spec 1 §1: 'Opening hours: 8am to 8pm …'): each screen keeps its wording. */
export const BLOCKED_SUPPORT_HOURS = 'Opening hours: 8am to 8pm Monday to Saturday, 9am to 5pm Sunday.';
/** The support hours of the help panel (spec 1 §1). */
export const HELP_PANEL_SUPPORT_HOURS = 'Monday to Friday 9am to 5pm, excluding bank holidays.';
/** The footer's opening times (spec 2 §2 'Monday to Friday, 9.00am to 5.00pm'). */
export const FOOTER_SUPPORT_HOURS = 'Monday to Friday, 9.00am to 5.00pm (excluding bank holidays)';

export const LAYOUT_DEFAULTS = {
  content: {
    skipLink: 'Skip to main content',
    greeting: 'Hi {name}',
    signOut: 'Sign out',
    // spec 1 §2: the link to /messaging-twoway/new, shown only when signed in.
    sendMessage: 'Send us a message',
    // The heading of the adverts in the sidebar (decision 070).
    advertsHeading: 'Our products',
    menuLabel: 'Main menu',
    menuAccounts: 'My Accounts',
    menuDetails: 'My Details',
    menuMessages: 'My Messages',
    menuApply: 'Apply',
    // Read by screen readers after the new-message count on 'My Messages' (spec 3 §2, §6; '{count}' filled in).
    newMessagesOne: '{count} new message',
    newMessagesMany: '{count} new messages',
    footerLinksTitle: 'Support links',
    footerFaqs: 'FAQs',
    footerContactUs: 'Contact us',
    footerWebsiteTerms: 'Website terms',
    footerAccountAccessTerms: 'Account access terms',
    footerCookies: 'Website cookies',
    footerPrivacy: 'Privacy notice',
    footerAccessibility: 'Accessibility',
    footerSecurity: 'Security',
    contactHeading: 'Contact us',
    telephoneLabel: 'Telephone:',
    emailLabel: 'Email:',
    supportHours: FOOTER_SUPPORT_HOURS,
    regulatory:
      '{bankName} is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct ' +
      'Authority and the Prudential Regulation Authority (Financial Services Register number 100000). Eligible ' +
      'deposits are protected by the Financial Services Compensation Scheme.',
    registration:
      '{bankName} plc. Registered in England and Wales, company number 01000000. Registered office: 1 Example ' +
      'Street, London EC1A 1AA.',
    certificationAlt: 'Certified: Cyber Essentials Plus',
    helpPanelHeading: 'Need help?',
    helpPanelCallUs: 'Call us on',
    helpPanelHours: HELP_PANEL_SUPPORT_HOURS,
    helpPanelFaqs: 'Read our FAQs (opens in new tab)',
    blockedHours: BLOCKED_SUPPORT_HOURS,
    // The 'Got a question?' panel beside the accounts list and the messages (spec 3 §1, §2).
    questionHeading: 'Got a question?',
    questionText: 'Send us a secure message. We aim to reply within 2 working days.',
    questionButton: 'Send Message',
    questionCallUs: 'Or call us on',
    questionHours: HELP_PANEL_SUPPORT_HOURS,
    notFoundTitle: 'Page not found',
    notFoundHeading: notFoundPage.title,
    notFoundText: notFoundPage.text,
    notFoundPath: 'Path:',
    startPageLink: 'Go to the start page',
    requestErrorHeading: 'Your request could not be completed',
    requestErrorText: 'Go back and try again.',
    tooLargeHeading: 'The information you sent was too large',
    serviceErrorHeading: 'Sorry, there is a problem with the service',
    serviceErrorText: 'Please try again later.',
    // The "Too many attempts" page (decision 029; rendered by Express from the cached values): '{minutes}'
    // and '{phone}' are filled in by code.
    tooManyAttemptsHeading: 'Too many attempts',
    tooManyAttemptsText:
      'You have tried this too many times, so we have stopped you trying again for now. This protects your account.',
    tooManyAttemptsWaitOne: 'Wait 1 minute and try again.',
    tooManyAttemptsWait: 'Wait {minutes} minutes and try again.',
    tooManyAttemptsHelp: 'If you need help, call us on {phone}.',
    // When wrong passwords from devices the customer has not signed in on have reached their limit (decision 075):
    // waiting does not lift it; signing in on a device used before, or a password reset, does.
    tooManyAttemptsAccountText:
      'There have been too many wrong attempts to sign in to this account from devices it has not been signed in on before. This protects your account.',
    tooManyAttemptsAccountNext:
      'To sign in, use a device you have signed in on before, or reset your password and memorable number.',
    tooManyAttemptsResetLink: 'Reset your password',
    // What a signed-in page shows while a client-side navigation to the accounts list or the messages loads (spec 2
    // §2 'Loading accounts...', spec 3 §2 'Loading messages...'): there is no page loader data yet, so the shell's.
    loadingAccountsHeading: 'Accounts',
    loadingAccounts: 'Loading accounts...',
    loadingMessagesHeading: 'My messages',
    loadingMessages: 'Loading messages...',
    // The danger alert's title (spec 3 §8 'General server errors are shown in a danger alert').
    problemTitle: 'There is a problem',
    // The error summary's title on every form (spec 1 §5; '{count}' filled in by code).
    errorSummaryOne: ERROR_SUMMARY_TITLES.one,
    errorSummaryMany: ERROR_SUMMARY_TITLES.many,
    // The timeout warning (spec 1 §4, §8; '{count}': the seconds left), on every page with a session or flow timer.
    timeoutSessionHeading: 'Your session is about to time out',
    timeoutFlowHeading: 'This page is about to time out',
    timeoutLastMinute: timeoutMessages.LastMinute,
    timeoutCountdown: TIMEOUT_COUNTDOWN_TEMPLATE,
    timeoutYes: 'Yes',
    timeoutNo: 'No',
    // The password inputs' Show/Hide toggle (govuk-frontend's own defaults; app/components/password-field.tsx).
    passwordShow: 'Show',
    passwordHide: 'Hide',
    passwordShowLabel: 'Show password',
    passwordHideLabel: 'Hide password',
    passwordShown: 'Your password is visible',
    passwordHidden: 'Your password is hidden',
    // The system messages' banners (spec 2 §2, §4).
    systemMessageTitle: 'Important',
    systemMessageDismiss: 'Dismiss',
    // Read after 'Dismiss' by screen readers only ('{number}': the banner's place; '{subject}': its opening words).
    systemMessageDismissWhich: 'message {number}: {subject}',
    systemMessageDismissed: 'Message dismissed.',
  },
} satisfies ContentDefaults;

export type LayoutKey = keyof typeof LAYOUT_DEFAULTS.content;

/** A layout text: the root loader's value when there is one, else the default in code. */
export function layoutText(values: Readonly<Record<string, string>> | undefined, key: LayoutKey): string {
  return values?.[`content.${key}`] ?? LAYOUT_DEFAULTS.content[key];
}
