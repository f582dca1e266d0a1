import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import {
  bankSessionTicket,
  callContentEditor,
  editorAct,
  h1,
  useEditorPortal,
} from './managed-content.helpers.ts';
import { csrfFrom, signIn, text } from '../helpers/browserless.ts';
import { DEMO, EDNA } from '../helpers/customers.ts';

// Managed content over HTTP (decision 035): the lookup per page tag (default, published, a publish
// invalidating the cache at once although a loaded tag is otherwise fresh for a minute), editor mode only for a
// signed-in editor in the editor deployment, the editor's save / commit / publish / delete, and sanitising on save
// and read. The editor's form has its own file (managed-content-editor.test.ts), and so does a slow or failing
// content service (managed-content-service.test.ts).

const TITLE = 'content.title';
const EDIT = `/content/edit?tag=advert-savings-account&name=${TITLE}&returnTo=%2Fsavings-account`;

const { portal, editor, customerPage } = useEditorPortal('managed-content-tests-0123456789-abcdefghijklmnop');

function act(
  intent: string,
  fields: Record<string, string> = {},
  name = TITLE,
  tag = 'advert-savings-account',
  returnTo = '/savings-account',
) {
  return editorAct(editor, { tag, name, returnTo }, intent, fields);
}

describe('managed content', () => {
  it('shows the default in code, with no editor markup, to a customer', async () => {
    const html = await customerPage();
    expect(h1(html)).toBe('Savings accounts');
    expect(text(html)).toContain('2% AER fixed');
    expect(html).not.toContain('/content/edit');
    expect(html).not.toContain('app-content-edit');
    expect(html).not.toMatch(/inline-edit[\w-]*\.js/);
  });

  it('answers not found to anyone but a signed-in editor', async () => {
    await request(portal.url).get(EDIT).expect(404);
    await request(portal.url).get('/content').expect(404);
    const customer = await signIn(portal.url, DEMO);
    await customer.get(EDIT).expect(404);
    await customer.get('/content').expect(404);
    await customer.get('/content?tag=layout').expect(404);
    const customersPage = (await customer.get('/savings-account').expect(200)).text;
    expect(customersPage).not.toContain('/content/edit');
    expect(customersPage).not.toMatch(/inline-edit[\w-]*\.js/); // the inline editing script is the editor's only
  });

  it('gives an editor an index of every tag, and each tag’s texts with their states and Edit links', async () => {
    const index = (await editor.get('/content').expect(200)).text;
    expect(h1(index)).toBe('Managed texts');
    const tags = /data-testid="managed-tags">([\s\S]*?)<\/ul>/.exec(index)?.[1] ?? '';
    for (const tag of ['layout', 'sign-in', 'signed-out', 'advert-savings-account', 'bank-holidays']) {
      expect(tags).toContain(`href="/content?tag=${tag}"`);
    }
    await editor.get('/content?tag=no-such-tag').expect(404);

    // A text saved but not yet committed shows as Updated, its newest value, with an Edit link back to this list.
    await act('save', { value: 'Sign in to your savings' }, 'content.title', 'sign-in', '/sign-in/step-1');
    const list = (await editor.get('/content?tag=sign-in').expect(200)).text;
    expect(h1(list)).toBe('Managed texts');
    const rows = text(/data-testid="managed-texts">([\s\S]*?)<\/dl>/.exec(list)?.[1] ?? '');
    expect(rows).toContain('Sign in to your savings');
    expect(rows).toMatch(/title\s*Text\s*Sign in to your savings\s*Updated\s*Edit/);
    expect(rows).toMatch(/usernameRequired\s*Error message\s*Please enter the username/);
    expect(list).toContain(
      '/content/edit?tag=sign-in&amp;name=errors.usernameRequired&amp;returnTo=%2Fcontent%3Ftag%3Dsign-in',
    );
    await act('delete', {}, 'content.title', 'sign-in', '/sign-in/step-1');
  });

  it('publishes an edit to customers at once (the cache is invalidated) and delete restores the default', async () => {
    expect(h1(await customerPage())).toBe('Savings accounts'); // cached now, fresh for a minute
    const page = (await editor.get('/savings-account').expect(200)).text;
    expect(page).toContain('/content/edit?tag=advert-savings-account&amp;name=content.title');
    expect(page).toMatch(/<script type="module" nonce="[^"]+" src="\/assets\/inline-edit-[\w-]+\.js">/);

    await act('save', { value: 'Savings that grow' });
    expect(h1((await editor.get('/savings-account').expect(200)).text)).toBe('Savings that grow');
    expect(text((await editor.get('/savings-account').expect(200)).text)).toContain('Updated');
    expect(h1(await customerPage())).toBe('Savings accounts');
    await act('commit');
    expect(text((await editor.get('/savings-account').expect(200)).text)).toContain('Pending');
    expect(h1(await customerPage())).toBe('Savings accounts');
    const published = await act('push');
    expect(published.headers.location).toContain('done=push');
    expect(h1(await customerPage())).toBe('Savings that grow');

    const form = text((await editor.get(String(published.headers.location)).expect(200)).text);
    expect(form).toContain('Published. Customers now see this text.');
    expect(form).toMatch(/publish Edna Editor Savings that grow/);

    await act('delete');
    await act('commit');
    await act('push');
    expect(h1(await customerPage())).toBe('Savings accounts');
  });

  it('reads the help page through it too: the support hours', async () => {
    expect(text(await customerPage('/help'))).toContain(
      'Monday to Friday 9am to 5pm, excluding bank holidays.',
    );
    const help = (name: string, intent: string, value?: string) =>
      act(intent, value === undefined ? {} : { value }, name, 'help', '/help');
    await help('content.hours', 'save', 'Monday to Saturday 8am to 8pm.');
    await help('content.hours', 'commit');
    await help('content.hours', 'push');
    const page = text(await customerPage('/help'));
    expect(page).toContain('Monday to Saturday 8am to 8pm.');
    expect(page).not.toContain('9am to 5pm, excluding bank holidays');
    expect(page).toContain('get a reminder of your username');
    await help('content.hours', 'delete');
    await help('content.hours', 'commit');
    await help('content.hours', 'push');
    expect(text(await customerPage('/help'))).toContain(
      'Monday to Friday 9am to 5pm, excluding bank holidays.',
    );
  });

  it('the bank answers 304 to an unchanged tag and a new ETag after a publish', async () => {
    const headers = { 'x-channel': 'WEB', 'x-client-version': '5.2' };
    const url = `${portal.sandbox.apiUrl}/cmscontent/v1.0/content/advert-mortgage`;
    const first = await fetch(url, { headers });
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag') ?? '';
    expect((await fetch(url, { headers: { ...headers, 'if-none-match': etag } })).status).toBe(304);
    await act('save', { value: 'Home loans' }, TITLE, 'advert-mortgage', '/mortgage');
    expect((await fetch(url, { headers: { ...headers, 'if-none-match': etag } })).status).toBe(304);
    await act('commit', {}, TITLE, 'advert-mortgage', '/mortgage');
    await act('push', {}, TITLE, 'advert-mortgage', '/mortgage');
    const changed = await fetch(url, { headers: { ...headers, 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(((await changed.json()) as { Content: Record<string, string> }).Content).toEqual({
      title: 'Home loans',
    });
  });

  it('refuses an empty save with an error message', async () => {
    const form = (await editor.get(EDIT).expect(200)).text;
    const res = await editor
      .post(EDIT)
      .type('form')
      .send({
        _csrf: csrfFrom(form),
        tag: 'advert-savings-account',
        name: TITLE,
        returnTo: '/',
        intent: 'save',
        value: ' ',
      })
      .expect(400);
    expect(text(res.text)).toContain('Enter the new text');
  });

  it('sanitises hostile content: the editor sees the marker, customers nothing', async () => {
    const hostile =
      '<p>Call us<script>alert(1)</script></p><img src=x onerror=alert(2)><a href="javascript:alert(3)">x</a>' +
      '<svg onload=alert(4)></svg><strong class="app-content-blocked">fake</strong>';
    await act('save', { value: hostile }, 'content.moreHtml');
    await act('commit', {}, 'content.moreHtml');
    await act('push', {}, 'content.moreHtml');
    const editorHtml = (await editor.get('/savings-account').expect(200)).text;
    expect(editorHtml.match(/class="app-content-blocked"/g)?.length).toBeGreaterThanOrEqual(1);
    const customerHtml = await customerPage();
    for (const html of [editorHtml, customerHtml]) {
      const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
      expect(main).not.toMatch(/<script|onerror|onload|javascript:|<svg/i);
      expect(main).toContain('<p>Call us');
    }
    expect(customerHtml).not.toContain('app-content-blocked');
    expect(customerHtml).not.toContain('no scripts allowed');
  });

  it('sanitises on read too: a value put in the store by another way shows no script', async () => {
    const bank = (await editor.get(EDIT.replace(TITLE, 'content.summary')).expect(200)).text;
    expect(bank).toContain('Edit managed text');
    // The store holds what the editor's save sent; save a raw value straight at the bank as another client might.
    const ticket = await bankSessionTicket(portal.sandbox.apiUrl, EDNA);
    const post = (path: string, body: unknown) =>
      callContentEditor(portal.sandbox.apiUrl, ticket, path, body);
    const item = { Tag: 'advert-savings-account', Kind: 'content', Key: 'summary' };
    expect((await post('save', { ...item, Value: 'Grow <img src=x onerror=alert(1)>it' })).ok).toBe(true);
    expect((await post('commit', item)).ok).toBe(true);
    // The editor's view reads the store uncached: the stored handler is gone, the marker is there.
    const editorHtml = (await editor.get('/savings-account').expect(200)).text;
    expect(text(editorHtml)).toContain('Grow it no scripts allowed');
    expect(editorHtml).not.toMatch(/onerror|&lt;img/);
    // Published through the portal (which drops its cached copy), customers get the text without it.
    await act('push', {}, 'content.summary');
    const customerHtml = await customerPage();
    expect(text(customerHtml)).toContain('Grow it');
    expect(customerHtml).not.toMatch(/onerror|&lt;img|no scripts allowed/);
  });
});
