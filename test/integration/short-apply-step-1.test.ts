import { describe, expect, it } from '@jest/globals';
import { csrfFrom, signIn, text } from '../helpers/browserless.ts';
import { NINA } from '../helpers/customers.ts';
import { EASY, STEP_ONE, openDocuments, review, submit, useShortApply } from './short-apply.helpers.ts';

// Step 1 of the short application (spec 3 §5; docs/money-journeys.md) over HTTP against the sandbox, as a browser
// without JavaScript: every rule and message, and the organisation question only for customers who have one.
const { portal, olive, applications, resetApplications } = useShortApply();

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
