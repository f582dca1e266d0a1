import {
  checkA11y,
  ENHANCE_SCRIPT,
  ENTRY_MODULE,
  expect,
  holdScripts,
  JS_ONLY,
  test,
  waitForHydratedForm,
} from './fixtures.ts';
import { DEMO } from './env.ts';
import { signIn, submitStep1 } from './pages/sign-in.ts';

// The timeout warning (spec 1 §4, spec 1 §8 Timeout). The browser's clock is moved on with Playwright's clock API
// instead of waiting; the server keeps real time, so its session is still alive when the dialog is answered.
const LAST_MINUTE = /You will be signed out in \d+ seconds\. Do you want to continue your session\?/;

test.describe('session timeout warning', JS_ONLY, () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
    await signIn(page);
    await expect(page).toHaveURL(/\/accounts\/list$/);
  });

  test('opens a modal in the last minute, and Yes keeps the customer signed in', async ({ page }) => {
    const dialog = page.getByRole('dialog', { name: 'Your session is about to time out' });
    await page.clock.runFor('18:50');
    await expect(dialog).toBeHidden();
    await page.clock.runFor('00:20');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(LAST_MINUTE);
    await expect(dialog.getByRole('heading')).toBeFocused();
    await checkA11y(page, 'timeout warning open');

    const keepAlive = page.waitForResponse(
      (r) => r.url().endsWith('/keep-alive') && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Yes' }).click();
    expect((await keepAlive).status()).toBe(200);
    await page.clock.runFor('00:02');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('banner')).toContainText('Hi Alex Saver');
  });

  test('each announcement says the seconds left then, as the dialog shows them', async ({ page }) => {
    // What the live region and the visible sentence say once the page has rendered the latest tick (React renders
    // after a message-channel task, which the clock does not fake).
    const snapshot = () =>
      page.evaluate(async () => {
        await new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        });
        return {
          heard: document.querySelector('[data-timeout-announce]')?.textContent ?? '',
          shown: document.querySelector('#timeout-message')?.textContent ?? '',
        };
      });
    await page.clock.runFor('18:30');
    const announcements: { heard: string; shown: string }[] = [];
    for (let step = 0; step < 90 && announcements.length < 3; step++) {
      await page.clock.runFor(1000);
      // At the limit the page goes to /signed-out: what was heard until then is the answer.
      const now = await snapshot().catch(() => null);
      if (!now) break;
      if (now.heard !== '' && now.heard !== announcements.at(-1)?.heard) announcements.push(now);
    }
    expect(announcements.map(({ heard }) => heard)).toEqual(
      [60, 40, 20].map(
        (n) => `You will be signed out in ${n} seconds. Do you want to continue your session?`,
      ),
    );
    for (const { heard, shown } of announcements) expect(shown).toBe(heard);
  });

  test('Escape also keeps the session, never a silent close', async ({ page }) => {
    await page.clock.runFor('19:10');
    const dialog = page.getByRole('dialog', { name: 'Your session is about to time out' });
    await expect(dialog).toBeVisible();
    const keepAlive = page.waitForResponse((r) => r.url().endsWith('/keep-alive'));
    await page.keyboard.press('Escape');
    expect((await keepAlive).status()).toBe(200);
  });

  test('No signs the customer out', async ({ page }) => {
    await page.clock.runFor('19:10');
    const dialog = page.getByRole('dialog', { name: 'Your session is about to time out' });
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(page).toHaveURL(/\/signed-out$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Signed out' })).toBeVisible();
  });

  test('at the limit the page goes to /signed-out', async ({ page }) => {
    await page.clock.runFor('20:05');
    await expect(page).toHaveURL(/\/signed-out$/);
  });
});

test.describe('sign-in flow timer warning', JS_ONLY, () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
    await page.goto('/sign-in/step-1');
    await submitStep1(page, DEMO);
    await expect(page).toHaveURL(/\/sign-in\/step-2$/);
  });

  test('counts down in the last minute of step 2; Yes restarts the timer', async ({ page }) => {
    const dialog = page.getByRole('dialog', { name: 'This page is about to time out' });
    await page.clock.runFor('14:10'); // the flow timer: 15 minutes by default (decision 032)
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      /For security reasons, this page will timeout in \d+ seconds\. Would you like more time\?/,
    );
    await checkA11y(page, 'sign-in flow timeout warning');
    const keepAlive = page.waitForResponse((r) => r.url().endsWith('/keep-alive'));
    await dialog.getByRole('button', { name: 'Yes' }).click();
    expect(await (await keepAlive).json()).toMatchObject({ active: true });
    await page.clock.runFor('00:02');
    await expect(dialog).toBeHidden();
  });

  test('No leaves the flow for the first sign-in page', async ({ page }) => {
    await page.clock.runFor('14:10'); // the flow timer: 15 minutes by default (decision 032)
    await page.getByRole('dialog').getByRole('button', { name: 'No' }).click();
    await expect(page).toHaveURL(/\/sign-in\/step-1$/);
  });
});

// Decision 080: a page's scripts start after its first paint, and in a background tab only once it is shown. The
// time left that the page was served with counts from when it arrived, not from when its script started.
test.describe('the time left counts from when the page arrived', JS_ONLY, () => {
  test('a hydrated page whose script starts late still warns in the last minute of its flow', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/sign-in/step-1');
    await waitForHydratedForm(page);
    await submitStep1(page, DEMO);
    await expect(page).toHaveURL(/\/sign-in\/step-2$/);

    const release = await holdScripts(page, ENTRY_MODULE);
    await page.reload();
    await page.clock.runFor('14:10'); // the flow timer: 15 minutes by default (decision 032)
    release();
    await waitForHydratedForm(page);
    await expect(page.getByRole('dialog', { name: 'This page is about to time out' })).toBeVisible();
  });

  test('a page without React whose script starts late still warns in the last minute', async ({ page }) => {
    await page.clock.install();
    await signIn(page);
    const release = await holdScripts(page, ENHANCE_SCRIPT);
    await page.goto('/accounts/list');
    await page.clock.runFor('19:10');
    release();
    await expect(page.getByRole('dialog', { name: 'Your session is about to time out' })).toBeVisible();
  });
});
