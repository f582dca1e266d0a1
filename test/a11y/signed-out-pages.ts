import { ADVERTS } from '#shared/messages/adverts.ts';
import { EDITOR_URL, NATIVE_URL, OIDC_URL } from '../e2e/env.ts';
import { ERROR_SUMMARY_SHOWN, type Pa11yUrl, type Sessions } from './entries.ts';

// The pa11y-ci entries of the pages before sign-in (pa11y.config.ts): sign-in and its errors, adverts, help, the
// style guide, the access journeys' first pages and results, the identity provider's page, step 2 part-way through
// sign-in, and managed content's editor mode on the editor deployment.

/** The advert pages of spec 1 §2, one per advert (app/routes.ts routes each slug). */
export const ADVERT_PATHS = Object.keys(ADVERTS).map((slug) => `/${slug}`);

/** Access routes of spec 1 whose default state needs no journey in progress. */
export const ACCESS_PATHS = [
  '/registration/register',
  '/registration/register/activate',
  '/registration/blocked',
  '/registration/unsuccessful',
  '/registration/alreadyhascredentials',
  '/registration/notallowed',
  '/registration/accessdenied',
  '/forgotten-username/retrieve',
  '/forgotten-username/blocked',
  '/forgotten-password/retrieve',
  '/forgotten-password/blocked',
];

export function signedOutUrls(sessions: Sessions): Pa11yUrl[] {
  const step2 = { Cookie: sessions.step2 };
  return [
    { url: `${NATIVE_URL}/sign-in/step-1` },
    {
      url: `${NATIVE_URL}/sign-in/step-1?case=empty-form-errors`,
      actions: ['click element form[action="/sign-in/step-1"] button[type="submit"]', ERROR_SUMMARY_SHOWN],
    },
    { url: `${NATIVE_URL}/sign-in/blocked` },
    { url: `${NATIVE_URL}/sign-in/provider-error` },
    { url: `${NATIVE_URL}/signed-out` },
    { url: `${NATIVE_URL}/network-error` },
    // Too many attempts (decisions 029, 075): the wait a per-client limit asks for, and what lifts a customer's
    // hold on untrusted clients (no wait does).
    { url: `${NATIVE_URL}/too-many-attempts?minutes=15` },
    { url: `${NATIVE_URL}/too-many-attempts?for=account` },
    { url: `${NATIVE_URL}/no-such-page` },
    { url: `${NATIVE_URL}/help` },
    { url: `${NATIVE_URL}/styleguide` },
    { url: `${NATIVE_URL}/styleguide/address-lookup` },
    ...ADVERT_PATHS.map((path) => ({ url: `${NATIVE_URL}${path}` })),
    // Managed content's editor mode (decision 035): Edit controls on an advert page and /help, the edit form, and the
    // index of texts (the list of tags; a tag with messages; a tag with HTML texts).
    ...(sessions.editor
      ? [
          `${EDITOR_URL}/loan`,
          `${EDITOR_URL}/help`,
          `${EDITOR_URL}/network-error`,
          `${EDITOR_URL}/content/edit?tag=advert-loan&name=content.title&returnTo=%2Floan`,
          `${EDITOR_URL}/content/edit?tag=help&name=content.signingInHtml&returnTo=%2Fhelp`,
          `${EDITOR_URL}/content`,
          `${EDITOR_URL}/content?tag=sign-in`,
          `${EDITOR_URL}/content?tag=help`,
        ].map((url) => ({ url, headers: { Cookie: sessions.editor ?? '' } }))
      : []),
    // The identity provider's sign-in page, reached through the oidc portal's redirect.
    { url: `${OIDC_URL}/mgr-sign-in` },
    {
      url: `${OIDC_URL}/mgr-sign-in?case=empty-form-errors`,
      actions: [
        'click element form[action$="/login"] button[type="submit"]',
        'wait for element .error-summary to be visible',
      ],
    },
    // Part-way through sign-in.
    { url: `${NATIVE_URL}/sign-in/step-2`, headers: step2 },
    {
      url: `${NATIVE_URL}/sign-in/step-2?case=empty-form-errors`,
      headers: step2,
      actions: ['click element form[action="/sign-in/step-2"] button[type="submit"]', ERROR_SUMMARY_SHOWN],
    },
    // The access journeys' first pages and result screens, signed out.
    ...ACCESS_PATHS.map((path) => ({ url: `${NATIVE_URL}${path}` })),
    ...['/registration/register', '/forgotten-username/retrieve', '/forgotten-password/retrieve'].map(
      (path) => ({
        url: `${NATIVE_URL}${path}?case=empty-form-errors`,
        actions: [`click element form[action="${path}"] button[type="submit"]`, ERROR_SUMMARY_SHOWN],
      }),
    ),
    {
      url: `${NATIVE_URL}/styleguide/address-lookup?case=postcode-required`,
      actions: [
        'click element button[value^="find-address"]',
        'wait for element .govuk-error-message to be visible',
      ],
    },
  ];
}
