import { beforeEach, describe, expect, it } from '@jest/globals';
import { accountKeyToHex } from '../../shared/api/accounts.ts';
import { usePortal, useSignedIn } from './use-portal.ts';
import { csrfFrom, signIn, text } from '../helpers/browserless.ts';
import { MIA, WES } from '../helpers/customers.ts';
import { expectServedWithoutReact } from '../helpers/served-without-react.ts';
import { resetMessages } from './messaging.helpers.ts';

// Secure two-way messaging (spec 3 §2, §5, §7, §8) over HTTP against the sandbox's mia.messages: 12 conversations.
const portal = usePortal();
const agent = useSignedIn(portal, MIA);
const conv = (key: string) => accountKeyToHex(key);

beforeEach(() => resetMessages(portal.sandbox.apiUrl, MIA.username));

const rows = (html: string) => html.match(/data-testid="conversation-row"/g)?.length ?? 0;

function keyOf(html: string): string {
  const match = /name="submissionKey" value="([^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error('no submission key on the page');
  return match[1];
}

describe('conversation list', () => {
  it('redirects the base to the list, and pages 8 at a time with ?page= links', async () => {
    await agent.get('/messaging-twoway').expect(302).expect('location', '/messaging-twoway/view');
    const first = (await agent.get('/messaging-twoway/view').expect(200)).text;
    expect(rows(first)).toBe(8);
    expect(first).toContain('href="/messaging-twoway/view?page=2"');
    expect(text(first)).toContain('Send a new message');
    expect(text(first)).toContain('Unread');
    const second = (await agent.get('/messaging-twoway/view?page=2').expect(200)).text;
    expect(rows(second)).toBe(4);
    // Newest first: the first page's first row is the most recently modified.
    expect(first.indexOf('Your new Easy Access Saver')).toBeGreaterThan(-1);
    // A page past the end shows the last one.
    expect(rows((await agent.get('/messaging-twoway/view?page=99').expect(200)).text)).toBe(4);
  });
});

describe('empty list', () => {
  it('says there are no messages and still offers a new one', async () => {
    const wes = await signIn(portal.url, WES);
    const page = (await wes.get('/messaging-twoway/view').expect(200)).text;
    expect(rows(page)).toBe(0);
    expect(text(page)).toContain('You have no messages.');
    expect(page).toContain('href="/messaging-twoway/new"');
    expect(page).not.toContain('data-testid="message-badge"');
  });
});

describe('conversation view', () => {
  it('shows the history as text, with Re: and the related account, and a Reply button', async () => {
    const html = (await agent.get(`/messaging-twoway/message/view/${conv('CONV-MIA-01')}`).expect(200)).text;
    const page = text(html);
    expect(page).toContain('Re: Your new Easy Access Saver');
    expect(page).toContain('SM1000101');
    expect(page).toContain('Agent');
    expect(html).toContain('data-testid="reply"');
    expect(html).toContain('href="/messaging-twoway/view"');
  });

  it('shows a hostile body as text, never as markup', async () => {
    const html = (await agent.get(`/messaging-twoway/message/view/${conv('CONV-MIA-07')}`).expect(200)).text;
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('says a conversation is closed and offers no Reply; hides placeholder accounts', async () => {
    const closed = (await agent.get(`/messaging-twoway/message/view/${conv('CONV-MIA-03')}`).expect(200))
      .text;
    expect(text(closed)).toContain('(Conversation closed)');
    expect(closed).not.toContain('data-testid="reply"');
    const placeholder = (await agent.get(`/messaging-twoway/message/view/${conv('CONV-MIA-05')}`).expect(200))
      .text;
    expect(placeholder).not.toContain('data-testid="related-account"');
    const notAvailable = (
      await agent.get(`/messaging-twoway/message/view/${conv('CONV-MIA-12')}`).expect(200)
    ).text;
    expect(notAvailable).not.toContain('data-testid="related-account"');
  });

  it('says a closed account, and no Re: for a single message', async () => {
    const closedAccount = (
      await agent.get(`/messaging-twoway/message/view/${conv('CONV-MIA-02')}`).expect(200)
    ).text;
    expect(closedAccount).toMatch(/data-testid="related-account"[^>]*>35300022 &lt;Closed account&gt;</);
    const single = text(
      (await agent.get(`/messaging-twoway/message/view/${conv('CONV-MIA-04')}`).expect(200)).text,
    );
    expect(single).toContain('Your annual summary');
    expect(single).not.toContain('Re: Your annual summary');
  });

  it('is not found for a bad or unknown id', async () => {
    await agent.get('/messaging-twoway/message/view/zz').expect(404);
    await agent.get(`/messaging-twoway/message/view/${conv('CONV-NOPE')}`).expect(404);
  });
});

describe('new message', () => {
  it('checks the form with the spec’s messages', async () => {
    const form = (await agent.get('/messaging-twoway/new').expect(200)).text;
    const post = (fields: Record<string, string>) =>
      agent
        .post('/messaging-twoway/new')
        .type('form')
        .send({ _csrf: csrfFrom(form), submissionKey: keyOf(form), ...fields });
    expect(text((await post({ message: '' }).expect(400)).text)).toContain('Please enter a message');
    expect(text((await post({ message: ' x' }).expect(400)).text)).toContain('Please enter a valid message');
    expect(text((await post({ message: 'x', subject: 's'.repeat(101) }).expect(400)).text)).toContain(
      'Please enter a valid subject',
    );
  });

  it('preselects the account named in the URL', async () => {
    const id = accountKeyToHex('ACC-35300011');
    const form = (await agent.get(`/messaging-twoway/new/${id}`).expect(200)).text;
    expect(form).toMatch(new RegExp(`<option value="${id}" selected`));
    await agent.get('/messaging-twoway/new/zz').expect(404);
  });

  it('sends once for two parallel POSTs of the same key, and confirms with the reference', async () => {
    const form = (await agent.get('/messaging-twoway/new').expect(200)).text;
    const key = keyOf(form);
    const send = () =>
      agent
        .post('/messaging-twoway/new')
        .type('form')
        .send({ _csrf: csrfFrom(form), submissionKey: key, subject: '', message: 'Hello\r\nthere' });
    const [a, b] = await Promise.all([send(), send()]);
    const confirmation = `/messaging-twoway/new/confirmation?key=${key}`;
    expect(a.status).toBe(303);
    expect(b.status).toBe(303);
    expect(a.headers.location).toBe(confirmation);
    expect(b.headers.location).toBe(confirmation);
    const html = (await agent.get(confirmation).expect(200)).text;
    expectServedWithoutReact(html);
    const page = text(html);
    expect(page).toContain('General Enquiry');
    expect(page).toContain('Your message has been sent. See details below.');
    expect(page).toContain('Back To Messages');
    const second = (await agent.get('/messaging-twoway/view?page=2').expect(200)).text;
    expect(rows(second)).toBe(5);
  });

  it('prefixes the account and shows a failure and an unknown outcome', async () => {
    const id = accountKeyToHex('ACC-35300011');
    const send = async (message: string) => {
      const form = (await agent.get(`/messaging-twoway/new/${id}`).expect(200)).text;
      const res = await agent
        .post('/messaging-twoway/new')
        .type('form')
        .send({ _csrf: csrfFrom(form), submissionKey: keyOf(form), account: id, subject: 'Test', message })
        .expect(303);
      return text((await agent.get(res.headers.location ?? '').expect(200)).text);
    };
    const sent = await send('Hello');
    expect(sent).toContain('Message about account number 35300011');
    expect(await send('FAIL-SEND')).toContain('Your message was not sent. Try again.');
    expect(await send('UNKNOWN-SEND')).toContain(
      'An unknown error occurred. Please check your accounts before retrying.',
    );
  });
});

describe('result titles (WCAG 2.2 SC 2.4.2)', () => {
  it('say what happened, then the subject: Message sent, Reply sent, Reply failed', async () => {
    const form = (await agent.get('/messaging-twoway/new').expect(200)).text;
    const sent = await agent
      .post('/messaging-twoway/new')
      .type('form')
      .send({ _csrf: csrfFrom(form), submissionKey: keyOf(form), subject: '', message: 'Hello' })
      .expect(303);
    expect((await agent.get(sent.headers.location ?? '').expect(200)).text).toContain(
      '<title>Message sent - General Enquiry - ',
    );
    const id = conv('CONV-MIA-01');
    const reply = async (message: string) => {
      const replyForm = (await agent.get(`/messaging-twoway/message/reply/${id}`).expect(200)).text;
      const res = await agent
        .post(`/messaging-twoway/message/reply/${id}`)
        .type('form')
        .send({ _csrf: csrfFrom(replyForm), submissionKey: keyOf(replyForm), message })
        .expect(303);
      return (await agent.get(res.headers.location ?? '').expect(200)).text;
    };
    expect(await reply('Thank you')).toContain('<title>Reply sent - Your new Easy Access Saver - ');
    expect(await reply('FAIL-SEND')).toContain('<title>Reply failed - Your new Easy Access Saver - ');
  });
});

describe('reply', () => {
  it('replies once to an open conversation', async () => {
    const id = conv('CONV-MIA-01');
    const form = (await agent.get(`/messaging-twoway/message/reply/${id}`).expect(200)).text;
    expect(text(form)).toContain('Re: Your new Easy Access Saver');
    const post = (message: string) =>
      agent
        .post(`/messaging-twoway/message/reply/${id}`)
        .type('form')
        .send({ _csrf: csrfFrom(form), submissionKey: keyOf(form), message });
    expect(text((await post(' x').expect(400)).text)).toContain('Please enter a valid message');
    const [a, b] = await Promise.all([post('Thank you'), post('Thank you')]);
    expect(a.status).toBe(303);
    expect(b.headers.location).toBe(a.headers.location);
    const html = (await agent.get(a.headers.location ?? '').expect(200)).text;
    expectServedWithoutReact(html);
    const result = text(html);
    expect(result).toContain('Your message has been sent. See details below.');
    const view = text((await agent.get(`/messaging-twoway/message/view/${id}`).expect(200)).text);
    expect(view.match(/Thank you/g)).toHaveLength(1);
  });

  it('says Reply failed when the bank refuses', async () => {
    const id = conv('CONV-MIA-01');
    const form = (await agent.get(`/messaging-twoway/message/reply/${id}`).expect(200)).text;
    const res = await agent
      .post(`/messaging-twoway/message/reply/${id}`)
      .type('form')
      .send({ _csrf: csrfFrom(form), submissionKey: keyOf(form), message: 'FAIL-SEND' })
      .expect(303);
    const page = text((await agent.get(res.headers.location ?? '').expect(200)).text);
    expect(page).toContain('Reply failed');
    expect(page).toContain('Unfortunately we were unable to send this message at this time.');
  });

  it('refuses to reply to a closed conversation or one without Reply', async () => {
    for (const key of ['CONV-MIA-03', 'CONV-MIA-04']) {
      const id = conv(key);
      await agent
        .get(`/messaging-twoway/message/reply/${id}`)
        .expect(302)
        .expect('location', `/messaging-twoway/message/view/${id}`);
      const view = (await agent.get(`/messaging-twoway/message/view/${id}`).expect(200)).text;
      await agent
        .post(`/messaging-twoway/message/reply/${id}`)
        .type('form')
        .send({ _csrf: csrfFrom(view), submissionKey: 'A'.repeat(22), message: 'Hello' })
        .expect(303)
        .expect('location', `/messaging-twoway/message/view/${id}`);
    }
  });
});

describe('delete', () => {
  async function confirmDelete(key: string) {
    const id = conv(key);
    const page = (await agent.get(`/messaging-twoway/message/delete/${id}`).expect(200)).text;
    expect(text(page)).toContain('You are about to delete the following conversation');
    expect(page).toContain('Confirm Delete');
    expect(page).toContain(`href="/messaging-twoway/message/view/${id}"`);
    const post = () =>
      agent
        .post(`/messaging-twoway/message/delete/${id}`)
        .type('form')
        .send({ _csrf: csrfFrom(page), submissionKey: keyOf(page) });
    const [a, b] = await Promise.all([post(), post()]);
    expect(a.status).toBe(303);
    expect(b.headers.location).toBe(a.headers.location);
    const html = (await agent.get(a.headers.location ?? '').expect(200)).text;
    expectServedWithoutReact(html);
    return text(html);
  }

  it('deletes a conversation once and says so', async () => {
    const result = await confirmDelete('CONV-MIA-08');
    expect(result).toContain('Your message has been deleted. See details below');
    expect(result).toContain('Back to messages');
    await agent.get(`/messaging-twoway/message/view/${conv('CONV-MIA-08')}`).expect(404);
    expect(rows((await agent.get('/messaging-twoway/view?page=2').expect(200)).text)).toBe(3);
  });

  it('says when the bank could not delete', async () => {
    const result = await confirmDelete('CONV-MIA-06');
    expect(result).toContain('An error occurred while trying to process your request.');
  });
});

describe('new-message badge', () => {
  it('shows My Messages with the count in the menu, and answers the poll as JSON', async () => {
    const html = (await agent.get('/accounts/list').expect(200)).text;
    expect(html).toContain('href="/messaging-twoway/"');
    expect(html).toMatch(/data-testid="message-badge"[^>]*>4</);
    expect(text(html)).toContain('4 new messages');
    const count = await agent.get('/messaging-twoway/count').set('x-background-request', '1').expect(200);
    expect(count.body).toEqual({ count: 4 });
    // Reading an unread conversation lowers the count.
    await agent.get(`/messaging-twoway/message/view/${conv('CONV-MIA-01')}`).expect(200);
    expect((await agent.get('/messaging-twoway/count').expect(200)).body).toEqual({ count: 3 });
  });

  it('shows the lowered count on the page that opens an unread conversation', async () => {
    const poll = async () =>
      (await agent.get('/messaging-twoway/count').set('x-background-request', '1').expect(200)).body as {
        count: number;
      };
    const before = (await poll()).count;
    const html = (await agent.get(`/messaging-twoway/message/view/${conv('CONV-MIA-10')}`).expect(200)).text;
    const after = (await poll()).count;
    expect(after).toBe(before - 1);
    expect(html).toMatch(new RegExp(`data-testid="message-badge"[^>]*>${after}<`));
  });

  it("gives signed-in customers, and only them, the 'Send us a message' link (spec 1 §2)", async () => {
    const link = /<a[^>]*href="\/messaging-twoway\/new"[^>]*>Send us a message<\/a>/;
    expect((await agent.get('/accounts/list').expect(200)).text).toMatch(link);
    const visitor = await fetch(`${portal.url}/sign-in/step-1`);
    expect(visitor.status).toBe(200);
    expect(await visitor.text()).not.toMatch(link);
  });

  it('answers 401 to the poll when signed out', async () => {
    const res = await fetch(`${portal.url}/messaging-twoway/count`, { redirect: 'manual' });
    expect(res.status).toBe(401);
  });
});
