import { memorableNumberLabels, ordinal } from '#shared/domain/ordinals.ts';

describe('ordinal', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [10, '10th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [31, '31st'],
    [101, '101st'],
    [111, '111th'],
    [112, '112th'],
    [0, '0th'],
  ])('%p → %p', (n, text) => {
    expect(ordinal(n)).toBe(text);
  });

  it('refuses negatives and fractions', () => {
    expect(() => ordinal(-1)).toThrow(RangeError);
    expect(() => ordinal(1.5)).toThrow(RangeError);
  });
});

describe('memorableNumberLabels', () => {
  it('labels zero-based positions from position + 1', () => {
    expect(memorableNumberLabels([0, 2, 5])).toEqual(['1st', '3rd', '6th']);
    expect(memorableNumberLabels([1, 3, 4])).toEqual(['2nd', '4th', '5th']);
  });

  it('refuses positions that are not zero-based integers', () => {
    expect(() => memorableNumberLabels([-1])).toThrow(RangeError);
    expect(() => memorableNumberLabels([0.5])).toThrow(RangeError);
  });
});
