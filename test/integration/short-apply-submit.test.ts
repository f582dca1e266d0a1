import { describe, expect, it } from '@jest/globals';
import { until } from '../helpers/until.ts';
import { csrfFrom, signIn, text } from '../helpers/browserless.ts';
import { SAM_APPLY } from '../helpers/customers.ts';
import { h1 } from './managed-content.helpers.ts';
import { expectServedWithoutReact } from '../helpers/served-without-react.ts';
import {
  BOND,
  EASY,
  OLIVE_ORGANISATION,
  STEP_ONE,
  keyOf,
  openDocuments,
  review,
  submit,
  useShortApply,
} from './short-apply.helpers.ts';

// The short application's review and submit (spec 3 §2, §7; docs/money-journeys.md) over HTTP against the sandbox,
// as a browser without JavaScript: the documents recorded by the server, the save payload field by field, and one
// application for two parallel submits.
const { portal, olive, applications, publish } = useShortApply();

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
