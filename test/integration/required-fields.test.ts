import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { accountKeyToHex } from '../../shared/api/accounts.ts';
import { startTestPortal, type TestPortal } from '../helpers/portal.ts';
import { signIn, text } from '../helpers/browserless.ts';
import { CARL, MIA, WES } from '../helpers/customers.ts';

// Decision 066: the forms follow the GOV.UK Design System's convention, not spec 1 §5's asterisk. Optional fields say
// '(optional)' in their labels; required ones are not marked, and nothing says 'required field'.
let portal: TestPortal;

beforeAll(async () => {
  portal = await startTestPortal();
}, 30_000);
afterAll(async () => {
  await portal?.close();
});

/** The text of each label and legend on the page, in order. */
function labels(html: string): string[] {
  return [...html.matchAll(/<(label|legend)\b[^>]*>([\s\S]*?)<\/\1>/g)].map((match) =>
    text(match[2] ?? '')
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

describe('required and optional fields (decision 066)', () => {
  it.each([
    {
      form: 'a new message',
      customer: MIA,
      path: '/messaging-twoway/new',
      optional: ['Related account (optional)', 'Subject (optional)'],
    },
    {
      form: 'a withdrawal',
      customer: WES,
      path: `/make-withdrawal/${accountKeyToHex('ACC-35000011')}`,
      optional: ['Reference (optional)'],
    },
    {
      form: 'a card payment',
      customer: CARL,
      path: `/savings-servicing/pay-into-account/${accountKeyToHex('ACC-35200011')}`,
      optional: ['Address line 2 (optional)', 'Town or city (optional)'],
    },
  ])('$form: only the optional fields are marked, "(optional)"', async ({ customer, path, optional }) => {
    const agent = await signIn(portal.url, customer);
    const found = labels((await agent.get(path).expect(200)).text);
    expect(found.filter((label) => label.includes('(optional)'))).toEqual(optional);
    expect(found.filter((label) => /\*|required field/i.test(label))).toEqual([]);
  });
});
