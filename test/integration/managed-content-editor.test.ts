import { describe, expect, it } from '@jest/globals';
import { editorAct, h1, useEditorPortal } from './managed-content.helpers.ts';
import { text } from '../helpers/browserless.ts';

// The managed-content editor's form over HTTP (decision 035): what customers see of a title with blocked markup and
// what the editor is told, and the one-press Publish and Delete beside the step-by-step buttons.

const TITLE = 'content.title';

const { editor, customerPage } = useEditorPortal('managed-content-editor-tests-0123456789-abcdefgh');

/** The edit form's box: what it holds, as typed (React escapes the text). */
function boxValue(html: string): string {
  const raw = /<textarea[^>]*id="value"[^>]*>([\s\S]*?)<\/textarea>/.exec(html)?.[1] ?? '';
  return raw
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');
}

describe('a plain-text title with blocked markup', () => {
  const TYPED = '<script>alert(1)</script>Hostile <img src=x onerror=alert(2)> title <b>bold</b> <<blocked>>';
  const CURRENT = { tag: 'advert-current-account', name: TITLE, returnTo: '/current-account' };
  const current = (intent: string, fields: Record<string, string> = {}) =>
    editorAct(editor, CURRENT, intent, fields);
  const form = `/content/edit?tag=advert-current-account&name=${TITLE}&returnTo=%2Fcurrent-account`;

  it('shows customers the text alone, keeps what the editor typed, and tells the editor why', async () => {
    await current('save', { value: TYPED });
    await current('commit');
    await current('push');
    try {
      const customerHtml = await customerPage('/current-account');
      expect(h1(customerHtml)).toBe('Hostile title bold');
      expect(customerHtml).toMatch(/<title>Hostile title bold - /);

      const editForm = (await editor.get(form).expect(200)).text;
      expect(boxValue(editForm)).toBe(TYPED);
      const customersSee = /data-testid="customers-see">([\s\S]*?)<\/dd>/.exec(editForm)?.[1] ?? '';
      expect(text(customersSee).trim()).toBe('Hostile title bold');
      const why = text(/data-testid="blocked-reasons">([\s\S]*?)<\/dd>/.exec(editForm)?.[1] ?? '');
      expect(why).toContain('no scripts allowed');
      expect(why).toContain('a &lt;script&gt; element');
      expect(why).toContain('the onerror attribute of &lt;img&gt;');

      const editorHtml = (await editor.get('/current-account').expect(200)).text;
      expect(h1(editorHtml)).toBe('Hostile title bold no scripts allowed');
    } finally {
      await current('delete');
      await current('commit');
      await current('push');
    }
  });
});

describe('the editor publishes what is on the screen', () => {
  const LOAN = { tag: 'advert-loan', name: TITLE, returnTo: '/loan' };
  const loan = (intent: string, fields: Record<string, string> = {}, status = 303) =>
    editorAct(editor, LOAN, intent, fields, status);
  const form = `/content/edit?tag=advert-loan&name=${TITLE}&returnTo=%2Floan`;

  it('one press of Publish saves, commits and publishes the text in the box', async () => {
    const published = await loan('publish', { value: 'Loans made simple' });
    expect(published.headers.location).toContain('done=publish');
    expect(h1(await customerPage('/loan'))).toBe('Loans made simple');
    const page = text((await editor.get(String(published.headers.location)).expect(200)).text);
    expect(page).toContain('Published. Customers now see this text.');
    expect(page).toMatch(
      /publish Edna Editor Loans made simple .*commit Edna Editor Loans made simple .*save Edna/,
    );
  });

  it('one press of Delete shows customers the default again', async () => {
    const deleted = await loan('restore');
    expect(deleted.headers.location).toContain('done=restore');
    expect(h1(await customerPage('/loan'))).toBe('Personal loans');
    const page = text((await editor.get(String(deleted.headers.location)).expect(200)).text);
    expect(page).toContain('Deleted. Customers now see the default text.');
  });

  it('refuses an empty Publish, keeping the page as it was', async () => {
    const res = await loan('publish', { value: '  ' }, 400);
    expect(text(res.text)).toContain('Enter the new text');
    expect(h1(await customerPage('/loan'))).toBe('Personal loans');
  });

  it('says under every button what customers see after it', async () => {
    await loan('save', { value: 'Loans, step by step' });
    await loan('commit');
    await loan('save', { value: 'Loans, step by step, again' });
    try {
      const html = (await editor.get(form).expect(200)).text;
      const buttons = [...html.matchAll(/<button[^>]*name="intent"[^>]*>([\s\S]*?)<\/button>/g)];
      expect(buttons.map((button) => text(button[1] ?? '').trim())).toEqual([
        'Publish',
        'Delete',
        'Save',
        'Commit',
        'Publish pending text',
        'Delete as a draft',
      ]);
      for (const [button] of buttons) {
        const described = /aria-describedby="([^"]+)"/.exec(button)?.[1] ?? '';
        const effect = new RegExp(`id="${described}">([\\s\\S]*?)</p>`).exec(html)?.[1] ?? '';
        expect(text(effect)).toMatch(/Customers (then|still) see/);
      }
      expect(text(/data-testid="customers-see">([\s\S]*?)<\/dd>/.exec(html)?.[1] ?? '').trim()).toBe(
        'Personal loans',
      );
    } finally {
      await loan('restore');
    }
  });
});
