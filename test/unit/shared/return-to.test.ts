import { describe, expect, it } from '@jest/globals';
import { safeReturnTo } from '../../../shared/domain/return-to.ts';

describe('safeReturnTo', () => {
  it.each(['/accounts', '/accounts/123/transactions?page=2#latest', '/', '/sign-in/step-1', '/a//b'])(
    'keeps the same-site path %p',
    (path) => {
      expect(safeReturnTo(path)).toBe(path);
    },
  );

  it.each([
    ['protocol-relative', '//evil.example/accounts'],
    ['absolute https', 'https://evil.example/'],
    ['absolute http', 'http://evil.example/'],
    ['javascript:', 'javascript:alert(1)'],
    ['backslash after the slash', '/\\evil.example'],
    ['relative without a slash', 'accounts'],
    ['empty', ''],
    ['CR/LF header injection', '/accounts\r\nSet-Cookie: x=1'],
    ['LF alone', '/accounts\nLocation: https://evil.example'],
    ['CR alone', '/accounts\r'],
    // Decision 030: browsers drop TAB, CR and LF from URLs, so '/<TAB>/evil.example' is '//evil.example'.
    ['a TAB before the second slash', '/\t/evil.example'],
    ['a TAB inside', '/acc\tounts'],
    ['NUL', '/accounts\u0000'],
    ['ESC', '/accounts\u001b'],
    ['a space', '/accounts list'],
    ['a backslash anywhere', '/accounts\\..\\evil'],
    ['non-Latin-1 (cannot go in a Location header)', '/accounts/\u2603'],
    ['Latin-1 but not ASCII', '/caf\u00e9'],
    ['a bidi override', '/accounts\u202e'],
    ['too long', `/${'a'.repeat(2001)}`],
  ])('falls back for %s', (_label, value) => {
    expect(safeReturnTo(value)).toBe('/accounts');
  });

  it.each([undefined, null, 42, ['/accounts'], { path: '/accounts' }, true])(
    'falls back for the non-string %p',
    (value) => {
      expect(safeReturnTo(value)).toBe('/accounts');
    },
  );

  it('uses the fallback it is given', () => {
    expect(safeReturnTo('//evil.example', '/profile')).toBe('/profile');
    expect(safeReturnTo(undefined, '/')).toBe('/');
  });
});
