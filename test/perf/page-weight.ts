import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { accountKeyToHex } from '#shared/api/accounts.ts';
import { CHROMIUM_LAUNCH } from '../helpers/chromium.ts';

// Page weight (docs/performance.md, How to measure): Playwright records every response of a page; each JS and CSS
// body is gzipped here and summed.

export type Weight = { page: string; jsGzip: number; cssGzip: number; files: number };

async function weigh(page: Page, name: string, go: () => Promise<unknown>): Promise<Weight> {
  const bodies: Promise<{ type: string; bytes: number }>[] = [];
  const onResponse = (response: import('playwright-core').Response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!/javascript|css/.test(type)) return;
    bodies.push(response.body().then((b) => ({ type, bytes: gzipSync(b, { level: 9 }).length })));
  };
  page.on('response', onResponse);
  await go();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  const all = await Promise.all(bodies);
  return {
    page: name,
    jsGzip: all.filter((b) => b.type.includes('javascript')).reduce((n, b) => n + b.bytes, 0),
    cssGzip: all.filter((b) => b.type.includes('css')).reduce((n, b) => n + b.bytes, 0),
    files: all.length,
  };
}

export async function measurePageWeights(portalUrl: string): Promise<Weight[]> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const signIn = await weigh(page, 'sign-in (/sign-in/step-1)', () =>
      page.goto(`${portalUrl}/sign-in/step-1`),
    );
    // Registration step 1 (spec 1 §2), signed out as a customer registering is: registration ends a session.
    const registration = await weigh(page, 'registration step 1 (/registration/register)', () =>
      page.goto(`${portalUrl}/registration/register`),
    );
    await page.goto(`${portalUrl}/sign-in/step-1`);
    await page.getByLabel('Username').fill('demo.saver');
    await page.getByLabel('Password', { exact: true }).fill('Demo-Password-2026');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/sign-in/step-2');
    for (const label of await page.locator('label[for^=pin]').allTextContents()) {
      await page.getByLabel(label).fill('482916'[Number.parseInt(label, 10) - 1]!);
    }
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/accounts/list');
    // A fresh tab with an empty cache: the accounts page as a customer's first load.
    const fresh = await context.newPage();
    const accounts = await weigh(fresh, 'accounts (/accounts/list)', () =>
      fresh.goto(`${portalUrl}/accounts/list`),
    );
    // The account details page (spec 2 §2), a first load in another fresh tab: demo.saver's easy access account.
    const detailsTab = await context.newPage();
    const details = await weigh(detailsTab, 'account details (/accounts/details/{id})', () =>
      detailsTab.goto(`${portalUrl}/accounts/details/${accountKeyToHex('ACC-30187452')}`),
    );
    // The money journeys' pages (docs/money-journeys.md), first loads in fresh tabs: the withdrawal review (a journey
    // under way in the session), the withdrawal's and the card payment's details forms, and a new message.
    const easyAccess = accountKeyToHex('ACC-30187452');
    await page.goto(`${portalUrl}/make-withdrawal/${easyAccess}`);
    await page.getByLabel('Amount').fill('10');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/review');
    const reviewTab = await context.newPage();
    const withdrawalReview = await weigh(reviewTab, 'withdrawal review (/make-withdrawal/{id}/review)', () =>
      reviewTab.goto(`${portalUrl}/make-withdrawal/${easyAccess}/review`),
    );
    const withdrawalTab = await context.newPage();
    const withdrawal = await weigh(withdrawalTab, 'make a withdrawal (/make-withdrawal/{id})', () =>
      withdrawalTab.goto(`${portalUrl}/make-withdrawal/${easyAccess}`),
    );
    const cardTab = await context.newPage();
    const cardDetails = await weigh(cardTab, 'card details (/savings-servicing/pay-into-account/{id})', () =>
      cardTab.goto(`${portalUrl}/savings-servicing/pay-into-account/${easyAccess}`),
    );
    const messageTab = await context.newPage();
    const newMessage = await weigh(messageTab, 'new message (/messaging-twoway/new)', () =>
      messageTab.goto(`${portalUrl}/messaging-twoway/new`),
    );
    return [signIn, registration, accounts, details, withdrawal, withdrawalReview, cardDetails, newMessage];
  } finally {
    await browser.close();
  }
}
