import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bankSessionTicket } from './managed-content.helpers.ts';
import { startTestPortal, type TestPortal } from '../helpers/portal.ts';
import { csrfFrom, PIP, signIn, text, type Agent } from '../helpers/browserless.ts';
import { EDNA } from '../helpers/customers.ts';

// Managed content on the edit personal details page (issue 13; decisions 035, 038), tag 'personal-details-edit':
// the `errors` kind (the form's messages and the address lookup's answers, without JavaScript) and the address
// lookup's own texts as its `content`, and the contact preferences' labels as its `options` (the values stay in code).

let portal: TestPortal;
let pip: Agent;
let ticket: string;

beforeAll(async () => {
  // Fresh for 0 ms: every page load revalidates its tag, so a value published at the bank shows at once.
  portal = await startTestPortal({
    APP_ENV: 'editor',
    CONTENT_FRESH_MS: '0',
    SESSION_SECRET: 'managed-content-personal-details-0123456789-abc',
  });
  [pip, ticket] = await Promise.all([
    signIn(portal.url, PIP),
    bankSessionTicket(portal.sandbox.apiUrl, EDNA),
  ]);
}, 30_000);
afterAll(async () => {
  await portal?.close();
});

const TAG = 'personal-details-edit';

/** Publishes a value at the bank's content store as the editor (save, commit, push), like the editor deployment. */
async function publish(kind: string, key: string, value: string) {
  const item = { Tag: TAG, Kind: kind, Key: key };
  for (const [path, body] of [
    ['save', { ...item, Value: value }],
    ['commit', item],
    ['push', item],
  ] as const) {
    const res = await fetch(`${portal.sandbox.apiUrl}/cmscontent/v1.0/editor/${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-channel': 'WEB',
        'x-client-version': '5.2',
        'x-session-ticket': ticket,
      },
      body: JSON.stringify(body),
    });
    expect(res.ok).toBe(true);
  }
}

/** What the edit form starts with for Pip (sandbox/db/seed.ts). */
const PIP_FORM = {
  emailAddress: 'pip.personal@example.com',
  confirmEmailAddress: 'pip.personal@example.com',
  homeNumber: '01227 496 032',
  workNumber: '020 7946 0321',
  mobileNumber: '07700 900432',
  addressBuildingName: '',
  addressBuildingNumber: '52',
  addressAddressLine1: 'Palace Street',
  addressAddressLine2: '',
  addressPostTown: 'CANTERBURY',
  addressCounty: 'Kent',
  addressPostcode: 'CT1 2EH',
  correspondenceBuildingName: 'Stoneybrae Farm',
  correspondenceBuildingNumber: '',
  correspondenceAddressLine1: 'Keiss',
  correspondenceAddressLine2: '',
  correspondencePostTown: 'WICK',
  correspondenceCounty: 'Caithness',
  correspondencePostcode: 'KW1 4YT',
};

/** Posts the edit form with Pip's details plus `changes`. */
async function post(changes: Record<string, string>, status: number) {
  const form = (await pip.get('/personal-details/edit').expect(200)).text;
  return pip
    .post('/personal-details/edit')
    .type('form')
    .send({ _csrf: csrfFrom(form), ...PIP_FORM, ...changes })
    .expect(status);
}

const summaryOf = (html: string) =>
  text(/<div class="govuk-error-summary__body">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '').trim();

/** The error message under the field `id` (govuk ErrorMessage: 'Error: ' visually hidden, then the text). */
const fieldError = (html: string, id: string) =>
  text(new RegExp(`<p[^>]*id="${id}-error"[^>]*>([\\s\\S]*?)</p>`).exec(html)?.[1] ?? '')
    .trim()
    .replace(/^Error\s*:\s*/, '');

/** The page's main content as text (the hydration data after it holds the defaults too). */
const mainText = (html: string) => text(html.slice(html.indexOf('<main'), html.indexOf('</main>')));

describe('the errors kind on edit personal details', () => {
  it('shows a published message of the form in the summary and under the field', async () => {
    await publish('errors', 'homeNumberInvalid', 'That home number does not look right');
    const answer = await post({ homeNumber: 'not a number' }, 400);
    expect(summaryOf(answer.text)).toBe('That home number does not look right');
    expect(fieldError(answer.text, 'homeNumber')).toBe('That home number does not look right');
    expect(mainText(answer.text)).not.toContain('Please enter a valid home number.');
  }, 30_000);

  it('shows the address lookup’s answer in its published wording', async () => {
    await publish('errors', 'lookupSingle', 'We found your address');
    const answer = await post({ intent: 'find-address:address', addressLookupPostcode: 'KW1 4YT' }, 200);
    expect(mainText(answer.text)).toContain('We found your address');
    expect(mainText(answer.text)).not.toContain('A single Address has been found.');
  }, 30_000);
});

describe('the address lookup’s own texts', () => {
  it('shows its defaults, and the texts published for the page, with the count filled in', async () => {
    const before = mainText((await pip.get('/personal-details/edit').expect(200)).text);
    expect(before).toContain('Postcode to search for');
    expect(before).toContain('Or enter the address yourself:');
    await publish('content', 'findAddress', 'Look up the address');
    await publish('content', 'addressesFound', '{count} matching addresses');
    await publish('content', 'postTownLabel', 'Town');
    const found = await post(
      { intent: 'find-address:correspondence', correspondenceLookupPostcode: 'LS1 4DT' },
      200,
    );
    const page = mainText(found.text);
    expect(page.match(/Look up the address/g)).toHaveLength(2);
    expect(page).not.toContain('Find address');
    expect(page).toMatch(/\d+ matching addresses/);
    expect(found.text).toMatch(/<label[^>]*for="addressPostTown"[^>]*>\s*Town\s*<\/label>/);
  }, 30_000);

  it('gives an editor an Edit link for each of them, and for the contact preferences’ labels', async () => {
    const editor = await signIn(portal.url, EDNA);
    const html = (await editor.get('/personal-details/edit').expect(200)).text;
    for (const name of [
      'content.lookupPostcodeLabel',
      'content.findAddress',
      'content.addressesFound',
      'content.enterManually',
      'options.contactOptions.OffersFromTheBank',
    ]) {
      expect(html).toContain(`/content/edit?tag=${TAG}&amp;name=${name}`);
    }
  }, 30_000);
});

describe('the contact preferences’ labels (the options kind)', () => {
  /** The label of the checkbox whose value is `value`. */
  const labelOf = (html: string, value: string) => {
    const id = new RegExp(`<input[^>]*id="([^"]+)"[^>]*value="${value}"`).exec(html)?.[1];
    return text(new RegExp(`<label[^>]*for="${id}"[^>]*>([\\s\\S]*?)</label>`).exec(html)?.[1] ?? '').trim();
  };

  it('shows a published label for an option whose value is unchanged', async () => {
    const before = (await pip.get('/personal-details/edit').expect(200)).text;
    expect(labelOf(before, 'TextMessage')).toBe('Text message (SMS)');
    await publish('options', 'contactOptions.TextMessage', 'Texts to my mobile');
    const after = (await pip.get('/personal-details/edit').expect(200)).text;
    expect(labelOf(after, 'TextMessage')).toBe('Texts to my mobile');
    expect(labelOf(after, 'Post')).toBe('Post');
    expect(mainText(after)).not.toContain('Text message (SMS)');
  }, 30_000);
});
