import type { Page } from '@playwright/test';
import { expect, jsEnabled, waitForHydratedForm } from '../fixtures.ts';

// The short application (spec 3 §2, §4, §7): the Apply menu's product cards, step 1's answers, the documents opened
// through the portal, the review's confirmations.

export const EASY = 'Business Easy Access Account';
export const BOND = 'Business 1 Year Fixed Rate Bond';

export class ShortApplicationPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  /**
   * With JavaScript, waits until React owns the page's form, so a radio ticked by the test is not ticked before
   * hydration. The body's class comes from the template's first script, before any module; a hydrated page's
   * modules start only after its first paint (decision 080), so a page with React Router's context waits for its
   * form to carry React's props. The product cards are served without React and have no such form.
   */
  async ready(): Promise<void> {
    if (!jsEnabled(this.page)) return;
    await expect(this.page.locator('body')).toHaveClass(/govuk-frontend-supported/);
    if (await this.page.evaluate(() => '__reactRouterContext' in window))
      await waitForHydratedForm(this.page);
  }

  /** From the product cards, 'Apply now' for `product`: step 1. */
  async start(product: string): Promise<void> {
    const { page } = this;
    await page.goto('/short-apply/index');
    await this.ready();
    await page.getByRole('link', { name: `Apply now for ${product}` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Apply for ${product}`);
    await this.ready();
  }

  /** Step 1 with valid answers (the organisation only when the customer has some). */
  async fillStepOne(amount: string, organisation: string | null = 'Olive Grove Bakery Ltd'): Promise<void> {
    const { page } = this;
    if (organisation) await page.getByRole('radio', { name: organisation }).check();
    await page.getByRole('radio', { name: 'No', exact: true }).check();
    await page.getByLabel('How much would you like to deposit?').fill(amount);
    await page.getByRole('radio', { name: 'Existing Savings' }).check();
    await page.getByRole('radio', { name: 'Electronic Transfer' }).check();
  }

  /** Opens a document through the portal's link (a new tab), waits for the portal to record it, closes the tab. */
  async openDocument(name: string): Promise<void> {
    const { page } = this;
    const recorded = page
      .context()
      .waitForEvent('response', (response) => response.url().includes('/short-apply/document/'));
    const popup = page.waitForEvent('popup');
    await page.getByRole('link', { name: `${name} (opens in new tab)` }).click();
    await recorded;
    await (await popup).close();
  }

  async openAccuracyDocuments(): Promise<void> {
    for (const name of ['Account Terms & Conditions', 'Summary Box', 'Tariff of Charges']) {
      await this.openDocument(name);
    }
    // A GET of the review (a reload after a refused POST would post it again).
    await this.page.goto(this.page.url());
    await this.ready();
  }

  async confirmBoth(): Promise<void> {
    const { page } = this;
    await this.ready();
    await page
      .getByRole('checkbox', { name: /^I confirm that the information I have given is accurate/ })
      .check();
    await page
      .getByRole('checkbox', { name: /^I confirm that I have received and read the Information Sheet/ })
      .check();
  }
}
