import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { accountKeyToHex } from '../../shared/api/accounts.ts';
import { formatDate, londonToday } from '#shared/domain/dates.ts';
import { nextWorkingDayAfter, SPEC_HOLIDAY_LIST } from '#shared/domain/working-days.ts';
import { LAYOUT_DEFAULTS } from '#shared/messages/layout.ts';
import { editorAct, h1, publishText, restoreText, useEditorPortal } from './managed-content.helpers.ts';

import { csrfFrom, signIn, text } from '../helpers/browserless.ts';
import { OLIVE, WES } from '../helpers/customers.ts';

// The shell's managed content over HTTP (decision 038): the layout tag read once per page by the root
// loader (header, footer and its support hours, the help panel, the blocked screens' hours, the not-found page and
// the error boundary), the Express-rendered error page reading the cached layout values without waiting, the
// signed-out pages, and the bank-holiday list (validated on save, read by the working-day calculations).

const { portal, editor } = useEditorPortal('managed-content-shell-tests-0123456789-abcdefgh');

const footer = (html: string) => text(/<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? '');

async function page(path: string, status = 200) {
  return (await request(portal.url).get(path).expect(status)).text;
}

function act(tag: string, name: string, intent: string, value?: string, status = 303) {
  return editorAct(editor, { tag, name }, intent, value === undefined ? {} : { value }, status);
}

const publish = (tag: string, name: string, value: string) => publishText(editor, { tag, name }, value);
const restore = (tag: string, name: string) => restoreText(editor, { tag, name });

describe('the layout tag', () => {
  it('shows the defaults in code, with no editor markup, to a customer', async () => {
    const home = await page('/sign-in/step-1');
    expect(footer(home)).toContain(LAYOUT_DEFAULTS.content.supportHours);
    expect(footer(home)).toContain('is authorised by the Prudential Regulation Authority');
    expect(home).toContain('Skip to main content');
    const blocked = text(await page('/forgotten-password/blocked'));
    expect(blocked).toContain('Need help?');
    expect(blocked).toContain('Monday to Friday 9am to 5pm, excluding bank holidays.');
    expect(blocked).toContain('Opening hours: 8am to 8pm Monday to Saturday, 9am to 5pm Sunday.');
    const missing = await page('/no-such-page', 404);
    expect(h1(missing)).toBe('Resource not found.');
    for (const html of [home, blocked, missing]) {
      expect(html).not.toContain('/content/edit');
      expect(html).not.toContain('app-content-edit');
    }
  });

  it('shows published values in the footer, help panel, blocked screens and not-found pages', async () => {
    await publish('layout', 'content.supportHours', 'Every day, 8am to 10pm');
    await publish('layout', 'content.helpPanelHours', 'Weekdays 7am to 7pm.');
    await publish('layout', 'content.blockedHours', 'Opening hours: always.');
    await publish('layout', 'content.notFoundHeading', 'We cannot find that page');
    await publish('layout', 'content.regulatory', '{bankName} is regulated. <b>Really</b>.');

    const home = await page('/sign-in/step-1');
    expect(footer(home)).toContain('Every day, 8am to 10pm');
    expect(footer(home)).not.toContain(LAYOUT_DEFAULTS.content.supportHours);
    expect(footer(home)).toMatch(/\S+ is regulated\. Really\./);
    expect(footer(home)).not.toContain('{bankName}');
    const blocked = text(await page('/forgotten-password/blocked'));
    expect(blocked).toContain('Weekdays 7am to 7pm.');
    expect(blocked).toContain('Opening hours: always.');
    expect(text(await page('/sign-in/blocked'))).toContain('Opening hours: always.');
    // The not-found route, and the error boundary for a 404 a loader throws (an unknown account).
    expect(h1(await page('/no-such-page', 404))).toBe('We cannot find that page');
    const wes = await signIn(portal.url, WES);
    const thrown = await wes.get(`/make-withdrawal/${accountKeyToHex('ACC-00000000')}`).expect(404);
    expect(h1(thrown.text)).toBe('We cannot find that page');

    await restore('layout', 'content.supportHours');
    expect(footer(await page('/sign-in/step-1'))).toContain(LAYOUT_DEFAULTS.content.supportHours);
  });

  it('the Express error page uses the layout values the content service holds, never waiting for it', async () => {
    await publish('layout', 'content.tooLargeHeading', 'That was far too much');
    // A publish drops the cached tag: until a page loads it again the Express page has the default.
    const tooLarge = async () => {
      const form = await request.agent(portal.url).get('/sign-in/step-1').expect(200);
      return request(portal.url)
        .post('/sign-in/step-1')
        .type('form')
        .send(
          `_csrf=${csrfFrom(form.text)}&${Array.from({ length: 100_000 }, (_, i) => `f${i}=x`).join('&')}`,
        )
        .expect(413);
    };
    expect(h1((await tooLarge()).text)).toBe('That was far too much');
    await restore('layout', 'content.tooLargeHeading');
    await page('/sign-in/step-1');
    expect(h1((await tooLarge()).text)).toBe(LAYOUT_DEFAULTS.content.tooLargeHeading);
  });

  it('the Too many attempts page uses the published layout texts, with its minutes and phone filled in', async () => {
    await publish('layout', 'content.tooManyAttemptsHeading', 'Please slow down');
    await publish('layout', 'content.tooManyAttemptsWait', 'Try again in {minutes} minutes.');
    await page('/sign-in/step-1'); // loads the tag into the content service's cache
    const limited = text(await page('/too-many-attempts?minutes=7', 429));
    expect(h1(await page('/too-many-attempts?minutes=7', 429))).toBe('Please slow down');
    expect(limited).toContain('Try again in 7 minutes.');
    expect(limited).toContain(LAYOUT_DEFAULTS.content.tooManyAttemptsText);
    expect(limited).toMatch(/If you need help, call us on \S/);
    expect(limited).not.toContain('{');
    await restore('layout', 'content.tooManyAttemptsHeading');
    await restore('layout', 'content.tooManyAttemptsWait');
    await page('/sign-in/step-1');
    const again = await page('/too-many-attempts?minutes=1', 429);
    expect(h1(again)).toBe('Too many attempts');
    expect(text(again)).toContain('Wait 1 minute and try again.');
  });

  it('leads an editor from the footer to the shell texts and the bank holiday list', async () => {
    const html = (await editor.get('/help').expect(200)).text;
    expect(html).toContain('href="/content?tag=layout"');
    expect(html).toContain('/content/edit?tag=bank-holidays&amp;name=content.list');
    const shell = (await editor.get('/content?tag=layout').expect(200)).text;
    for (const key of [
      'supportHours',
      'notFoundHeading',
      'tooManyAttemptsHeading',
      'timeoutSessionHeading',
    ]) {
      expect(shell).toContain(
        `/content/edit?tag=layout&amp;name=content.${key}&amp;returnTo=%2Fcontent%3Ftag%3Dlayout`,
      );
    }
  });
});

describe('the signed-out pages', () => {
  it('show their defaults, then published values, with Edit links for an editor', async () => {
    expect(h1(await page('/signed-out'))).toBe('Signed out');
    expect(text(await page('/signed-out'))).toContain('You have signed out of online banking.');
    await publish('signed-out', 'content.title', 'You are signed out');
    await publish('signed-out', 'content.signedOut', 'Goodbye for now.');
    const html = await page('/signed-out');
    expect(h1(html)).toBe('You are signed out');
    expect(text(html)).toContain('Goodbye for now.');
    expect(html).toContain('<title>You are signed out - ');
    expect((await editor.get('/signed-out').expect(200)).text).toContain(
      '/content/edit?tag=signed-out&amp;name=content.title',
    );

    const wes = await signIn(portal.url, WES);
    expect(h1((await wes.get('/already-signed-in').expect(200)).text)).toBe('You are already signed in');
    await publish('already-signed-in', 'content.title', 'Still signed in');
    expect(h1((await wes.get('/already-signed-in').expect(200)).text)).toBe('Still signed in');
  });
});

describe('the bank-holiday list', () => {
  it('refuses an entry that is not a real date, with an error summary', async () => {
    const res = await act('bank-holidays', 'content.list', 'save', '2030-12-25, 2031-02-30\n25/12/2031', 400);
    expect(res.text).toContain('govuk-error-summary');
    expect(text(res.text)).toContain(
      'Each bank holiday must be a real date in the format YYYY-MM-DD, for example 2031-12-25. These are not real dates: 2031-02-30, 25/12/2031',
    );
    expect(res.text).toContain('href="#value"');
  });

  it('a published date changes the working days at once (the easy-access withdrawal’s payment date)', async () => {
    const wes = await signIn(portal.url, WES);
    const paidOn = async () =>
      /on the next working day, ([^<.]+\d{4})/.exec(
        text((await wes.get(`/make-withdrawal/${accountKeyToHex('ACC-35000011')}`).expect(200)).text),
      )?.[1];
    const today = londonToday();
    const usual = nextWorkingDayAfter(today, SPEC_HOLIDAY_LIST);
    expect(await paidOn()).toBe(formatDate(usual, 'Do MMMM YYYY'));
    await publish('bank-holidays', 'content.list', `${SPEC_HOLIDAY_LIST.join(', ')},\n${usual}`);
    const moved = nextWorkingDayAfter(today, [...SPEC_HOLIDAY_LIST, usual]);
    expect(moved).not.toBe(usual);
    expect(await paidOn()).toBe(formatDate(moved, 'Do MMMM YYYY'));
    await restore('bank-holidays', 'content.list');
    expect(await paidOn()).toBe(formatDate(usual, 'Do MMMM YYYY'));
  });
});

describe('the short application, with its option labels (the options kind)', () => {
  const BOND = accountKeyToHex('B1FT01'); // monthly or yearly interest: the frequency radios show

  it('shows the defaults, then published texts and option labels on both steps; the values sent stay', async () => {
    const olive = await signIn(portal.url, OLIVE);
    const list = await olive.get('/short-apply/index').expect(200);
    expect(h1(list.text)).toBe('Apply for a savings account');
    const stepOne = await olive.get(`/short-apply/index/${BOND}`).expect(200);
    expect(text(stepOne.text)).toContain('Trading Income/Profit');
    expect(stepOne.text).not.toContain('/content/edit');

    await publish('short-apply-list', 'content.title', 'Open a new account');
    await publish('short-apply', 'content.depositSourceLegend', 'Where is the money from?');
    await publish('short-apply', 'options.depositSource.TradingIncomeProfit', 'Profits from trading');
    await publish('short-apply', 'options.interestFrequency.YE', 'Once a year');
    expect(h1((await olive.get('/short-apply/index').expect(200)).text)).toBe('Open a new account');
    const form = (await olive.get(`/short-apply/index/${BOND}`).expect(200)).text;
    expect(text(form)).toContain('Where is the money from?');
    expect(form).toMatch(/value="Trading Income\/Profit"[^>]*>\s*<label[^>]*>Profits from trading</);
    await olive
      .post(`/short-apply/index/${BOND}?stage=apply`)
      .type('form')
      .send({
        _csrf: csrfFrom(form),
        organisationSource: 'C200041',
        orgDetailsChanged: 'no',
        depositAmount: '25,000',
        depositSource: 'Trading Income/Profit',
        depositMethod: 'Electronic Transfer',
      })
      .expect(303);
    const review = text((await olive.get(`/short-apply/index/${BOND}?stage=review`).expect(200)).text);
    expect(review).toContain('Deposit source Profits from trading');
    expect(review).toContain('Once a year');
    expect(review).toContain('Monthly');

    const editorForm = (await editor.get(`/short-apply/index/${BOND}`).expect(200)).text;
    expect(editorForm).toContain(
      '/content/edit?tag=short-apply&amp;name=options.depositSource.TradingIncomeProfit',
    );
    expect(editorForm).toContain('/content/edit?tag=short-apply&amp;name=content.depositSourceLegend');
  });

  it('shows published error messages on both steps, the documents named in the managed wording', async () => {
    await publish('short-apply', 'errors.depositRequired', 'Tell us how much you will deposit.');
    await publish('short-apply', 'errors.documentsNotOpened', 'First read the {documents}, then confirm.');
    await publish(
      'short-apply',
      'errors.informationRequired',
      'Tick to say you have read the Information Sheet',
    );
    const olive = await signIn(portal.url, OLIVE);
    const visible = (html: string) => html.slice(0, html.indexOf('</main>'));
    const summaryOf = (html: string) =>
      text(/<div class="govuk-error-summary__body">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '');
    const answers = {
      organisationSource: 'C200041',
      orgDetailsChanged: 'no',
      depositAmount: '25,000',
      depositSource: 'Trading Income/Profit',
      depositMethod: 'Electronic Transfer',
    };

    // Step 1 without an amount (the server's answer, as without JavaScript).
    const form = (await olive.get(`/short-apply/index/${BOND}`).expect(200)).text;
    const stepOne = (
      await olive
        .post(`/short-apply/index/${BOND}?stage=apply`)
        .type('form')
        .send({ ...answers, _csrf: csrfFrom(form), depositAmount: '' })
        .expect(400)
    ).text;
    expect(summaryOf(stepOne).trim()).toBe('Tell us how much you will deposit.');
    expect(stepOne).toMatch(/id="depositAmount-error"[^>]*>[\s\S]*?Tell us how much you will deposit\.<\/p>/);
    expect(visible(stepOne)).not.toContain('Please enter the amount you would like to invest.');

    // The review, confirmed before the documents were opened and without the information sheet's box.
    await olive
      .post(`/short-apply/index/${BOND}?stage=apply`)
      .type('form')
      .send({ ...answers, _csrf: csrfFrom(form) })
      .expect(303);
    const review = (await olive.get(`/short-apply/index/${BOND}?stage=review`).expect(200)).text;
    const refused = (
      await olive
        .post(`/short-apply/index/${BOND}?stage=review`)
        .type('form')
        .send({
          _csrf: csrfFrom(review),
          submissionKey: /name="submissionKey" value="([^"]+)"/.exec(review)?.[1] ?? '',
          interestPaymentFrequency: 'YE',
          accuracyConfirm: 'yes',
        })
        .expect(400)
    ).text;
    const named =
      'First read the Account Terms & Conditions, Summary Box and Tariff of Charges, then confirm.';
    expect(summaryOf(refused)).toContain(named);
    expect(summaryOf(refused)).toContain('Tick to say you have read the Information Sheet');
    expect(text(/id="accuracyConfirm-error"[^>]*>[\s\S]*?<\/p>/.exec(refused)?.[0] ?? '')).toContain(named);
    expect(visible(refused)).not.toContain('before you confirm that the information is accurate');

    await restore('short-apply', 'errors.depositRequired');
    await restore('short-apply', 'errors.documentsNotOpened');
    await restore('short-apply', 'errors.informationRequired');
  });
});
