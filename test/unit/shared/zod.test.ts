import { jest } from '@jest/globals';
import { z } from '#shared/zod.ts';

describe('shared/zod.ts', () => {
  it('turns zod’s JIT off', () => {
    expect(z.config().jitless).toBe(true);
  });

  it('never calls the Function constructor (our CSP forbids eval) when building and parsing object schemas', () => {
    const spy = jest.spyOn(globalThis, 'Function');
    try {
      const schema = z.object({ a: z.string(), b: z.object({ c: z.number() }) });
      expect(schema.parse({ a: 'x', b: { c: 1 } })).toEqual({ a: 'x', b: { c: 1 } });
      expect(schema.safeParse({}).success).toBe(false);
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });
});
