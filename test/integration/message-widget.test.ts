import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { accountKeyToHex } from '../../shared/api/accounts.ts';
import { CONVERSATIONS } from '../../shared/api/messaging.ts';
import { usePortal, useSignedIn } from './use-portal.ts';
import { csrfFrom, signIn, text } from '../helpers/browserless.ts';
import { EZRA, MIA } from '../helpers/customers.ts';
import { signedIn, type Caller } from './sandbox/money-helpers.ts';
import { expectServedWithoutReact } from '../helpers/served-without-react.ts';
import { resetMessages } from './messaging.helpers.ts';

// The message widget (spec 3 §2 'Message widget', §3, §5, §8) over HTTP against the sandbox: the account options,
// the validation messages, one SEND_MESSAGE per submission key (counted in the sandbox's conversation list), and the
// acknowledgement page's outcomes. Persona mia.messages (sandbox/CUSTOMERS.md "Secure messaging").
const portal = usePortal();
const agent = useSignedIn(portal, MIA);
let bank: Caller;
const OPEN = accountKeyToHex('ACC-35300011');

beforeAll(async () => {
  bank = await signedIn(portal.sandbox.apiUrl, MIA);
}, 30_000);
beforeEach(() => resetMessages(portal.sandbox.apiUrl, MIA.username));

async function conversationCount(): Promise<number> {
  const { status, body } = await bank.post(CONVERSATIONS, { Offset: 0, Size: 100, ExtendedProperties: {} });
  expect(status).toBe(200);
  return (body as { TotalConversationsCount: number }).TotalConversationsCount;
}

function keyOf(html: string): string {
  const match = /name="submissionKey" value="([^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error('no submission key on the page');
  return match[1];
}

async function form(path = '/message-widget') {
  const page = (await agent.get(path).expect(200)).text;
  return { page, csrf: csrfFrom(page), key: keyOf(page) };
}

describe('message widget', () => {
  it('offers the customer’s accounts as Name: £balance, and the test pages', async () => {
    const { page } = await form();
    expect(text(page)).toContain('Easy Access Saver: £4,200.00');
    expect(page).toContain(`value="${OPEN}"`);
    expect(text((await agent.get('/message-widget-test').expect(200)).text)).toContain('Related account');
    const select = text((await agent.get('/select-accounts-test').expect(200)).text);
    expect(select).toContain('Easy Access Saver: £4,200.00');
  });

  it('shows no form to a customer without accounts, only a link to the accounts', async () => {
    const ezra = await signIn(portal.url, EZRA);
    const page = (await ezra.get('/message-widget').expect(200)).text;
    expect(page).not.toContain('name="submissionKey"');
    expect(page).toContain('href="/accounts/list"');
    expect(text(page)).toContain('You need at least one account with us to send a message about it.');
  });

  it('says what is missing with the spec’s messages, and sends nothing', async () => {
    const before = await conversationCount();
    const { csrf, key } = await form();
    const res = await agent
      .post('/message-widget')
      .type('form')
      .send({ _csrf: csrf, submissionKey: key, account: '', message: '  ' })
      .expect(400);
    expect(text(res.text)).toContain('Please select a related account');
    expect(text(res.text)).toContain('Please enter a message');
    expect(await conversationCount()).toBe(before);
  });

  it('sends once for two parallel posts of the same key, and acknowledges it', async () => {
    const before = await conversationCount();
    const { csrf, key } = await form();
    const post = () =>
      agent
        .post('/message-widget')
        .type('form')
        .send({ _csrf: csrf, submissionKey: key, account: OPEN, message: 'When is interest paid?' });
    const [first, second] = await Promise.all([post(), post()]);
    for (const res of [first, second]) {
      expect(res.status).toBe(303);
      expect(res.headers.location).toBe(`/message-widget/message/success/?key=${key}`);
    }
    expect(await conversationCount()).toBe(before + 1);
    const page = (await agent.get(`/message-widget/message/success/?key=${key}`).expect(200)).text;
    expectServedWithoutReact(page);
    const ack = text(page);
    expect(ack).toContain('Message acknowledgement');
    expect(ack).toContain('Your message has been sent. See details below.');
    expect(ack).toContain('Accounts');
    // A third post of the used key still sends nothing.
    await post().expect(303);
    expect(await conversationCount()).toBe(before + 1);
  });

  it('shows the Failed and unknown outcomes in a red alert', async () => {
    const before = await conversationCount();
    for (const [body, expected] of [
      ['FAIL-SEND please', 'Your message was not sent. Try again.'],
      ['UNKNOWN-SEND please', 'An unknown error occurred. Please check your accounts before retrying.'],
    ] as const) {
      const { csrf, key } = await form();
      await agent
        .post('/message-widget')
        .type('form')
        .send({ _csrf: csrf, submissionKey: key, account: OPEN, message: body })
        .expect(303);
      const ack = (await agent.get(`/message-widget/message/success/?key=${key}`).expect(200)).text;
      expect(ack).toContain('govuk-error-summary');
      expect(text(ack)).toContain(expected);
    }
    // Failed stores nothing; the unknown one was stored, as a bank would.
    expect(await conversationCount()).toBe(before + 1);
  });
});
