import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { accountKeyToHex } from '../../shared/api/accounts.ts';
import { startTestPortal, type TestPortal } from '../helpers/portal.ts';
import { until } from '../helpers/until.ts';
import { csrfFrom, signIn, text, type Agent } from '../helpers/browserless.ts';
import { EDNA, NINA, OLIVE, SAM_APPLY, ZED } from '../helpers/customers.ts';
import { SHORT_APPLY_TAG } from '../../shared/messages/short-apply.ts';
import { bankSessionTicket, h1, publishAtBank } from './managed-content.helpers.ts';
import { expectServedWithoutReact } from '../helpers/served-without-react.ts';

// The short application (spec 3 §2, §4, §5, §7; docs/money-journeys.md) over HTTP against the sandbox,
// as a browser without JavaScript: the list, the stage in the URL, every step-1 rule, the documents recorded by the
// server, the save payload field by field, and one application for two parallel submits.
let portal: TestPortal;
let olive: Agent;
const EASY = accountKeyToHex('BEA01'); // £1,000 to £1,000,000, paid monthly
const BOND = accountKeyToHex('B1FT01'); // £5,000 to £250,000, monthly or yearly
const HIDDEN = accountKeyToHex('B2FT01'); // Display_For_Short_Apply 'N'
const WITHDRAWN = accountKeyToHex('B35N01'); // Product_Status 'W'
const OLIVE_ORGANISATION = 'C200041';

type StoredApplication = { Reference: string; Status: string; ProductCode: string; Payload: unknown };

async function applications(username = OLIVE.username): Promise<StoredApplication[]> {
  const res = await fetch(
    `${portal.sandbox.apiUrl}/__test/applications?username=${encodeURIComponent(username)}`,
  );
  if (!res.ok) throw new Error(`applications: HTTP ${res.status}`);
  return (await res.json()) as StoredApplication[];
}

async function resetApplications(username: string) {
  const res = await fetch(`${portal.sandbox.apiUrl}/__test/reset-applications`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Username: username }),
  });
  if (!res.ok) throw new Error(`reset-applications: HTTP ${res.status}`);
}

/** Publishes a text of the short application's tag at the bank, as an editor would (EDNA). */
async function publish(key: string, value: string): Promise<void> {
  const ticket = await bankSessionTicket(portal.sandbox.apiUrl, EDNA);
  await publishAtBank(portal.sandbox.apiUrl, ticket, { tag: SHORT_APPLY_TAG, key }, value);
}

beforeAll(async () => {
  // Published content is read afresh on every request, for the outcome pages' managed wording.
  portal = await startTestPortal({ CONTENT_FRESH_MS: '0' });
  olive = await signIn(portal.url, OLIVE);
}, 30_000);
afterAll(async () => {
  await portal?.close();
});
beforeEach(async () => {
  await resetApplications(OLIVE.username);
});

const STEP_ONE = {
  organisationSource: OLIVE_ORGANISATION,
  orgDetailsChanged: 'no',
  depositAmount: '25,000',
  depositSource: 'Trading Income/Profit',
  depositMethod: 'Electronic Transfer',
};

/** Step 1 → review: the review page's HTML. */
async function review(agent: Agent, product: string, fields: Record<string, string>) {
  const form = await agent.get(`/short-apply/index/${product}`).expect(200);
  await agent
    .post(`/short-apply/index/${product}?stage=apply`)
    .type('form')
    .send({ _csrf: csrfFrom(form.text), ...fields })
    .expect(303)
    .expect('location', `/short-apply/index/${product}?stage=review`);
  return (await agent.get(`/short-apply/index/${product}?stage=review`).expect(200)).text;
}

async function openDocuments(agent: Agent, product: string, documents: string[]) {
  for (const document of documents) {
    const res = await agent.get(`/short-apply/document/${product}/${document}`).expect(303);
    expect(res.headers.location).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/documents\/products\/\w+\/[\w-]+\.pdf$/,
    );
  }
}

function keyOf(html: string): string {
  const match = /name="submissionKey" value="([^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error('no submission key on the page');
  return match[1];
}

function submit(agent: Agent, product: string, html: string, fields: Record<string, string> = {}) {
  return agent
    .post(`/short-apply/index/${product}?stage=review`)
    .type('form')
    .send({
      _csrf: csrfFrom(html),
      submissionKey: keyOf(html),
      accuracyConfirm: 'yes',
      informationConfirm: 'yes',
      ...fields,
    });
}

describe('the product list (spec 3 §2, APPLY-01)', () => {
  it('redirects the bare base and shows only offered products, by Sort_order, with both links', async () => {
    await olive.get('/short-apply').expect(302).expect('location', '/short-apply/index');
    await olive.get('/short-apply/').expect(302).expect('location', '/short-apply/index');
    const html = (await olive.get('/short-apply/index').expect(200)).text;
    const page = text(html);
    const names = [...html.matchAll(/<h2 class="govuk-heading-m">([^<]+)<\/h2>/g)].map((m) => m[1]);
    expect(names).toEqual([
      'Business 1 Year Fixed Rate Bond',
      'Business Easy Access Account',
      'Business 95 Day Notice Account',
    ]);
    expect(page).not.toContain('Business 2 Year Fixed Rate Bond');
    expect(page).not.toContain('Business 35 Day Notice Account');
    expect(page).toContain('To apply you must');
    expect(page).toContain('Key facts');
    expect(page).toContain('Apply now for Business Easy Access Account');
    expect(html).toContain(`href="/short-apply/index/${EASY}"`);
    expect(page).toContain('Product Summary box for Business Easy Access Account (opens in new tab)');
    expect(html).toMatch(
      /href="http:\/\/127\.0\.0\.1:\d+\/documents\/products\/BEA01\/summary-box\.pdf" target="_blank" rel="noreferrer noopener"/,
    );
    expect(html).toMatch(/aria-current="page" href="\/short-apply\/"[^>]*><strong[^>]*>Apply<\/strong>/);
  });

  it('says there are no products when the bank offers none', async () => {
    const zed = await signIn(portal.url, ZED);
    const page = text((await zed.get('/short-apply/index').expect(200)).text);
    expect(page).toContain(
      "Unfortunately, we don't have any savings accounts available for you at this time. Please check back at another time.",
    );
  });

  it('sends an unknown, hidden or withdrawn product back to the list', async () => {
    for (const product of [HIDDEN, WITHDRAWN, 'not-hex', accountKeyToHex('NOPE')]) {
      await olive.get(`/short-apply/index/${product}`).expect(302).expect('location', '/short-apply/index');
    }
    await olive.get('/short-apply/no/such/page').expect(404);
  });
});

describe('step 1, account details (spec 3 §5, APPLY-05..07)', () => {
  it('asks for everything, with the range, the code lists and the nominated account note', async () => {
    const html = (await olive.get(`/short-apply/index/${EASY}`).expect(200)).text;
    const page = text(html);
    expect(page).toContain('Apply for Business Easy Access Account');
    expect(page).toContain('Step 1 of 2: Account details');
    expect(page).toContain('Olive Grove Bakery Ltd');
    expect(page).toContain('Minimum £1,000, maximum £1,000,000');
    expect(page).toContain('Capital Injection/Loan');
    expect(page).toContain('Gift/Rebate/Inheritance');
    expect(page).toContain('Cheque');
    expect(page).toContain('The deposit must come from your nominated account');
    // With JavaScript off the change box is always there (govuk-frontend hides it only when its JS runs).
    expect(html).toContain('id="organisationDetailsChangedInput"');
    expect(html).toContain('href="/short-apply/index"');
  });

  it('gives each of the spec’s messages, keeping what was typed', async () => {
    const form = await olive.get(`/short-apply/index/${EASY}`).expect(200);
    const post = (fields: Record<string, string>) =>
      olive
        .post(`/short-apply/index/${EASY}?stage=apply`)
        .type('form')
        .send({ _csrf: csrfFrom(form.text), ...fields })
        .expect(400);
    const empty = (await post({})).text;
    expect(text(empty)).toContain('Error: Apply for Business Easy Access Account');
    for (const [href, message] of [
      ['#organisationSource', 'Please confirm which organisation you are opening the account on behalf of'],
      ['#orgDetailsChanged', 'Please confirm if your organisation details have changed.'],
      ['#depositAmount', 'Please enter the amount you would like to invest.'],
      ['#depositSource', 'Please select where the deposit has come from.'],
      ['#depositMethod', 'Please confirm how you will make your deposit.'],
    ]) {
      expect(empty).toContain(`<a href="${href}">${message}</a>`);
    }
    const yesEmpty = await post({
      ...STEP_ONE,
      orgDetailsChanged: 'yes',
      organisationDetailsChangedInput: '',
    });
    expect(yesEmpty.text).toContain(
      '<a href="#organisationDetailsChangedInput">Please confirm which details about the organisation have changed.</a>',
    );
    const tooLong = await post({
      ...STEP_ONE,
      orgDetailsChanged: 'yes',
      organisationDetailsChangedInput: 'x'.repeat(751),
    });
    expect(text(tooLong.text)).toContain('Please enter a valid message.');
    const leadingSpace = await post({
      ...STEP_ONE,
      orgDetailsChanged: 'yes',
      organisationDetailsChangedInput: ' New address',
    });
    expect(text(leadingSpace.text)).toContain('Please enter a valid message.');

    const amount = async (value: string) => text((await post({ ...STEP_ONE, depositAmount: value })).text);
    expect(await amount('1.234')).toContain('Please enter a valid amount.');
    expect(await amount('10,00')).toContain('Please enter a valid amount.');
    expect(await amount('-5')).toContain('Please enter a valid amount.');
    expect(await amount('999.99')).toContain(
      'Please enter a value that is above the minimum investment amount.',
    );
    const over = await post({ ...STEP_ONE, depositAmount: '1,000,000.01' });
    expect(text(over.text)).toContain('Please enter a value that is below the maximum investment amount');
    expect(text(over.text)).not.toContain('maximum investment amount.');
    expect(over.text).toContain('value="1,000,000.01"');
    expect(over.text).toMatch(/checked="" value="Trading Income\/Profit"/);
    // An organisation that is not the customer's is refused like none chosen.
    const other = await post({ ...STEP_ONE, organisationSource: 'C200042' });
    expect(text(other.text)).toContain(
      'Please confirm which organisation you are opening the account on behalf of',
    );
    expect(await applications()).toHaveLength(0);
  });

  it('accepts the minimum and the maximum; no drops the change text', async () => {
    for (const value of ['1000', '£1,000,000.00']) {
      const html = await review(olive, EASY, { ...STEP_ONE, depositAmount: value });
      expect(text(html)).toContain(value === '1000' ? '£1,000.00' : '£1,000,000.00');
    }
    const html = await review(olive, EASY, {
      ...STEP_ONE,
      orgDetailsChanged: 'no',
      organisationDetailsChangedInput: 'typed before choosing no',
    });
    expect(text(html)).not.toContain('typed before choosing no');
  });
});

describe('the stage in the URL (spec 3 §2, APPLY-09)', () => {
  it('resets an invalid stage to apply, and shows applySuccess only for a stored outcome', async () => {
    const fresh = await signIn(portal.url, OLIVE);
    await fresh
      .get(`/short-apply/index/${EASY}?stage=applySuccess`)
      .expect(302)
      .expect('location', `/short-apply/index/${EASY}?stage=apply`);
    await fresh
      .get(`/short-apply/index/${EASY}?stage=review`)
      .expect(302)
      .expect('location', `/short-apply/index/${EASY}?stage=apply`);
    await fresh
      .get(`/short-apply/index/${EASY}?stage=nonsense`)
      .expect(302)
      .expect('location', `/short-apply/index/${EASY}?stage=apply`);
    await review(fresh, EASY, STEP_ONE);
    await fresh
      .get(`/short-apply/index/${EASY}?stage=other`)
      .expect(302)
      .expect('location', `/short-apply/index/${EASY}?stage=apply`);
    // Reset to apply: the review is no longer reachable until step 1 is sent again, what was typed is kept.
    await fresh
      .get(`/short-apply/index/${EASY}?stage=review`)
      .expect(302)
      .expect('location', `/short-apply/index/${EASY}?stage=apply`);
    const again = (await fresh.get(`/short-apply/index/${EASY}?stage=apply`).expect(200)).text;
    expect(again).toContain('value="25,000"');
  });
});

describe('review and submit (spec 3 §2, §7; APPLY-02, APPLY-03, APPLY-08; SAFE-02..04)', () => {
  it('shows every answer, records the documents opened and needs both confirmations', async () => {
    const html = await review(olive, EASY, {
      ...STEP_ONE,
      orgDetailsChanged: 'yes',
      organisationDetailsChangedInput: 'New directors\r\nNew trading name',
    });
    const page = text(html);
    expect(page).toContain('Step 2 of 2: Review and submit');
    for (const row of [
      'Account Business Easy Access Account',
      'Organisation name Olive Grove Bakery Ltd',
      'Organisation address 9 Stonegate',
      'Registered office Unit 2, Clifton Moor Business Village',
      'Organisation details changed Yes',
      'What has changed New directors',
      'Deposit amount £25,000.00',
      'Deposit source Trading Income/Profit',
      'Deposit method Electronic Transfer',
    ]) {
      expect(page).toContain(row);
    }
    expect(page).toContain('Change organisation');
    expect(page).toContain('on behalf of Olive Grove Bakery Ltd and that I have the legal authority');
    expect(html).not.toMatch(/name="(accuracyConfirm|informationConfirm)"[^>]*checked/);
    expect(html).not.toContain('name="interestPaymentFrequency"');
    expect(page).toContain('Back to step 1');
    expect(page).toContain('Account Terms & Conditions (opens in new tab) Not opened yet');
    expect(html).toContain(
      `href="/short-apply/document/${EASY}/terms" target="_blank" rel="noreferrer noopener"`,
    );

    // Nothing ticked, nothing opened: both confirmations are asked for.
    const none = await olive
      .post(`/short-apply/index/${EASY}?stage=review`)
      .type('form')
      .send({ _csrf: csrfFrom(html), submissionKey: keyOf(html) })
      .expect(400);
    expect(text(none.text)).toContain('Error: Review and submit');
    expect(none.text).toContain(
      '<a href="#accuracyConfirm">Confirm that the information is accurate and that you are authorised to apply on behalf of the organisation</a>',
    );
    expect(none.text).toContain(
      '<a href="#informationConfirm">Confirm that you have received and read the Information Sheet &amp; Exclusions List</a>',
    );
    // Ticked without opening the documents: the server's record says no.
    const unopened = await submit(olive, EASY, html).expect(400);
    expect(text(unopened.text)).toContain(
      'Open the Account Terms & Conditions, Summary Box and Tariff of Charges before you confirm that the information is accurate',
    );
    await openDocuments(olive, EASY, ['terms', 'summary']);
    const one = await submit(olive, EASY, html).expect(400);
    expect(text(one.text)).toContain('Open the Tariff of Charges before you confirm');
    expect(text(one.text)).toContain('Account Terms & Conditions (opens in new tab) Opened');
    // Information confirmation missing: refused (APPLY-03).
    await openDocuments(olive, EASY, ['tariff']);
    const noInformation = await submit(olive, EASY, html, { informationConfirm: '' }).expect(400);
    expect(text(noInformation.text)).toContain(
      'Confirm that you have received and read the Information Sheet',
    );
    expect(await applications()).toHaveLength(0);
    // Unknown documents are not served; nothing comes from the query string.
    await olive.get(`/short-apply/document/${EASY}/other`).expect(404);
    await olive
      .get(`/short-apply/document/${EASY}/terms?url=https://evil.example/`)
      .expect(303)
      .expect('location', /\/documents\/products\/BEA01\/terms-and-conditions\.pdf$/);

    const done = await submit(olive, EASY, html).expect(303);
    const location = done.headers.location!;
    expect(location).toBe(`/short-apply/index/${EASY}?stage=applySuccess&key=${keyOf(html)}`);
    const [saved] = await applications();
    expect(saved?.Payload).toEqual({
      Application: {
        DepositFundsOption: 'Trading Income/Profit',
        ProductTypeCode: 'BEA01',
        DepositAmount: { Amount: '25000.00', CurrencyCode: 'GBP' },
        InterestPaymentFrequency: 'MO',
        DOB: '1984-03-22',
        ExtendedProperties: [
          { Name: 'FirstName', Value: 'Olive' },
          { Name: 'LastName', Value: 'Apply' },
          { Name: 'ChangedDetails', Value: 'New directors\nNew trading name' },
          { Name: 'OrganisationDetailsChanged', Value: 'Yes' },
          { Name: 'OrganisationName', Value: 'Olive Grove Bakery Ltd' },
          { Name: 'OrganisationEmail', Value: 'hello@olivegrovebakery.example.com' },
          { Name: 'CustomerId', Value: OLIVE_ORGANISATION },
          { Name: 'DepositMeans', Value: 'Electronic Transfer' },
          { Name: 'FCSCConfirmation', Value: 'true' },
        ],
      },
      ExtendedProperties: { ApplicationType: 'ShortApply' },
    });
    const successHtml = (await olive.get(location).expect(200)).text;
    // The title says what happened (WCAG 2.2 SC 2.4.2), as the money journeys' confirmations do.
    expect(successHtml).toContain('<title>Application submitted - Business Easy Access Account - ');
    const success = text(successHtml);
    expect(success).toContain('Application for Business Easy Access Account');
    expect(success).toContain('Thank you, your application for a savings account has been submitted.');
    expect(success).toContain(saved!.Reference);
    expect(saved!.Reference).toMatch(/^SA-/);
    expect(success).toContain(
      'from your organisation’s nominated account, using only the payment details we give you',
    );
    expect(success).toContain('Back to my accounts');
    expect(success).not.toMatch(/85,000|120,000/);
    // spec 3 §2 Success screen: 'Back to my accounts' to /accounts/list, and a further one to /accounts.
    const backLinks = [...successHtml.matchAll(/<a[^>]*href="([^"]+)"[^>]*>Back to my accounts<\/a>/g)];
    expect(backLinks.map((link) => link[1])).toEqual(['/accounts/list', '/accounts']);
  });

  it('creates one application for two parallel submits, a refresh and a resubmit', async () => {
    const html = await review(olive, BOND, { ...STEP_ONE, depositAmount: '10000' });
    expect(html).toContain('name="interestPaymentFrequency"');
    await openDocuments(olive, BOND, ['terms', 'summary', 'tariff']);
    // The product offers both frequencies: the choice is required.
    const noChoice = await submit(olive, BOND, html).expect(400);
    expect(noChoice.text).toContain(
      '<a href="#interestPaymentFrequency">Please tell us when you would like us to pay your interest.</a>',
    );
    const key = keyOf(html);
    const result = `/short-apply/index/${BOND}?stage=applySuccess&key=${key}`;
    const [a, b] = await Promise.all([
      submit(olive, BOND, html, { interestPaymentFrequency: 'YE' }),
      submit(olive, BOND, html, { interestPaymentFrequency: 'YE' }),
    ]);
    expect([a.status, b.status]).toEqual([303, 303]);
    expect([a.headers.location, b.headers.location]).toEqual([result, result]);
    const saved = await applications();
    expect(saved).toHaveLength(1);
    expect(saved[0]?.Payload).toMatchObject({
      Application: {
        ProductTypeCode: 'B1FT01',
        DepositAmount: { Amount: '10000.00', CurrencyCode: 'GBP' },
        InterestPaymentFrequency: 'YE',
      },
    });
    // The outcome page ships no React (decision 034), though its route's form steps hydrate.
    expectServedWithoutReact((await olive.get(result).expect(200)).text);
    await submit(olive, BOND, html, { interestPaymentFrequency: 'YE' })
      .expect(303)
      .expect('location', result);
    expect(await applications()).toHaveLength(1);
    // Back to the review after it was sent: no live button (SAFE-04).
    const back = text((await olive.get(`/short-apply/index/${BOND}?stage=review`).expect(200)).text);
    expect(back).toContain('You have already submitted this application');
    expect(back).not.toContain('Submit application');
    // That page's words are the tag's managed texts, as the money journeys' are (decision 035).
    await publish('doneTitle', 'This application has already been sent');
    const reworded = (await olive.get(`/short-apply/index/${BOND}?stage=review`).expect(200)).text;
    expect(h1(reworded)).toBe('This application has already been sent');
    await publish('doneTitle', '<<deleted>>');
    // Another customer cannot read the outcome by its key.
    const sam = await signIn(portal.url, SAM_APPLY);
    await sam.get(result).expect(302).expect('location', `/short-apply/index/${BOND}?stage=apply`);
  });

  it('keeps everything after a refusal and offers a new try; an unknown outcome is never sent again', async () => {
    const html = await review(olive, EASY, { ...STEP_ONE, depositAmount: '9,999.99' });
    await openDocuments(olive, EASY, ['terms', 'summary', 'tariff']);
    await submit(olive, EASY, html).expect(303).expect('location', `/short-apply/index/${EASY}?stage=review`);
    const again = (await olive.get(`/short-apply/index/${EASY}?stage=review`).expect(200)).text;
    expect(text(again)).toContain(
      'Your application has not been submitted. Check your answers and try again.',
    );
    expect(text(again)).toContain('Deposit amount £9,999.99');
    expect(keyOf(again)).not.toBe(keyOf(html));
    expect(again).toMatch(/name="accuracyConfirm"[^>]*checked/);
    expect(await applications()).toHaveLength(0);

    const unknown = await review(olive, EASY, { ...STEP_ONE, depositAmount: '7,777.77' });
    const first = await submit(olive, EASY, unknown).expect(303);
    const page = text((await olive.get(first.headers.location!).expect(200)).text);
    expect(page).toContain('We could not confirm your application');
    expect(page).toContain('An unknown error occurred. Please check your accounts before retrying.');
    await publish('unknownTitle', 'We do not know yet whether your application was sent');
    const reworded = (await olive.get(first.headers.location!).expect(200)).text;
    expect(h1(reworded)).toBe('We do not know yet whether your application was sent');
    await publish('unknownTitle', '<<deleted>>');
    await submit(olive, EASY, unknown).expect(303).expect('location', first.headers.location!);
    expect(await applications()).toHaveLength(1);
  });

  it('shows a second submit while the first is in flight as being processed, then the one result', async () => {
    const html = await review(olive, EASY, { ...STEP_ONE, depositAmount: '3,333.33' });
    await openDocuments(olive, EASY, ['terms', 'summary', 'tariff']);
    const first = submit(olive, EASY, html).then((res) => res);
    // The first save is held 3 s by the sandbox; the second comes while it is in flight, once the bank has it.
    await until('the first save at the bank', async () => (await applications()).length);
    const second = await submit(olive, EASY, html).expect(303);
    const processing = await olive.get(second.headers.location!).expect(200);
    expect(text(processing.text)).toContain('Your application is being processed');
    expect(processing.text).toContain('http-equiv="refresh"');
    expect((await first).status).toBe(303);
    const done = text((await olive.get(second.headers.location!).expect(200)).text);
    expect(done).toContain('Application for Business Easy Access Account');
    expect(await applications()).toHaveLength(1);
  });
});

describe('customers without organisations (spec 3 §5: organisation required only when there are some)', () => {
  it('applies without an organisation, sending CustomerId empty', async () => {
    await resetApplications(NINA.username);
    const nina = await signIn(portal.url, NINA);
    const form = text((await nina.get(`/short-apply/index/${EASY}`).expect(200)).text);
    expect(form).not.toContain('Which organisation');
    const html = await review(nina, EASY, { ...STEP_ONE, organisationSource: '' });
    expect(text(html)).not.toContain('Organisation name');
    await openDocuments(nina, EASY, ['terms', 'summary', 'tariff']);
    await submit(nina, EASY, html).expect(303);
    const [saved] = await applications(NINA.username);
    expect(saved?.Payload).toMatchObject({
      Application: {
        ExtendedProperties: expect.arrayContaining([{ Name: 'CustomerId', Value: '' }]),
      },
    });
  });
});
