import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { accountKeyToHex } from '#shared/api/accounts.ts';
import { bankSessionTicket, publishAtBank } from './managed-content.helpers.ts';
import { startTestPortal, type TestPortal } from '../helpers/portal.ts';
import { csrfFrom, PIP, signIn, text, type Agent } from '../helpers/browserless.ts';
import { EDNA, MIA, PIP_EDIT_FORM } from '../helpers/customers.ts';

// Managed content on the messaging forms and edit personal details (decisions 035, 038, 055). The `errors` kind:
// the new message, the reply, the message widget and edit personal details each show a message published for their
// tag, in the error summary and under the field, in place of the form's default (one POST each, without JavaScript);
// an editor sees the page's messages listed with Edit links. The `content` kind: the message field's character-count
// texts (templates with '{count}'), the message list's pagination and the address lookup's own texts; the `options`
// kind: the contact preferences' labels (the values stay in code).

const MIA_CONVERSATION = accountKeyToHex('CONV-MIA-01');

let portal: TestPortal;
let mia: Agent;
let pip: Agent;
let ticket: string;

beforeAll(async () => {
  // Fresh for 0 ms: every page load revalidates its tag, so a value published at the bank shows at once.
  portal = await startTestPortal({
    APP_ENV: 'editor',
    CONTENT_FRESH_MS: '0',
    SESSION_SECRET: 'managed-content-forms-0123456789-abcdefghijklmno',
  });
  [mia, pip, ticket] = await Promise.all([
    signIn(portal.url, MIA),
    signIn(portal.url, PIP),
    bankSessionTicket(portal.sandbox.apiUrl, EDNA),
  ]);
}, 30_000);
afterAll(async () => {
  await portal?.close();
});

/** Publishes a value at the bank's content store as the editor, like the editor deployment. */
const publish = (tag: string, kind: string, key: string, value: string) =>
  publishAtBank(portal.sandbox.apiUrl, ticket, { tag, kind, key }, value);

const summaryOf = (html: string) =>
  text(/<div class="govuk-error-summary__body">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '').trim();

/** The error message under the field `id` (govuk ErrorMessage: 'Error: ' visually hidden, then the text). */
const fieldError = (html: string, id: string) =>
  text(new RegExp(`<p[^>]*id="${id}-error"[^>]*>([\\s\\S]*?)</p>`).exec(html)?.[1] ?? '')
    .trim()
    .replace(/^Error\s*:\s*/, '');

/** The page's main content as text (the hydration data after it holds the defaults too). */
const mainText = (html: string) => text(html.slice(html.indexOf('<main'), html.indexOf('</main>')));

const keyOf = (html: string) => /name="submissionKey" value="([^"]+)"/.exec(html)?.[1] ?? '';

describe('the errors kind on the messaging forms', () => {
  it('new message: the server’s answer on an account not the customer’s shows its published wording', async () => {
    await publish('message-new', 'errors', 'accountInvalid', 'Choose one of your own accounts');
    const form = (await mia.get('/messaging-twoway/new').expect(200)).text;
    const answer = await mia
      .post('/messaging-twoway/new')
      .type('form')
      .send({
        _csrf: csrfFrom(form),
        submissionKey: keyOf(form),
        account: 'ff00',
        subject: '',
        message: 'Hi',
      })
      .expect(400);
    expect(summaryOf(answer.text)).toBe('Choose one of your own accounts');
    expect(fieldError(answer.text, 'account')).toBe('Choose one of your own accounts');
    expect(mainText(answer.text)).not.toContain('Please select an account');
  }, 30_000);

  it('reply: the message field’s published message shows in the summary and under the field', async () => {
    await publish('message-reply', 'errors', 'messageRequired', 'Write your reply first');
    const path = `/messaging-twoway/message/reply/${MIA_CONVERSATION}`;
    const form = (await mia.get(path).expect(200)).text;
    const answer = await mia
      .post(path)
      .type('form')
      .send({ _csrf: csrfFrom(form), submissionKey: keyOf(form), message: '' })
      .expect(400);
    expect(summaryOf(answer.text)).toBe('Write your reply first');
    expect(fieldError(answer.text, 'message')).toBe('Write your reply first');
    expect(mainText(answer.text)).not.toContain('Please enter a message');
  }, 30_000);

  it('message widget: the account’s published message shows in the summary and under the select', async () => {
    await publish('message-widget', 'errors', 'accountRequired', 'Say which account this is about');
    const form = (await mia.get('/message-widget').expect(200)).text;
    const answer = await mia
      .post('/message-widget')
      .type('form')
      .send({ _csrf: csrfFrom(form), submissionKey: keyOf(form), account: '', message: 'Hello' })
      .expect(400);
    expect(summaryOf(answer.text)).toBe('Say which account this is about');
    expect(fieldError(answer.text, 'account')).toBe('Say which account this is about');
    expect(mainText(answer.text)).not.toContain('Please select a related account');
  }, 30_000);

  it('lists a form’s messages with their Edit links for an editor', async () => {
    const editor = await signIn(portal.url, EDNA);
    const html = (await editor.get('/messaging-twoway/new').expect(200)).text;
    expect(html).toContain('Error messages on this page');
    for (const key of ['accountInvalid', 'subjectInvalid', 'messageRequired', 'messageInvalid']) {
      expect(html).toContain(`/content/edit?tag=message-new&amp;name=errors.${key}`);
    }
  }, 30_000);
});

describe('the message field’s character count', () => {
  /** The data-i18n attributes govuk-frontend's character count script builds its texts from, and the description. */
  const countTexts = (html: string) => ({
    description: text(/<div[^>]*id="message-info"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '').trim(),
    under: /data-i18n\.characters-under-limit\.other="([^"]*)"/.exec(html)?.[1],
    over: /data-i18n\.characters-over-limit\.other="([^"]*)"/.exec(html)?.[1],
  });

  it('shows its default texts, and published templates with the count filled in', async () => {
    const path = `/messaging-twoway/message/reply/${MIA_CONVERSATION}`;
    expect(countTexts((await mia.get(path).expect(200)).text)).toEqual({
      description: 'Up to 750 characters',
      under: 'Chars remaining: %{count}',
      over: '%{count} characters too many',
    });
    await publish('message-reply', 'content', 'countDescription', 'You can write {count} characters');
    await publish('message-reply', 'content', 'countUnderLimit', 'You have {count} characters remaining');
    expect(countTexts((await mia.get(path).expect(200)).text)).toEqual({
      description: 'You can write 750 characters',
      under: 'You have %{count} characters remaining',
      over: '%{count} characters too many',
    });
  }, 30_000);
});

describe('the message list’s pagination', () => {
  it('shows its default wording, then the published one with the page number filled in', async () => {
    const before = (await mia.get('/messaging-twoway/view').expect(200)).text;
    expect(before).toMatch(/Next<span class="govuk-visually-hidden"> page<\/span>/);
    expect(before).toContain('aria-label="Page 2"');
    await publish('messages', 'content', 'next', 'Older');
    await publish('messages', 'content', 'pageNumber', 'Go to page {number}');
    const after = (await mia.get('/messaging-twoway/view').expect(200)).text;
    expect(after).toMatch(/Older<span class="govuk-visually-hidden"> page<\/span>/);
    expect(after).toContain('aria-label="Go to page 2"');
    expect(after).not.toContain('{number}');
  });
});

const TAG = 'personal-details-edit';

/** Publishes a value of edit personal details' tag at the bank's content store. */
const publishPersonal = (kind: string, key: string, value: string) => publish(TAG, kind, key, value);

/** Posts the edit form with Pip's details plus `changes`. */
async function post(changes: Record<string, string>, status: number) {
  const form = (await pip.get('/personal-details/edit').expect(200)).text;
  return pip
    .post('/personal-details/edit')
    .type('form')
    .send({ _csrf: csrfFrom(form), ...PIP_EDIT_FORM, ...changes })
    .expect(status);
}

describe('the errors kind on edit personal details', () => {
  it('shows a published message of the form in the summary and under the field', async () => {
    await publishPersonal('errors', 'homeNumberInvalid', 'That home number does not look right');
    const answer = await post({ homeNumber: 'not a number' }, 400);
    expect(summaryOf(answer.text)).toBe('That home number does not look right');
    expect(fieldError(answer.text, 'homeNumber')).toBe('That home number does not look right');
    expect(mainText(answer.text)).not.toContain('Please enter a valid home number.');
  }, 30_000);

  it('shows the address lookup’s answer in its published wording', async () => {
    await publishPersonal('errors', 'lookupSingle', 'We found your address');
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
    await publishPersonal('content', 'findAddress', 'Look up the address');
    await publishPersonal('content', 'addressesFound', '{count} matching addresses');
    await publishPersonal('content', 'postTownLabel', 'Town');
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
    await publishPersonal('options', 'contactOptions.TextMessage', 'Texts to my mobile');
    const after = (await pip.get('/personal-details/edit').expect(200)).text;
    expect(labelOf(after, 'TextMessage')).toBe('Texts to my mobile');
    expect(labelOf(after, 'Post')).toBe('Post');
    expect(mainText(after)).not.toContain('Text message (SMS)');
  }, 30_000);
});
