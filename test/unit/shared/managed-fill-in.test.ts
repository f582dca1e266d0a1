import { fillIn } from '#shared/content/managed.ts';

describe('fillIn', () => {
  it('fills each named placeholder, as often as it appears', () => {
    expect(fillIn('You have {count} new messages ({count})', { count: 3 })).toBe(
      'You have 3 new messages (3)',
    );
  });

  it('leaves a placeholder with no value as typed, so an editor slip shows', () => {
    expect(fillIn('Hello {nmae}', { name: 'Ann' })).toBe('Hello {nmae}');
  });

  it('does not treat inherited names or braces around other text as placeholders', () => {
    expect(fillIn('{toString} { x } {1a}', {})).toBe('{toString} { x } {1a}');
  });
});
