import { describe, expect, it } from '@jest/globals';
import { createLogger, redactDeep } from '../../../server/middleware/logging.ts';
import { memoryLog } from '../../helpers/memory-log.ts';

// Card data never reaches a log line, whatever the depth it is logged at — request bodies, upstream payloads, zod
// issues, error objects (docs/security.md, Card data). createLogger itself, writing to memory.

function memoryLogger() {
  const log = memoryLog();
  return { logger: createLogger({ logLevel: 'trace' }, log.stream), ...log };
}

const PAN = '4444333322221111';
const CODE = 'code-737';
const EXPIRY = '03/30';

describe('card data redaction at any depth', () => {
  it.each([
    'CardNumber',
    'SecurityCode',
    'ExpiryDate',
    'CardHoldersName',
    'cardNumber',
    'securityCode',
    'expiryDate',
    'SECURITYCODE',
    'PaRes',
    'MD',
  ])('censors %s five levels down, in arrays and at the top', (field) => {
    const { logger, output } = memoryLogger();
    logger.warn({ a: { b: { c: { d: { [field]: PAN } } } } }, 'deep');
    logger.warn({ list: [{ items: [{ [field]: PAN }] }] }, 'in arrays');
    logger.warn({ [field]: PAN }, 'top');
    expect(output()).not.toContain(PAN);
    expect(output().match(/\[redacted\]/g)).toHaveLength(3);
  });

  it('censors an upstream payload, a zod issue list and an error with card data on it, keeping the rest', () => {
    const { logger, output, records } = memoryLogger();
    const payload = {
      AccountKey: { Key: 'ACC-35200011' },
      Amount: '25.00',
      CardNumber: PAN,
      SecurityCode: CODE,
      ExpiryDate: EXPIRY,
    };
    logger.info({ upstream: { request: { body: payload } } }, 'payload');
    logger.info(
      { issues: [{ path: ['cardNumber'], input: { cardNumber: PAN, securityCode: CODE } }] },
      'issues',
    );
    const error = Object.assign(new Error('card refused'), { body: { payment: { CardNumber: PAN } } });
    logger.error({ err: error }, 'failed');
    expect(output()).not.toContain(PAN);
    expect(output()).not.toContain(CODE);
    expect(output()).not.toContain(EXPIRY);
    const [first, , third] = records();
    expect(first).toMatchObject({
      upstream: {
        request: { body: { AccountKey: { Key: 'ACC-35200011' }, Amount: '25.00', CardNumber: '[redacted]' } },
      },
    });
    // The error is still an error to pino: its type, message and stack are logged.
    expect(third?.err).toMatchObject({
      type: 'Error',
      message: 'card refused',
      body: { payment: { CardNumber: '[redacted]' } },
    });
    expect(String((third?.err as { stack?: string }).stack)).toContain('card refused');
  });

  it('never changes the logged object, and copes with cycles', () => {
    const payload: Record<string, unknown> = { CardNumber: PAN, nested: { SecurityCode: CODE } };
    payload.self = payload;
    const copy = redactDeep(payload) as Record<string, unknown>;
    expect(payload.CardNumber).toBe(PAN);
    expect((payload.nested as Record<string, unknown>).SecurityCode).toBe(CODE);
    expect(copy.CardNumber).toBe('[redacted]');
    expect(copy.self).toBe(copy);
    const { logger, output } = memoryLogger();
    logger.info({ payload }, 'cycle');
    expect(output()).not.toContain(PAN);
  });

  it('still censors the credentials of the fixed paths, and keeps ordinary fields', () => {
    const { logger, output, records } = memoryLogger();
    logger.info(
      { deep: { deeper: { password: 'Hunter2-secret', accessToken: 'tok-secret' } }, status: 502 },
      'x',
    );
    expect(output()).not.toContain('Hunter2-secret');
    expect(output()).not.toContain('tok-secret');
    expect(records()[0]).toMatchObject({ status: 502, msg: 'x' });
  });
});
