import { accountKeyToHex } from '../../shared/api/accounts.ts';
import { MIA } from '../helpers/customers.ts';
import { SANDBOX_API_URL } from './env.ts';
import { checkA11y, expect, JS_ONLY, pressButton, test } from './fixtures.ts';
import { signIn } from './pages/sign-in.ts';

// Secure two-way messaging (spec 3 §2, §5, §8) as mia.messages does it, with JavaScript on and off: the list and
// its pages, a conversation (a hostile body shown as text, with no CSP violation), a reply, a new message with
// errors then its confirmation, and a delete.

const conv = (key: string) => `/messaging-twoway/message/view/${accountKeyToHex(key)}`;

test.beforeEach(async () => {
  const res = await fetch(`${SANDBOX_API_URL}/__test/reset-messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Username: MIA.username }),
  });
  if (!res.ok) throw new Error(`reset-messages: HTTP ${res.status}`);
});

test('lists conversations, shows one as text, and replies', async ({ page, javaScriptEnabled }) => {
  await signIn(page, MIA);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: /My Messages/ })).toContainText('4 new messages');
  await menu.getByRole('link', { name: /My Messages/ }).click();
  await expect(page).toHaveURL(/\/messaging-twoway\/view$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My messages');
  await expect(page.getByTestId('conversation-row')).toHaveCount(8);
  await expect(page.getByTestId('conversation-row').first()).toContainText('Your new Easy Access Saver');
  await expect(page.getByTestId('conversation-row').first()).toContainText('Unread');
  await checkA11y(page, 'conversation list');
  await page.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(page.getByTestId('conversation-row')).toHaveCount(4);
  await checkA11y(page, 'conversation list page 2');

  // A hostile body is text: no image element, no script run, no CSP violation (the fixture checks the console).
  await page.goto(conv('CONV-MIA-07'));
  await expect(page.getByTestId('messages')).toContainText('<img src=x onerror=alert(1)>');
  await expect(page.locator('main img')).toHaveCount(0);
  await checkA11y(page, 'conversation with a hostile body');

  await page.goto(conv('CONV-MIA-03'));
  await expect(page.getByTestId('conversation-reference')).toContainText('(Conversation closed)');
  await expect(page.getByTestId('reply')).toHaveCount(0);
  await checkA11y(page, 'closed conversation');

  await page.getByRole('link', { name: 'Back To Messages' }).click();
  await page.getByRole('link', { name: 'Your new Easy Access Saver' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Re: Your new Easy Access Saver');
  await expect(page.getByTestId('related-account')).toContainText('35300011');
  await checkA11y(page, 'conversation');
  await page.getByTestId('reply').click();
  await expect(page).toHaveURL(/\/message\/reply\/[0-9a-f]+$/);
  await pressButton(page, 'Send reply');
  await expect(page.locator('.govuk-error-summary')).toContainText('Please enter a message');
  await checkA11y(page, 'reply with errors');
  await page.getByLabel('Your reply').fill('Thank you.\nMia');
  // govuk-frontend's count, worded from the page's managed templates (their '{count}' passed on as its '%{count}').
  if (javaScriptEnabled) {
    await expect(page.locator('.govuk-character-count__status')).toHaveText('Chars remaining: 736');
  }
  await pressButton(page, 'Send reply');
  await expect(page).toHaveURL(/\/result\?key=/);
  await expect(page.getByTestId('reply-outcome')).toContainText(
    'Your message has been sent. See details below.',
  );
  await checkA11y(page, 'reply sent');
  await page.getByRole('link', { name: 'Back To Messages' }).click();
  await expect(page).toHaveURL(/\/messaging-twoway\/view$/);
});

test('sends a new message after fixing errors, and confirms it', async ({ page }) => {
  await signIn(page, MIA);
  await page.goto('/messaging-twoway/view');
  await page.getByRole('link', { name: 'Send a new message' }).click();
  await expect(page).toHaveURL(/\/messaging-twoway\/new$/);
  await checkA11y(page, 'new message');
  await page.getByLabel('Message', { exact: true }).fill(' starts with a space');
  // Leaving the field shows its message (which moves the button down), then Send.
  await page.getByLabel('Message', { exact: true }).blur();
  await pressButton(page, 'Send message');
  await expect(page.locator('.govuk-error-summary')).toContainText('Please enter a valid message');
  await expect(page).toHaveTitle(/^Error: Send a new message - /);
  await checkA11y(page, 'new message with errors');
  await page.getByLabel('Related account (optional)').selectOption(accountKeyToHex('ACC-35300011'));
  await page.getByLabel('Subject (optional)').fill('Interest question');
  await page.getByLabel('Message', { exact: true }).fill('When is interest paid?\nThanks');
  await pressButton(page, 'Send message');
  await expect(page).toHaveURL(/\/messaging-twoway\/new\/confirmation\?key=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Interest question');
  await expect(page.getByTestId('send-outcome')).toContainText(
    'Your message has been sent. See details below.',
  );
  await expect(page.getByTestId('message-body')).toContainText('Message about account number 35300011');
  await checkA11y(page, 'new message confirmation');
  await page.reload();
  await expect(page.getByTestId('send-outcome')).toContainText('Your message has been sent.');
  await page.getByRole('link', { name: 'Back To Messages' }).click();
  await expect(page.getByTestId('conversation-row').first()).toContainText('Interest question');
});

test('deletes a conversation after confirming', async ({ page }) => {
  await signIn(page, MIA);
  await page.goto(conv('CONV-MIA-08'));
  await page.getByRole('link', { name: 'Delete this conversation' }).click();
  await expect(page.getByText('You are about to delete the following conversation')).toBeVisible();
  await expect(page.getByTestId('delete-facts')).toContainText('Change of address');
  await checkA11y(page, 'delete conversation');
  await page.getByTestId('cancel-delete').click();
  await expect(page).toHaveURL(new RegExp(`${conv('CONV-MIA-08')}$`));
  await page.getByRole('link', { name: 'Delete this conversation' }).click();
  await page.getByRole('button', { name: 'Confirm Delete' }).click();
  await expect(page).toHaveURL(/\/result\?key=/);
  await expect(page.getByTestId('delete-outcome')).toContainText(
    'Your message has been deleted. See details below',
  );
  await checkA11y(page, 'conversation deleted');
  await page.getByRole('link', { name: 'Back to messages' }).click();
  await expect(page).toHaveURL(/\/messaging-twoway\/view$/);
  await expect(page.getByRole('link', { name: 'Change of address' })).toHaveCount(0);
});

test.describe('with JavaScript', () => {
  test("shows 'Loading messages...' while the list loads after My Messages", JS_ONLY, async ({ page }) => {
    await signIn(page, MIA);
    // From a hydrated page (a form page): the indicator is a client-side navigation's (decision 034).
    await page.goto('/messaging-twoway/new');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Send a new message');
    // Hold the list's data (the bare base's redirect, then the list) until the indicator has been seen.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname.startsWith('/messaging-twoway') && url.pathname.endsWith('.data'),
      async (route) => {
        await released;
        await route.continue();
      },
    );
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: /My Messages/ })
      .click();
    const loading = page.getByRole('status').filter({ hasText: 'Loading messages...' });
    await expect(loading).toHaveText('Loading messages...');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My messages');
    await checkA11y(page, 'message list loading');
    release();
    await expect(page).toHaveURL(/\/messaging-twoway\/view$/);
    await expect(loading).toHaveCount(0);
    await expect(page.getByTestId('conversation-row')).toHaveCount(8);
  });

  test(
    'the badge asks again every 2 minutes, on a hydrated page and on one without React',
    JS_ONLY,
    async ({ page }) => {
      await page.clock.install();
      await signIn(page, MIA);
      const messages = page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: /My Messages/ });
      for (const [path, key, left] of [
        ['/messaging-twoway/new', 'CONV-MIA-01', '3 new messages'],
        ['/accounts/list', 'CONV-MIA-04', '2 new messages'],
      ] as const) {
        await page.goto(path);
        await expect(messages).not.toContainText(left);
        // Read in this session without leaving the page (as another tab would); the poll then brings the new count.
        expect((await page.request.get(conv(key))).status()).toBe(200);
        await page.clock.fastForward('02:01');
        await expect(messages).toContainText(left);
      }
    },
  );

  test('the badge counts again on a client-side move to another page', JS_ONLY, async ({ page }) => {
    await signIn(page, MIA);
    const messages = page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: /My Messages/ });
    await expect(messages).toContainText('4 new messages');
    // Read an unread conversation in this session without leaving the page (as another tab would).
    const read = await page.request.get(conv('CONV-MIA-01'));
    expect(read.status()).toBe(200);
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'My Details' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Details');
    await expect(messages).toContainText('3 new messages');
    await expect(page.getByTestId('message-badge')).toHaveText('3');
  });
});
