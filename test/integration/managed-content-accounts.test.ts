import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { accountKeyToHex } from '#shared/api/accounts.ts';
import { CANCEL_NOTICE } from '#shared/api/money-movements.ts';
import { MANAGED_TAGS } from '#shared/messages/managed-content.ts';
import { ACCOUNTS_MANAGED_TAGS } from '#shared/messages/managed-tags-accounts.ts';
import { bankSessionTicket, publishAtBank } from './managed-content.helpers.ts';
import { CARDS } from './sandbox/money-helpers.ts';
import {
  noticeCards,
  startRecordingProxy,
  submissionKeyOf,
  type RecordingProxy,
} from './notice-to-withdraw.helpers.ts';
import { startTestPortal, type TestPortal } from '../helpers/portal.ts';
import { csrfFrom, signIn, text, type Agent } from '../helpers/browserless.ts';
import { CARL, DEMO, EDNA, MAYA, MIA, NORA, WES, type Customer } from '../helpers/customers.ts';

// Managed content on the account area, money movements and messaging (decision 035): each page shows its
// default texts with no content published and no editor markup for a customer, shows a value published for its tag
// (here published straight at the bank, as the editor deployment would), and shows Edit links to a signed-in editor
// in the editor deployment. The review, result and 3-D Secure pages are reached through one withdrawal journey; the
// other journeys' result pages keep their own tests on their default texts.

const hex = accountKeyToHex;
const DEMO_EASY = hex('ACC-30187452');
const WES_EASY = hex('ACC-35000011');
const NORA_NOTICE = hex('ACC-35100011');
const CARL_SAVINGS = hex('ACC-35200011');
const MAYA_EVERYDAY = hex('ACC-34000011'); // an easy access account with the account chooser
const MIA_CONVERSATION = hex('CONV-MIA-01');

/** Each GET page converted: who sees it, its tag, the managed text checked, and that text's default. */
const PAGES: ReadonlyArray<{ path: string; who: Customer; tag: string; key: string; fallback: string }> = [
  { path: '/accounts/list', who: DEMO, tag: 'accounts-list', key: 'title', fallback: 'Accounts' },
  {
    path: `/accounts/details/${DEMO_EASY}`,
    who: DEMO,
    tag: 'account-details',
    key: 'actionsHeading',
    fallback: 'Actions',
  },
  {
    path: `/accounts/details/${DEMO_EASY}/transactions`,
    who: DEMO,
    tag: 'account-details',
    key: 'interestHeading',
    fallback: 'Historic Interest Rates',
  },
  {
    path: `/accounts/details/${DEMO_EASY}/statements`,
    who: DEMO,
    tag: 'account-details',
    key: 'missingStatement',
    fallback: "Please contact us if you would like a statement that doesn't appear here.",
  },
  {
    path: `/accounts/nominated-account/${DEMO_EASY}`,
    who: DEMO,
    tag: 'nominated-account',
    key: 'title',
    fallback: 'Your nominated account',
  },
  { path: '/services/index', who: DEMO, tag: 'services', key: 'title', fallback: 'My Details' },
  {
    path: `/make-withdrawal/${WES_EASY}`,
    who: WES,
    tag: 'make-withdrawal',
    key: 'title',
    fallback: 'Make a withdrawal',
  },
  {
    path: `/notice-to-withdraw/${NORA_NOTICE}`,
    who: NORA,
    tag: 'notice-to-withdraw',
    key: 'pendingHeading',
    fallback: 'Your pending notices',
  },
  {
    path: `/notice-to-withdraw/create/${NORA_NOTICE}`,
    who: NORA,
    tag: 'notice-to-withdraw-details',
    key: 'title',
    fallback: 'Give notice to withdraw',
  },
  {
    path: `/savings-servicing/pay-into-account/${CARL_SAVINGS}`,
    who: CARL,
    tag: 'pay-into-account',
    key: 'cardHeading',
    fallback: 'Card details',
  },
  { path: '/messaging-twoway/view', who: MIA, tag: 'messages', key: 'title', fallback: 'My messages' },
  {
    path: '/messaging-twoway/new',
    who: MIA,
    tag: 'message-new',
    key: 'title',
    fallback: 'Send a new message',
  },
  {
    path: `/messaging-twoway/message/view/${MIA_CONVERSATION}`,
    who: MIA,
    tag: 'message-conversation',
    key: 'messagesHeading',
    fallback: 'Messages',
  },
  {
    path: `/messaging-twoway/message/delete/${MIA_CONVERSATION}`,
    who: MIA,
    tag: 'message-delete',
    key: 'title',
    fallback: 'Delete conversation',
  },
  { path: '/message-widget', who: MIA, tag: 'message-widget', key: 'title', fallback: 'Send us a message' },
  {
    path: '/select-accounts-test',
    who: MIA,
    tag: 'select-accounts-test',
    key: 'title',
    fallback: 'Select accounts test',
  },
];

const published = (tag: string, key: string) => `Managed ${tag} ${key}`;

/** The page up to its main content's end: the loader data for hydration after it carries messages' defaults as keys. */
const visible = (html: string) => html.slice(0, html.indexOf('</main>'));

/** The page's main content as text (not the <title>, which shows the managed title too). */
const mainText = (html: string) => text(html.slice(html.indexOf('<main')));

let portal: TestPortal;
/** Between the portal and the sandbox bank: lets a test have the bank refuse a notice's cancellation. */
let proxy: RecordingProxy;
const agents = new Map<string, Agent>();

async function agentFor(customer: Customer): Promise<Agent> {
  const known = agents.get(customer.username);
  if (known) return known;
  const agent = await signIn(portal.url, customer);
  agents.set(customer.username, agent);
  return agent;
}

beforeAll(async () => {
  // Fresh for 0 ms: every page load revalidates its tag, so a value published at the bank shows at once.
  proxy = await startRecordingProxy(() => portal.sandbox.apiUrl);
  portal = await startTestPortal(
    {
      APP_ENV: 'editor',
      CONTENT_FRESH_MS: '0',
      SESSION_SECRET: 'managed-content-accounts-0123456789-abcdefghijkl',
    },
    { upstreamUrl: proxy.url },
  );
}, 30_000);
afterAll(async () => {
  await portal?.close();
  await proxy?.close();
});

/** Publishes a value at the bank's content store as the editor, like the editor deployment. */
const publish = (ticket: string, tag: string, key: string, value: string, kind = 'content') =>
  publishAtBank(portal.sandbox.apiUrl, ticket, { tag, kind, key }, value);

describe('managed content: account area, money movements and messaging', () => {
  it('registers every tag of these pages with the editor', () => {
    for (const [tag, defaults] of Object.entries(ACCOUNTS_MANAGED_TAGS)) {
      expect(MANAGED_TAGS[tag]).toBe(defaults);
    }
    for (const { tag, key, fallback } of PAGES) {
      expect(ACCOUNTS_MANAGED_TAGS[tag]?.content?.[key]).toBe(fallback);
    }
  });

  it('shows each page its defaults, with no editor markup, when nothing is published', async () => {
    for (const { path, who, fallback } of PAGES) {
      const html = (await (await agentFor(who)).get(path).expect(200)).text;
      expect({ path, shown: mainText(html).includes(fallback) }).toEqual({ path, shown: true });
      expect(html).not.toContain('app-content-edit');
      expect(html).not.toContain('/content/edit');
    }
  }, 30_000);

  it('shows an editor the Edit links of a converted page', async () => {
    const editor = await signIn(portal.url, EDNA);
    for (const [path, tag] of [
      ['/services/index', 'services'],
      ['/messaging-twoway/view', 'messages'],
    ] as const) {
      const html = (await editor.get(path).expect(200)).text;
      expect(html).toContain(`/content/edit?tag=${tag}&amp;name=content.title`);
      expect(html).toContain('app-content-edit');
    }
  }, 15_000);

  it('shows a value published for the tag on each page, and on a withdrawal journey’s review and result', async () => {
    const ticket = await bankSessionTicket(portal.sandbox.apiUrl, EDNA);
    for (const { tag, key } of PAGES) await publish(ticket, tag, key, published(tag, key));
    await publish(ticket, 'make-withdrawal-review', 'title', published('make-withdrawal-review', 'title'));
    await publish(
      ticket,
      'make-withdrawal-confirmation',
      'title',
      published('make-withdrawal-confirmation', 'title'),
    );

    for (const { path, who, tag, key, fallback } of PAGES) {
      const page = mainText((await (await agentFor(who)).get(path).expect(200)).text);
      expect({ path, shown: page.includes(published(tag, key)) }).toEqual({ path, shown: true });
      // Short defaults (headings like 'Accounts') may also be in the header's menu: check the longer ones are gone.
      if (fallback.length > 20) {
        expect({ path, default: page.includes(fallback) }).toEqual({ path, default: false });
      }
    }

    // The withdrawal's review and confirmation pages (reached only through the journey).
    const wes = await agentFor(WES);
    const form = await wes.get(`/make-withdrawal/${WES_EASY}`).expect(200);
    await wes
      .post(`/make-withdrawal/${WES_EASY}`)
      .type('form')
      .send({ _csrf: csrfFrom(form.text), amount: '1.00', reference: '' })
      .expect(303);
    const review = (await wes.get(`/make-withdrawal/${WES_EASY}/review`).expect(200)).text;
    expect(mainText(review)).toContain(published('make-withdrawal-review', 'title'));
    expect(review).toContain(`<title>${published('make-withdrawal-review', 'title')} - `);
    const key = /name="submissionKey" value="([^"]+)"/.exec(review)?.[1] ?? '';
    const sent = await wes
      .post(`/make-withdrawal/${WES_EASY}/review`)
      .type('form')
      .send({ _csrf: csrfFrom(review), submissionKey: key })
      .expect(303);
    const done = mainText((await wes.get(String(sent.headers.location)).expect(200)).text);
    expect(done).toContain(published('make-withdrawal-confirmation', 'title'));
    expect(done).not.toContain('Withdrawal confirmed');
  }, 30_000);

  it('shows a published failure message and danger alert title on the withdrawal review', async () => {
    const ticket = await bankSessionTicket(portal.sandbox.apiUrl, EDNA);
    await publish(
      ticket,
      'make-withdrawal-review',
      'failed',
      'The bank did not make this withdrawal',
      'errors',
    );
    await publish(ticket, 'layout', 'problemTitle', 'Something went wrong');
    const wes = await agentFor(WES);
    const form = await wes.get(`/make-withdrawal/${WES_EASY}`).expect(200);
    const review = await wes
      .post(`/make-withdrawal/${WES_EASY}`)
      .type('form')
      .send({ _csrf: csrfFrom(form.text), amount: '9.99', reference: '' })
      .expect(303);
    const reviewPage = (await wes.get(review.headers.location!).expect(200)).text;
    const key = /name="submissionKey" value="([^"]+)"/.exec(reviewPage)?.[1] ?? '';
    await wes
      .post(`/make-withdrawal/${WES_EASY}/review`)
      .type('form')
      .send({ _csrf: csrfFrom(reviewPage), submissionKey: key })
      .expect(303);
    const failed = (await wes.get(`/make-withdrawal/${WES_EASY}/review`).expect(200)).text;
    const alert = text(/data-testid="withdrawal-failed">([\s\S]*?)<\/div>\s*<\/div>/.exec(failed)?.[1] ?? '');
    expect(alert).toContain('Something went wrong');
    expect(alert).toContain('The bank did not make this withdrawal');
    expect(text(failed)).not.toContain('Make a Withdraw Failed');
    await publish(ticket, 'layout', 'problemTitle', '<<deleted>>');
  }, 30_000);

  it('shows a published error message of the withdrawal form in the summary and under the amount', async () => {
    const ticket = await bankSessionTicket(portal.sandbox.apiUrl, EDNA);
    await publish(ticket, 'make-withdrawal', 'amountRequired', 'Tell us how much to withdraw', 'errors');
    const wes = await agentFor(WES);
    const form = await wes.get(`/make-withdrawal/${WES_EASY}`).expect(200);
    const answer = await wes
      .post(`/make-withdrawal/${WES_EASY}`)
      .type('form')
      .send({ _csrf: csrfFrom(form.text), amount: '', reference: '' })
      .expect(400);
    const summary = /<div class="govuk-error-summary__body">([\s\S]*?)<\/div>/.exec(answer.text)?.[1] ?? '';
    expect(text(summary).trim()).toBe('Tell us how much to withdraw');
    expect(answer.text).toMatch(/id="amount-error"[^>]*>[\s\S]*?Tell us how much to withdraw<\/p>/);
  }, 30_000);

  it('shows a published error message of the card details form in the summary, under the field and as a refusal', async () => {
    const ticket = await bankSessionTicket(portal.sandbox.apiUrl, EDNA);
    await publish(ticket, 'pay-into-account', 'cardNumberRequired', 'Type the long card number', 'errors');
    const carl = await agentFor(CARL);
    const path = `/savings-servicing/pay-into-account/${CARL_SAVINGS}`;
    const form = await carl.get(path).expect(200);
    const answer = await carl
      .post(path)
      .type('form')
      .send({ _csrf: csrfFrom(form.text), amount: '10.00', cardNumber: '', expiryDate: '', securityCode: '' })
      .expect(400);
    const summary = /<div class="govuk-error-summary__body">([\s\S]*?)<\/div>/.exec(answer.text)?.[1] ?? '';
    expect(text(summary)).toContain('Type the long card number');
    expect(answer.text).toMatch(/id="cardNumber-error"[^>]*>[\s\S]*?Type the long card number<\/p>/);
    expect(visible(answer.text)).not.toContain('Please enter your card number');
    // The other messages keep their defaults.
    expect(text(summary)).toContain('Please enter the expiry date');

    // A card the issuer declines: back on this page, the refusal in its published wording.
    await publish(ticket, 'pay-into-account', 'refusedDeclined', 'Your card issuer said no.', 'errors');
    await carl
      .post(path)
      .type('form')
      .send({
        _csrf: csrfFrom(form.text),
        amount: '10.00',
        cardNumber: CARDS.declined,
        expiryDate: '12/30',
        cardholderName: 'Carl Card',
        securityCode: '907',
        addressLine1: '1 Card Street',
        postcode: 'CF10 1EP',
      })
      .expect(303);
    const review = (await carl.get(`${path}/review`).expect(200)).text;
    const submissionKey = /name="submissionKey" value="([^"]+)"/.exec(review)?.[1] ?? '';
    await carl
      .post(`${path}/review`)
      .type('form')
      .send({ _csrf: csrfFrom(review), submissionKey })
      .expect(303)
      .expect('location', path);
    const refused = (await carl.get(path).expect(200)).text;
    const alert = /data-testid="card-payment-failed"[\s\S]*?<\/div>\s*<\/div>/.exec(refused)?.[0] ?? '';
    expect(text(alert)).toContain('Your card issuer said no.');
    expect(visible(refused)).not.toContain('The payment was declined by the card issuer');
  }, 30_000);

  it('shows the published messages of the account chooser and of the date range on the account details tabs', async () => {
    const ticket = await bankSessionTicket(portal.sandbox.apiUrl, EDNA);
    await publish(ticket, 'account-details', 'chooserRequired', 'Choose one of your accounts', 'errors');
    await publish(ticket, 'account-details', 'startAfterEnd', 'The start must come before the end', 'errors');
    const maya = await agentFor(MAYA);
    const summaryOf = (html: string) =>
      text(/<div class="govuk-error-summary__body">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '');

    // The chooser (a GET form; its resource route sends an empty choice back with ?chooser=required).
    const chooser = (await maya.get(`/accounts/details/${MAYA_EVERYDAY}?chooser=required`).expect(200)).text;
    expect(summaryOf(chooser).trim()).toBe('Choose one of your accounts');
    expect(chooser).toMatch(/id="account-error"[^>]*>[\s\S]*?Choose one of your accounts<\/p>/);
    expect(visible(chooser)).not.toContain('Please select your account');

    // The Transactions tab's date range (a GET form too): start after end.
    const range = 'start.day=2&start.month=3&start.year=2025&end.day=1&end.month=3&end.year=2025';
    const dates = (await maya.get(`/accounts/details/${MAYA_EVERYDAY}/transactions?${range}`).expect(400))
      .text;
    expect(summaryOf(dates)).toContain('The start must come before the end');
    expect(dates).toMatch(/id="start-error"[^>]*>[\s\S]*?The start must come before the end<\/p>/);
    expect(visible(dates)).not.toContain('Start date must be less than or equal to the end date');
    // The end date's message keeps its default.
    expect(summaryOf(dates)).toContain('End date must be greater than or equal to the start date.');
  }, 30_000);

  it('shows the published wording of a refused notice cancellation', async () => {
    const ticket = await bankSessionTicket(portal.sandbox.apiUrl, EDNA);
    await publish(
      ticket,
      'notice-cancel',
      'cancelFailed',
      'We could not cancel your notice just now.',
      'errors',
    );
    const nora = await agentFor(NORA);
    const list = (await nora.get(`/notice-to-withdraw/${NORA_NOTICE}`).expect(200)).text;
    const path = noticeCards(list).find((card) => card.cancel !== null)?.cancel ?? '';
    const page = (await nora.get(path).expect(200)).text;
    proxy.answerNextWith(CANCEL_NOTICE, { Success: false });
    await nora
      .post(path)
      .type('form')
      .send({ _csrf: csrfFrom(page), submissionKey: submissionKeyOf(page) })
      .expect(303)
      .expect('location', path);
    const refused = (await nora.get(path).expect(200)).text;
    const alert = /data-testid="cancel-failed"[\s\S]*?<\/div>\s*<\/div>/.exec(refused)?.[0] ?? '';
    expect(text(alert)).toContain('We could not cancel your notice just now.');
    expect(visible(refused)).not.toContain('An error occurred while trying to process your request.');
  }, 30_000);

  it('shows published option labels on the accounts list toggles; the values in the links stay', async () => {
    const ticket = await bankSessionTicket(portal.sandbox.apiUrl, EDNA);
    await publish(ticket, 'accounts-list', 'status.Closed', 'Finished', 'options');
    const maya = await agentFor(MAYA);
    const html = (await maya.get('/accounts/list').expect(200)).text;
    const toggle = /<ul[^>]*aria-labelledby="status-toggle"[^>]*>([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? '';
    expect(toggle).toMatch(/<a [^>]*href="\/accounts\/list\?status=Closed"[^>]*>Finished<span/);
    expect(text(toggle)).toContain('Active accounts');
    expect(text(toggle)).not.toContain('Closed');
  }, 30_000);
});
