import { MIA, SANDBOX_API_URL } from './env.ts';
import { checkA11y, expect, pressButton, test } from './fixtures.ts';
import { signIn } from './pages/sign-in.ts';

// The message widget (spec 3 §2 'Message widget', §5, §8) as a customer uses it, with JavaScript on and off: the
// 'Got a question?' panel on the accounts list, the form's messages, sending, the acknowledgement page's green and
// red alerts, the Accounts button, and spec 1 §2's test pages. Persona mia.messages, reset before each test.

test.beforeEach(async () => {
  const res = await fetch(`${SANDBOX_API_URL}/__test/reset-messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Username: MIA.username }),
  });
  if (!res.ok) throw new Error(`reset-messages: HTTP ${res.status}`);
});

test.describe.configure({ timeout: 180_000 });

test('sends a message about an account and acknowledges it', async ({ page }) => {
  await signIn(page, MIA);
  await page.goto('/accounts/list');
  const panel = page.getByTestId('got-a-question');
  await expect(panel.getByRole('heading', { name: 'Got a question?' })).toBeVisible();
  await expect(panel).toContainText('within 2 working days');
  await expect(panel).toContainText('Monday to Friday 9am to 5pm, excluding bank holidays');
  await expect(panel.getByRole('button', { name: 'Send Message' })).toHaveAttribute(
    'href',
    '/messaging-twoway/new',
  );
  await checkA11y(page, 'accounts list with the Got a question? panel');

  await page.goto('/message-widget');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Send us a message');
  await expect(page.getByLabel('Related account')).toContainText('Easy Access Saver: £4,200.00');
  await checkA11y(page, 'message widget');

  await pressButton(page, 'Send message');
  const summary = page.locator('.govuk-error-summary');
  await expect(summary.getByRole('link', { name: 'Please select a related account' })).toHaveAttribute(
    'href',
    '#account',
  );
  await expect(summary.getByRole('link', { name: 'Please enter a message' })).toHaveAttribute(
    'href',
    '#message',
  );
  await expect(page).toHaveTitle(/^Error: Send us a message - /);
  await checkA11y(page, 'message widget with errors');

  await page.getByLabel('Related account').selectOption({ label: 'Easy Access Saver: £4,200.00' });
  await page.getByLabel('Message').fill('When is interest paid?');
  await pressButton(page, 'Send message');
  await expect(page).toHaveURL(/\/message-widget\/message\/success\/\?key=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Message acknowledgement');
  await expect(page.getByTestId('widget-outcome')).toHaveText(
    'Your message has been sent. See details below.',
  );
  await expect(page.locator('.govuk-notification-banner--success')).toBeVisible();
  await expect(page.getByText("We'll ensure we get back to you within 2 working days.")).toBeVisible();
  await checkA11y(page, 'message acknowledgement, success');
  await page.getByRole('button', { name: 'Accounts' }).click();
  await expect(page).toHaveURL(/\/accounts\/list$/);
});

test('shows a failed send in a red alert, and the test pages', async ({ page }) => {
  await signIn(page, MIA);
  await page.goto('/message-widget-test');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Send us a message');
  await checkA11y(page, 'message widget test page');
  await page.getByLabel('Related account').selectOption({ label: 'Easy Access Saver: £4,200.00' });
  await page.getByLabel('Message').fill('FAIL-SEND please');
  await pressButton(page, 'Send message');
  await expect(page).toHaveURL(/\/message-widget\/message\/success\/\?key=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Message acknowledgement');
  await expect(page.locator('.govuk-error-summary')).toContainText('Your message was not sent. Try again.');
  await checkA11y(page, 'message acknowledgement, failed');

  await page.goto('/select-accounts-test');
  await expect(page.getByLabel('Related account')).toContainText('Easy Access Saver: £4,200.00');
  await checkA11y(page, 'select accounts test page');
});
