import { describe, expect, it } from '@jest/globals';
import { managedPage } from '../../../server/content/lookup.ts';
import type { AppContext } from '../../../server/context.ts';
import type { PublishedValues } from '../../../server/content/service.ts';

// The one lookup's precedence (docs/managed-content.md, How a page gets its texts; decision 035). A customer gets the
// published value unless it is '<<deleted>>', else the default. An editor gets updated > pending > published >
// default, each marked.

const DEFAULTS = { content: { title: 'Default title', bodyHtml: '<p>Default body</p>' } };

type Item = { PublishedValue: string | null; PendingValue: string | null; UpdatedValue: string | null };

function fakeContext(options: {
  editor: boolean;
  published?: PublishedValues | undefined;
  items?: Record<string, Item> | undefined;
}): AppContext {
  return {
    requestId: 'test',
    isContentEditor: () => Promise.resolve(options.editor),
    content: { published: () => Promise.resolve(options.published) },
    upstream: () =>
      Promise.resolve(
        options.items
          ? {
              kind: 'ok',
              status: 200,
              data: {
                Items: Object.entries(options.items).map(([name, item]) => ({
                  Kind: name.split('.')[0],
                  Key: name.split('.')[1],
                  ...item,
                })),
              },
            }
          : { kind: 'error', status: 0, reason: 'down' },
      ),
  } as unknown as AppContext;
}

const published = (title?: string): PublishedValues => ({
  content: title === undefined ? {} : { title },
  errors: {},
  options: {},
});

describe('managedPage for a customer', () => {
  it.each([
    ['no content service', undefined, 'Default title'],
    ['nothing published', published(), 'Default title'],
    ['a published value', published('Published title'), 'Published title'],
    ['a published <<deleted>>', published('<<deleted>>'), 'Default title'],
    ['a published value with a script', published('Hi <script>alert(1)</script>there'), 'Hi there'],
  ])('%s', async (_case, values, title) => {
    const page = await managedPage(fakeContext({ editor: false, published: values }), 'tag', DEFAULTS, '/p');
    expect(page.values['content.title']).toBe(title);
    expect(page.values['content.bodyHtml']).toBe('<p>Default body</p>');
    expect(page.editor).toBeUndefined();
  });

  it('works the texts out once per published version, and anew when the published values change', async () => {
    const first = published('First title');
    const page = (values: PublishedValues, tag = 'tag') =>
      managedPage(fakeContext({ editor: false, published: values }), tag, DEFAULTS, '/p');
    const once = await page(first);
    expect(await page(first)).toBe(once);
    expect(Object.isFrozen(once.values)).toBe(true);
    expect((await page(published('Second title'))).values['content.title']).toBe('Second title');
    expect((await page(first, 'other-tag')).tag).toBe('other-tag');
  });
});

describe('managedPage for an editor', () => {
  const item = (p: string | null, pe: string | null, u: string | null): Item => ({
    PublishedValue: p,
    PendingValue: pe,
    UpdatedValue: u,
  });
  it.each([
    ['nothing stored', undefined, 'Default title', 'default', false],
    ['published only', item('P', null, null), 'P', 'published', false],
    ['pending over published', item('P', 'Q', null), 'Q', 'pending', false],
    ['updated over pending', item('P', 'Q', 'U'), 'U', 'updated', false],
    [
      'updated <<deleted>>: the default, marked deleted',
      item('P', null, '<<deleted>>'),
      'Default title',
      'updated',
      true,
    ],
  ] as const)('%s', async (_case, stored, title, state, deleted) => {
    const ctx = fakeContext({ editor: true, items: stored ? { 'content.title': stored } : {} });
    const page = await managedPage(ctx, 'tag', DEFAULTS, '/p');
    expect(page.values['content.title']).toBe(title);
    expect(page.editor?.items['content.title']).toEqual({ state, deleted, blocked: false });
    expect(page.editor?.returnTo).toBe('/p');
  });

  it('falls back to the defaults when the content service is down', async () => {
    const page = await managedPage(fakeContext({ editor: true, items: undefined }), 'tag', DEFAULTS, '/p');
    expect(page.values['content.title']).toBe('Default title');
    expect(page.editor?.items['content.title']?.state).toBe('default');
  });

  it('marks removed script: the app marker in HTML, a flag for text', async () => {
    const ctx = fakeContext({
      editor: true,
      items: {
        'content.title': item(null, null, 'Hi <img src=x onerror=alert(1)>'),
        'content.bodyHtml': item(null, null, '<p>a<script>x</script>b</p>'),
      },
    });
    const page = await managedPage(ctx, 'tag', DEFAULTS, '/p');
    expect(page.values['content.title']).toBe('Hi');
    expect(page.editor?.items['content.title']?.blocked).toBe(true);
    expect(page.values['content.bodyHtml']).toBe(
      '<p>a<strong class="app-content-blocked">no scripts allowed</strong>b</p>',
    );
  });
});

describe('the errors kind', () => {
  const withErrors = {
    ...DEFAULTS,
    errors: { amountRequired: 'Enter an amount', amountInvalid: 'Enter a valid amount' },
  };

  it('maps each published message from its default text, and leaves the rest out', async () => {
    const values: PublishedValues = {
      content: {},
      errors: { amountRequired: 'Tell us how much', amountInvalid: 'Enter a valid amount' },
      options: {},
    };
    const page = await managedPage(
      fakeContext({ editor: false, published: values }),
      'tag',
      withErrors,
      '/p',
    );
    expect(page.messages).toEqual({ 'Enter an amount': 'Tell us how much' });
    expect(page.values['errors.amountRequired']).toBe('Tell us how much');
  });

  it('has no map when every message is its default (or <<deleted>>)', async () => {
    const values: PublishedValues = { content: {}, errors: { amountRequired: '<<deleted>>' }, options: {} };
    const page = await managedPage(
      fakeContext({ editor: false, published: values }),
      'tag',
      withErrors,
      '/p',
    );
    expect(page.messages).toBeUndefined();
  });

  it('shows an editor the newest message text, and lists the messages as editable items', async () => {
    const page = await managedPage(
      fakeContext({
        editor: true,
        items: {
          'errors.amountInvalid': { PublishedValue: null, PendingValue: null, UpdatedValue: 'Bad amount' },
        },
      }),
      'tag',
      withErrors,
      '/p',
    );
    expect(page.messages).toEqual({ 'Enter a valid amount': 'Bad amount' });
    expect(page.editor?.items['errors.amountInvalid']?.state).toBe('updated');
    expect(page.editor?.items['errors.amountRequired']?.state).toBe('default');
  });
});
