import type { Browser, Page, TestInfo } from '@playwright/test';
import {
  checkA11y,
  expect,
  JS_ONLY,
  jsEnabled,
  pressButton,
  pressContinue,
  test,
  waitForHydratedForm,
} from './fixtures.ts';
import { EDITOR_URL, EDNA, NATIVE_URL } from './env.ts';
import { signIn } from './pages/sign-in.ts';

// Managed content (decision 035), with JavaScript on and off. An editor signs in to the editor deployment,
// edits an advert's heading through its Edit control and form page, publishes it and the customer portal shows it;
// deleting restores the default. Hostile content shows the red 'no scripts allowed' marker to the editor and
// nothing to customers, and nothing runs anywhere: no dialog, no CSP violation (the fixtures fail the test on one,
// in the editor's page; the customer's page, in a context of its own, is watched the same way here).

type Watched = { page: Page; problems: string[]; close(): Promise<void> };

/** A signed-out customer's page on the customer portal, in its own context, failing on any dialog or CSP report. */
async function customerPage(browser: Browser, testInfo: TestInfo): Promise<Watched> {
  const context = await browser.newContext({
    baseURL: NATIVE_URL,
    javaScriptEnabled: testInfo.project.use.javaScriptEnabled ?? true,
    locale: 'en-GB',
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('dialog', (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) problems.push(`CSP: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return { page, problems, close: () => context.close() };
}

/** Signs the editor in on the editor deployment; the dialogs its page opens (there must be none) are listed. */
async function signInAsEditor(page: Page): Promise<string[]> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(`${EDITOR_URL}/sign-in/step-1`);
  await signIn(page, EDNA, { goto: false });
  return dialogs;
}

/** On the edit form: publish `value` (when given; else the text in the box) in one press, confirmed by its message. */
async function saveCommitPublish(page: Page, value?: string) {
  // React, hydrating the page, puts the box's text back to what the server sent: typing has to wait for it, as a
  // customer's typing before then is given back by app/lib/input-before-hydration.ts, but not typing during it.
  if (jsEnabled(page)) await waitForHydratedForm(page);
  if (value !== undefined) await page.getByLabel('New text').fill(value);
  await pressButton(page, 'Publish');
  await expect(page.getByRole('status')).toContainText('Published. Customers now see this text.');
}

/**
 * Opens an Edit link's form page. With JavaScript the link opens the form in a dialog instead (its own test below),
 * so these tests go to the link's address, which is where the link leads without JavaScript.
 */
async function openEditPage(page: Page, name: string | RegExp) {
  const href = await page.getByRole('link', { name }).getAttribute('href');
  await page.goto(new URL(String(href), page.url()).href);
}

/** One press of Delete: customers see the default again. */
async function deleteAndPublish(page: Page) {
  await pressButton(page, 'Delete');
  await expect(page.getByRole('status')).toContainText('Deleted. Customers now see the default text.');
}

/** The customer portal caches a tag for a few seconds (CONTENT_FRESH_MS): reload until the heading is `text`. */
async function expectCustomerHeading(page: Page, path: string, text: string) {
  await expect(async () => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text, { timeout: 500 });
  }).toPass({ timeout: 20_000 });
}

test('an editor edits a heading, publishes it to customers, and deleting it restores the default', async ({
  page,
  browser,
}, testInfo) => {
  const dialogs = await signInAsEditor(page);
  await page.goto(`${EDITOR_URL}/loan`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Personal loans');
  await checkA11y(page, 'advert page in editor mode');

  await openEditPage(page, 'Edit ‘Personal loans’');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit managed text' })).toBeVisible();
  await expect(page).toHaveTitle(/^Edit managed text - /);
  await checkA11y(page, 'edit form');
  await saveCommitPublish(page, 'Loans made simple');
  await checkA11y(page, 'edit form after publishing');

  await page.getByRole('link', { name: 'Back to the page' }).click();
  await expect(page).toHaveURL(`${EDITOR_URL}/loan`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Loans made simple');

  const customer = await customerPage(browser, testInfo);
  try {
    await expectCustomerHeading(customer.page, '/loan', 'Loans made simple');
    await expect(customer.page).toHaveTitle(/^Loans made simple - /);
    await expect(customer.page.getByRole('link', { name: /^Edit/ })).toHaveCount(0);

    await openEditPage(page, 'Edit ‘Loans made simple’');
    await deleteAndPublish(page);
    await expectCustomerHeading(customer.page, '/loan', 'Personal loans');
    expect(customer.problems).toEqual([]);
    expect(dialogs).toEqual([]);
  } finally {
    await customer.close();
  }
});

const HOSTILE =
  '<p>Order online<script>alert("script")</script>.</p>' +
  '<p><img src=x onerror="alert(\'onerror\')"><a href="javascript:alert(\'link\')">Click</a></p>' +
  '<svg onload="alert(\'svg\')"><circle r="5"/></svg><p>Collect in branch.</p>';

test('hostile content shows the marker to the editor, nothing to customers, and never runs', async ({
  page,
  browser,
}, testInfo) => {
  const dialogs = await signInAsEditor(page);
  await page.goto(`${EDITOR_URL}/travel-money`);
  await openEditPage(page, /^Edit ‘To find out more/);
  await saveCommitPublish(page, HOSTILE);
  await page.getByRole('link', { name: 'Back to the page' }).click();
  // The edit form shows the marker too (what is never shown to customers): count on the page itself.
  await expect(page).toHaveURL(`${EDITOR_URL}/travel-money`);

  const main = page.getByRole('main');
  await expect(main.locator('.app-content-blocked').first()).toHaveText('no scripts allowed');
  expect(await main.locator('.app-content-blocked').count()).toBeGreaterThanOrEqual(3);
  await expect(main).toContainText('Order online');
  await expect(main).toContainText('Collect in branch.');
  await expect(main.locator('script, svg, img, [onerror], [onload], a[href^="javascript"]')).toHaveCount(0);
  await checkA11y(page, 'hostile content in editor mode');

  const customer = await customerPage(browser, testInfo);
  try {
    await expect(async () => {
      await customer.page.goto('/travel-money');
      await expect(customer.page.getByRole('main')).toContainText('Order online', { timeout: 500 });
    }).toPass({ timeout: 20_000 });
    const customerMain = customer.page.getByRole('main');
    await expect(customerMain.locator('.app-content-blocked')).toHaveCount(0);
    await expect(customerMain).not.toContainText('no scripts allowed');
    await expect(
      customerMain.locator('script, svg, img, [onerror], [onload], a[href^="javascript"]'),
    ).toHaveCount(0);
    expect(customer.problems).toEqual([]);
  } finally {
    await customer.close();
  }

  // Put the default back for the tests after this one.
  await openEditPage(page, /^Edit ‘Order online/);
  await deleteAndPublish(page);
  expect(dialogs).toEqual([]);
});

test(
  'with JavaScript an Edit link opens the form in a dialog over the page: save, commit and publish there',
  JS_ONLY,
  async ({ page }) => {
    const dialogs = await signInAsEditor(page);
    await page.goto(`${EDITOR_URL}/cash-isa`);
    const summary = 'Save tax-free up to your annual ISA allowance.';
    await expect(page.getByRole('main')).toContainText(summary);

    const edit = page.getByRole('link', { name: `Edit ‘${summary.slice(0, 39)}…’` });
    await edit.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toHaveAccessibleName(/^Edit ‘Save tax-free/);
    await expect(page).toHaveURL(`${EDITOR_URL}/cash-isa`); // still on the page, not the form page
    await expect(dialog.getByLabel('New text')).toBeFocused();
    await checkA11y(page, 'inline edit dialog');

    const act = async (button: string, message: string) => {
      await dialog.getByRole('button', { name: button, exact: true }).click();
      await expect(dialog.getByRole('status')).toContainText(message);
    };
    // The separate steps, folded under the one-press buttons.
    await dialog.getByLabel('New text').fill('Tax-free saving, made simple.');
    await dialog.getByText('Save, commit and publish in separate steps').click();
    await act('Save', 'Saved.');
    await act('Commit', 'Committed.');
    await act('Publish pending text', 'Published. Customers now see this text.');
    await checkA11y(page, 'inline edit dialog after publishing');

    // Closing shows the page again with the new text (reloaded), focus back at the top of the page.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('main')).toContainText('Tax-free saving, made simple.');
    await expect(dialog).toHaveCount(0);

    // Delete through the dialog too: the default comes back.
    await page.getByRole('link', { name: 'Edit ‘Tax-free saving, made simple.’' }).click();
    await act('Delete', 'Deleted. Customers now see the default text.');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('main')).toContainText(summary);
    expect(dialogs).toEqual([]);
  },
);

test('an editor rewords a form message from the index of texts; customers see it, with or without JavaScript', async ({
  page,
  browser,
}, testInfo) => {
  const dialogs = await signInAsEditor(page);
  await page.goto(`${EDITOR_URL}/content`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Managed texts');
  await checkA11y(page, 'index of managed texts');
  await page.getByRole('link', { name: 'forgotten-password', exact: true }).click();
  await expect(page).toHaveURL(`${EDITOR_URL}/content?tag=forgotten-password`);
  await checkA11y(page, 'managed texts of a tag');

  // A message only the forgotten-password page shows under this tag (no other test reads it there).
  const row = page.locator('.govuk-summary-list__row', { hasText: 'accountNumberRequired' });
  await expect(row).toContainText('Error message');
  await expect(row).toContainText('Please enter your account number');
  const href = await row.getByRole('link', { name: /^Edit/ }).getAttribute('href');
  await page.goto(new URL(String(href), page.url()).href);
  const reworded = 'Tell us the account number of one of your accounts';
  await saveCommitPublish(page, reworded);
  await page.getByRole('link', { name: 'Back to the page' }).click();
  await expect(page).toHaveURL(`${EDITOR_URL}/content?tag=forgotten-password`);
  await expect(row).toContainText(reworded);

  const customer = await customerPage(browser, testInfo);
  try {
    // With JavaScript the browser's own check shows it, once React owns the form (its scripts start after the first
    // paint, decision 080); without, the server's answer does.
    await expect(async () => {
      await customer.page.goto('/forgotten-password/retrieve');
      if (testInfo.project.use.javaScriptEnabled !== false) await waitForHydratedForm(customer.page);
      await pressContinue(customer.page);
      await expect(customer.page.locator('.govuk-error-summary')).toContainText(reworded, { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await expect(customer.page.locator('.govuk-error-summary')).not.toContainText(
      'Please enter your account number',
    );
    await expect(customer.page.getByLabel('Account number')).toHaveAccessibleDescription(
      new RegExp(`Error:\\s+${reworded}$`),
    );
    expect(customer.problems).toEqual([]);
  } finally {
    await customer.close();
    // The default back for the tests after this one, whatever happened.
    await page.goto(new URL(String(href), page.url()).href);
    await deleteAndPublish(page);
  }
  expect(dialogs).toEqual([]);
});
