import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { accountKeyToHex } from '#shared/api/accounts.ts';
import { ADVERTS } from '#shared/messages/adverts.ts';
import { usePortal } from './use-portal.ts';
import { DEMO, MIA, NORA, OLIVE, type Customer } from '../helpers/customers.ts';
import { signIn } from '../helpers/browserless.ts';
import { expectHydrated, expectServedWithoutReact, pageScripts } from '../helpers/served-without-react.ts';

// Decisions 034 and 054: every page the server serves fully — lists, details, read-only pages, results —
// ships no React, only the enhancement script; pages whose forms validate on change and blur still hydrate. The
// journeys' result pages that need a journey to reach (confirmations, outcomes) are checked where their own tests
// reach them (expectServedWithoutReact in messaging, registration, two-factor, short-apply... tests).

const portal = usePortal();

const conversation = accountKeyToHex('CONV-MIA-08');
const ADVERT_SLUGS = Object.keys(ADVERTS);

const SIGNED_OUT = [
  '/signed-out',
  '/help',
  '/network-error',
  '/no-such-page',
  ...ADVERT_SLUGS.map((slug) => `/${slug}`),
  '/sign-in/blocked',
  '/sign-in/provider-error',
  '/registration/blocked',
  '/registration/unsuccessful',
  '/registration/notallowed',
  '/registration/accessdenied',
  '/registration/alreadyhascredentials',
  '/forgotten-password/blocked',
  '/forgotten-username/blocked',
];

const SIGNED_IN: Array<[Customer, string[]]> = [
  [
    DEMO,
    [
      '/already-signed-in',
      '/services/index',
      '/personal-details/view',
      `/accounts/nominated-account/${accountKeyToHex('ACC-30456021')}`,
      '/update-organisation-details/success',
    ],
  ],
  [
    MIA,
    [
      '/messaging-twoway/view',
      '/messaging-twoway/view?page=2',
      `/messaging-twoway/message/view/${conversation}`,
      `/messaging-twoway/message/delete/${conversation}`,
    ],
  ],
  [NORA, [`/notice-to-withdraw/${accountKeyToHex('ACC-35100011')}`]],
  [OLIVE, ['/short-apply/index']],
];

describe('pages served without React (decision 034)', () => {
  it.each(SIGNED_OUT)('%s, signed out', async (path) => {
    const res = await request(portal.url).get(path);
    expect([200, 404]).toContain(res.status);
    expectServedWithoutReact(res.text);
  });

  it.each(SIGNED_IN.map(([customer, paths]) => [customer.username, paths, customer] as const))(
    'signed in as %s',
    async (_name, paths, customer) => {
      const agent = await signIn(portal.url, customer);
      for (const path of paths) {
        const res = await agent.get(path).expect(200);
        expect({ path, ...pageScripts(res.text) }).toEqual({
          path,
          moduleScripts: [],
          heldScripts: [expect.stringMatching(/^\/assets\/enhance-[\w-]+\.js$/)],
          modulepreloads: 0,
          heldPreloads: 0,
          reactRouterContext: false,
        });
      }
    },
  );

  it('leaves the pages whose forms validate on change and blur hydrated', async () => {
    expectHydrated((await request(portal.url).get('/sign-in/step-1').expect(200)).text);
    const mia = await signIn(portal.url, MIA);
    for (const path of ['/messaging-twoway/new', `/messaging-twoway/message/reply/${conversation}`]) {
      expectHydrated((await mia.get(path).expect(200)).text);
    }
    const demo = await signIn(portal.url, DEMO);
    for (const path of [
      '/personal-details/edit',
      `/accounts/details/${accountKeyToHex('ACC-30456021')}/statements`,
    ]) {
      expectHydrated((await demo.get(path).expect(200)).text);
    }
    // The short application's form step, on the same route as its outcome pages (a handle reading the loader data).
    const olive = await signIn(portal.url, OLIVE);
    expectHydrated(
      (await olive.get(`/short-apply/index/${accountKeyToHex('BEA01')}?stage=apply`).expect(200)).text,
    );
  });
});
