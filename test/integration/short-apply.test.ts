import { describe, expect, it } from '@jest/globals';
import { accountKeyToHex } from '../../shared/api/accounts.ts';
import { signIn, text } from '../helpers/browserless.ts';
import { OLIVE, ZED } from '../helpers/customers.ts';
import { EASY, HIDDEN, STEP_ONE, WITHDRAWN, review, useShortApply } from './short-apply.helpers.ts';

// The short application (spec 3 §2; docs/money-journeys.md) over HTTP against the sandbox, as a browser without
// JavaScript: the product list and the stage in the URL. Step 1 and the review have their own files
// (short-apply-step-1.test.ts, short-apply-submit.test.ts).
const { portal, olive } = useShortApply();

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
