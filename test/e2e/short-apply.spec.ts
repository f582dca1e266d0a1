import type { Page } from '@playwright/test';
import { checkA11y, expect, JS_ONLY, pressButton, pressContinue, test } from './fixtures.ts';
import { BOND, EASY, ShortApplicationPage } from './pages/short-apply.ts';
import { signIn } from './pages/sign-in.ts';
import { applications, resetApplications } from './steps/sandbox.ts';
import { NINA, OLIVE, SAM_APPLY, ZED } from '../helpers/customers.ts';

// The short application (spec 3 §2, §4, §5, §7, §8; docs/money-journeys.md, Short application and Common guarantees)
// as a customer does it, with JavaScript on and off: the Apply menu, the product cards, every step-1 rule and
// message, the documents opened through the portal, the review's confirmations, the success page, a refusal and an
// unknown outcome — and the sandbox holding one application however the page is reloaded or resubmitted. Every page
// is checked with axe, and the fixtures fail any test that meets a CSP violation.

test.beforeEach(async () => {
  await Promise.all([OLIVE, SAM_APPLY, NINA].map((customer) => resetApplications(customer.username)));
});

// Long journeys through many pages, each checked with axe.
test.describe.configure({ timeout: 180_000 });

/** The short application's page object, on `page`. */
const apply = (page: Page) => new ShortApplicationPage(page);

test('the Apply menu lists the offered products by Sort_order, with their facts and links', async ({
  page,
}) => {
  await signIn(page, OLIVE);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\/short-apply\/index$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apply for a savings account');
  await expect(page.getByTestId('product-cards').getByRole('heading', { level: 2 })).toHaveText([
    BOND,
    EASY,
    'Business 95 Day Notice Account',
  ]);
  await expect(page.getByText('Business 2 Year Fixed Rate Bond')).toHaveCount(0);
  await expect(page.getByText('Business 35 Day Notice Account')).toHaveCount(0);
  const card = page.getByTestId('product-card').nth(1);
  await expect(card.getByRole('heading', { name: 'To apply you must' })).toBeVisible();
  await expect(card.getByRole('heading', { name: 'Key facts' })).toBeVisible();
  await expect(card.getByText('Minimum deposit £1,000, maximum balance £1,000,000')).toBeVisible();
  const summaryBox = card.getByRole('link', { name: `Product Summary box for ${EASY} (opens in new tab)` });
  await expect(summaryBox).toHaveAttribute('target', '_blank');
  await expect(summaryBox).toHaveAttribute('rel', 'noreferrer noopener');
  await expect(summaryBox).toHaveAttribute('href', /\/documents\/products\/BEA01\/summary-box\.pdf$/);
  await checkA11y(page, 'product list');
});

test('a customer with no products available is told so', async ({ page }) => {
  await signIn(page, ZED);
  await page.goto('/short-apply');
  await expect(page).toHaveURL(/\/short-apply\/index$/);
  await expect(page.getByTestId('no-products')).toHaveText(
    "Unfortunately, we don't have any savings accounts available for you at this time. Please check back at another time.",
  );
  await checkA11y(page, 'no products');
});

test('step 1 checks every answer with the spec’s messages', async ({ page }) => {
  await signIn(page, OLIVE);
  await apply(page).start(EASY);
  await expect(page.getByText('Step 1 of 2: Account details')).toBeVisible();
  await expect(page.getByText('In pounds. Minimum £1,000, maximum £1,000,000.')).toBeVisible();
  await expect(page.getByText('The deposit must come from your nominated account')).toBeVisible();
  await checkA11y(page, 'step 1');

  await pressContinue(page);
  const summary = page.locator('.govuk-error-summary');
  for (const [message, href] of [
    ['Please confirm which organisation you are opening the account on behalf of', '#organisationSource'],
    ['Please confirm if your organisation details have changed.', '#orgDetailsChanged'],
    ['Please enter the amount you would like to invest.', '#depositAmount'],
    ['Please select where the deposit has come from.', '#depositSource'],
    ['Please confirm how you will make your deposit.', '#depositMethod'],
  ] as const) {
    await expect(summary.getByRole('link', { name: message, exact: true })).toHaveAttribute('href', href);
  }
  await expect(page).toHaveTitle(new RegExp(`^Error: Apply for ${EASY} - `));
  await checkA11y(page, 'step 1 with every error');

  await apply(page).fillStepOne('999.99');
  await page.getByRole('radio', { name: 'Yes', exact: true }).check();
  await pressContinue(page);
  await expect(
    summary.getByRole('link', { name: 'Please confirm which details about the organisation have changed.' }),
  ).toHaveAttribute('href', '#organisationDetailsChangedInput');
  await expect(
    summary.getByRole('link', { name: 'Please enter a value that is above the minimum investment amount.' }),
  ).toBeVisible();
  await checkA11y(page, 'step 1 with the change description and minimum errors');

  await page.getByLabel('Tell us what has changed').fill(' starts with a space');
  await page.getByLabel('How much would you like to deposit?').fill('1,000,000.01');
  await pressContinue(page);
  await expect(summary.getByRole('link', { name: 'Please enter a valid message.' })).toBeVisible();
  await expect(
    summary.getByRole('link', { name: 'Please enter a value that is below the maximum investment amount' }),
  ).toBeVisible();

  await page.getByLabel('Tell us what has changed').fill('We have a new registered office');
  await page.getByLabel('How much would you like to deposit?').fill('12.345');
  await pressContinue(page);
  await expect(summary.getByRole('link', { name: 'Please enter a valid amount.' })).toBeVisible();

  // The boundaries are inclusive; commas are fine.
  await page.getByLabel('How much would you like to deposit?').fill('1,000,000');
  await pressContinue(page);
  await expect(page).toHaveURL(/\?stage=review$/);
  await expect(page.locator('.govuk-summary-list')).toContainText('£1,000,000.00');
  await expect(page.locator('.govuk-summary-list')).toContainText('We have a new registered office');
});

test('reviews, opens the documents, confirms and submits once', async ({ page }) => {
  await signIn(page, OLIVE);
  await apply(page).start(EASY);
  await apply(page).fillStepOne('25,000');
  await pressContinue(page);
  await expect(page).toHaveURL(/\?stage=review$/);
  await expect(page.getByText('Step 2 of 2: Review and submit')).toBeVisible();
  const answers = page.locator('.govuk-summary-list');
  for (const text of [
    EASY,
    'Olive Grove Bakery Ltd',
    '9 Stonegate',
    'Unit 2, Clifton Moor Business Village',
    '£25,000.00',
    'Existing Savings',
    'Electronic Transfer',
  ]) {
    await expect(answers).toContainText(text);
  }
  await expect(page.getByRole('radio')).toHaveCount(0); // paid monthly only: no frequency to choose
  await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(0);
  await checkA11y(page, 'review');

  // Nothing ticked.
  await pressButton(page, 'Submit application');
  const summary = page.locator('.govuk-error-summary');
  await expect(
    summary.getByRole('link', {
      name: 'Confirm that the information is accurate and that you are authorised to apply on behalf of the organisation',
    }),
  ).toHaveAttribute('href', '#accuracyConfirm');
  await expect(
    summary.getByRole('link', {
      name: 'Confirm that you have received and read the Information Sheet & Exclusions List',
    }),
  ).toHaveAttribute('href', '#informationConfirm');
  await expect(page).toHaveTitle(/^Error: Review and submit - /);
  await checkA11y(page, 'review with both confirmations missing');

  // Ticked without having opened the documents: the portal knows.
  await apply(page).confirmBoth();
  await pressButton(page, 'Submit application');
  await expect(
    summary.getByRole('link', {
      name: 'Open the Account Terms & Conditions, Summary Box and Tariff of Charges before you confirm that the information is accurate',
    }),
  ).toBeVisible();
  expect(await applications(OLIVE.username)).toEqual([]);

  await apply(page).openAccuracyDocuments();
  const documents = page.getByTestId('documents');
  await expect(documents.getByRole('listitem').nth(0)).toContainText('Opened');
  await expect(documents.getByRole('listitem').nth(2)).toContainText('Opened');
  await expect(documents.getByRole('listitem').nth(3)).toContainText('Not opened yet');
  await checkA11y(page, 'review with the documents opened');

  // Back to step 1 keeps the answers; Continue comes back to the review.
  await page.getByRole('button', { name: 'Back to step 1' }).click();
  await expect(page.getByLabel('How much would you like to deposit?')).toHaveValue('25,000');
  await expect(page.getByRole('radio', { name: 'Existing Savings' })).toBeChecked();
  await pressContinue(page);
  await expect(page).toHaveURL(/\?stage=review$/);
  await expect(documents.getByRole('listitem').nth(1)).toContainText('Opened');

  await apply(page).confirmBoth();
  await pressButton(page, 'Submit application');
  await expect(page).toHaveURL(/\?stage=applySuccess&key=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Application for ${EASY}`);
  await expect(
    page.getByText('Thank you, your application for a savings account has been submitted.'),
  ).toBeVisible();
  const [saved] = await applications(OLIVE.username);
  await expect(page.getByTestId('application-reference')).toHaveText(saved!.Reference);
  await expect(page.getByTestId('funding-note')).toContainText('from your organisation’s nominated account');
  await checkA11y(page, 'success');
  expect(saved?.Payload).toMatchObject({
    Application: {
      ProductTypeCode: 'BEA01',
      DepositAmount: { Amount: '25000.00', CurrencyCode: 'GBP' },
      DepositFundsOption: 'Existing Savings',
    },
    ExtendedProperties: { ApplicationType: 'ShortApply' },
  });

  // A reload and Back never send it again (docs/money-journeys.md, Back after it is done).
  await page.reload();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'You have already submitted this application',
  );
  await expect(page.getByRole('button', { name: 'Submit application' })).toHaveCount(0);
  await checkA11y(page, 'review after it was submitted');
  expect(await applications(OLIVE.username)).toHaveLength(1);
  await page.getByRole('link', { name: 'See your application reference' }).click();
  // The spec names two 'Back to my accounts' links (to /accounts/list and /accounts): the button is the first.
  await page.getByRole('link', { name: 'Back to my accounts' }).first().click();
  await expect(page).toHaveURL(/\/accounts\/list$/);
});

test('a refused application stays on the review with nothing lost; an unknown outcome is said so', async ({
  page,
}) => {
  await signIn(page, SAM_APPLY);
  await apply(page).start(BOND);
  await apply(page).fillStepOne('9,999.99', 'Harbour Lights Property LLP');
  await pressContinue(page);
  await expect(page.locator('.govuk-summary-list')).toContainText('Harbour Lights Property LLP');
  await apply(page).openAccuracyDocuments();
  // The product pays monthly or yearly: the customer chooses.
  await apply(page).confirmBoth();
  await pressButton(page, 'Submit application');
  await expect(
    page
      .locator('.govuk-error-summary')
      .getByRole('link', { name: 'Please tell us when you would like us to pay your interest.' }),
  ).toHaveAttribute('href', '#interestPaymentFrequency');
  await checkA11y(page, 'review with the interest frequency missing');
  await apply(page).ready();
  await page.getByRole('radio', { name: 'Yearly' }).check();
  await pressButton(page, 'Submit application');
  await expect(page.getByTestId('application-failed')).toContainText(
    'Your application has not been submitted. Check your answers and try again.',
  );
  await expect(page.locator('.govuk-summary-list')).toContainText('£9,999.99');
  await expect(page.getByRole('button', { name: 'Submit application' })).toBeEnabled();
  await checkA11y(page, 'review after a refusal');
  expect(await applications(SAM_APPLY.username)).toEqual([]);

  await page.getByRole('link', { name: 'Change deposit amount' }).click();
  await page.getByLabel('How much would you like to deposit?').fill('7,777.77');
  await pressContinue(page);
  await apply(page).confirmBoth();
  await page.getByRole('radio', { name: 'Monthly' }).check();
  await pressButton(page, 'Submit application');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not confirm your application');
  await expect(page.getByTestId('outcome-unknown')).toContainText(
    'An unknown error occurred. Please check your accounts before retrying.',
  );
  await checkA11y(page, 'unknown outcome');
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Submit application' })).toHaveCount(0);
  const saved = await applications(SAM_APPLY.username);
  expect(saved).toHaveLength(1);
  expect(saved[0]?.Payload).toMatchObject({ Application: { InterestPaymentFrequency: 'MO' } });
});

test('a customer without organisations applies without choosing one', async ({ page }) => {
  await signIn(page, NINA);
  await apply(page).start(EASY);
  await expect(page.getByRole('group', { name: /Which organisation/ })).toHaveCount(0);
  await apply(page).fillStepOne('1000', null);
  await pressContinue(page);
  await expect(page.locator('.govuk-summary-list')).not.toContainText('Organisation name');
  await apply(page).openAccuracyDocuments();
  await apply(page).confirmBoth();
  await pressButton(page, 'Submit application');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Application for ${EASY}`);
  expect(await applications(NINA.username)).toHaveLength(1);
});

test('the change description is revealed by Yes and cleared by No', JS_ONLY, async ({ page }) => {
  await signIn(page, OLIVE);
  await apply(page).start(EASY);
  const box = page.getByLabel('Tell us what has changed');
  await expect(box).toBeHidden();
  await page.getByRole('radio', { name: 'Yes', exact: true }).check();
  await expect(box).toBeVisible();
  await box.fill('A new trading name');
  await page.getByRole('radio', { name: 'No', exact: true }).check();
  await expect(box).toBeHidden();
  await page.getByRole('radio', { name: 'Yes', exact: true }).check();
  await expect(box).toHaveValue('');
  await checkA11y(page, 'step 1 with the change description open');
});

test(
  'while the application is sent both buttons are disabled and the customer is asked to wait',
  JS_ONLY,
  async ({ page }) => {
    await signIn(page, OLIVE);
    await apply(page).start(EASY);
    await apply(page).fillStepOne('3,333.33'); // the sandbox answers after 3 seconds
    await pressContinue(page);
    await apply(page).openAccuracyDocuments();
    await apply(page).confirmBoth();
    // Pressed and read from the page itself while the POST is on its way: the browser answers Playwright's next call
    // only once the navigation is over.
    const whileSending = await page.evaluate(async () => {
      const button = (name: string) =>
        Array.from(document.querySelectorAll('main button')).find(
          (element) => element.textContent?.trim() === name,
        ) as HTMLButtonElement | undefined;
      button('Submit application')?.click();
      // React draws the pressed state at once (a discrete event): it is on screen by the frame after next.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return {
        submit: button('Submit application')?.disabled,
        back: button('Back to step 1')?.disabled,
        status: document.querySelector('form [role="status"]')?.textContent,
      };
    });
    expect(whileSending).toEqual({
      submit: true,
      back: true,
      status:
        'Submitting your application. Please wait for your reference number: do not refresh or leave this page.',
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Application for ${EASY}`, {
      timeout: 15_000,
    });
    expect(await applications(OLIVE.username)).toHaveLength(1);
  },
);
