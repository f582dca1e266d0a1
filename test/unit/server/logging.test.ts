import { describe, expect, it } from '@jest/globals';
import { pino } from 'pino';
import { REDACT_PATHS } from '../../../server/middleware/logging.ts';
import { memoryLog } from '../../helpers/memory-log.ts';

/** A logger built like createLogger(), writing JSON lines to memory. */
function memoryLogger() {
  const log = memoryLog();
  return {
    logger: pino({ level: 'trace', redact: { paths: REDACT_PATHS, censor: '[redacted]' } }, log.stream),
    ...log,
  };
}

const SECRETS = {
  cookie: 'portal.sid=s%3Acookie-secret-value',
  authorization: 'Bearer bearer-secret-value',
  ticket: 'ticket-secret-value',
  csrf: 'csrf-secret-value',
  password: 'Hunter2-secret',
  pin: '4-7-1',
  token: 'token-secret-value',
  card: '4111111111111111',
  // Not a bare 3-digit number: that can turn up inside a log line's timestamp and fail the test by chance.
  cvv: 'cvv-737',
};

describe('log redaction (REDACT_PATHS)', () => {
  it('censors credentials in request headers', () => {
    const { logger, output, records } = memoryLogger();
    logger.info(
      {
        req: {
          method: 'GET',
          url: '/accounts',
          headers: {
            cookie: SECRETS.cookie,
            authorization: SECRETS.authorization,
            'x-session-ticket': SECRETS.ticket,
            'x-csrf-token': SECRETS.csrf,
            'user-agent': 'jest',
          },
        },
        res: { statusCode: 200, headers: { 'set-cookie': [SECRETS.cookie] } },
      },
      'request',
    );
    const [record] = records();
    expect(record).toMatchObject({
      req: {
        headers: {
          cookie: '[redacted]',
          authorization: '[redacted]',
          'x-session-ticket': '[redacted]',
          'x-csrf-token': '[redacted]',
          'user-agent': 'jest',
        },
      },
      res: { headers: { 'set-cookie': '[redacted]' } },
    });
    for (const secret of [SECRETS.cookie, SECRETS.authorization, SECRETS.ticket, SECRETS.csrf]) {
      expect(output()).not.toContain(secret);
    }
  });

  it.each([
    ['password', SECRETS.password],
    ['Password', SECRETS.password],
    ['pin', SECRETS.pin],
    ['Pin', SECRETS.pin],
    ['token', SECRETS.token],
    ['accessToken', SECRETS.token],
    ['refreshToken', SECRETS.token],
    ['idToken', SECRETS.token],
    ['sessionTicket', SECRETS.ticket],
    ['SessionTicket', SECRETS.ticket],
    ['ticket', SECRETS.ticket],
    ['Ticket', SECRETS.ticket],
    ['cardNumber', SECRETS.card],
    ['CardNumber', SECRETS.card],
    ['cvv', SECRETS.cvv],
    ['Cvv', SECRETS.cvv],
  ])('censors %s one level down and at the top level', (field, secret) => {
    const { logger, output, records } = memoryLogger();
    logger.warn({ body: { [field]: secret, Username: 'jsmith' } }, 'nested');
    logger.warn({ [field]: secret, Username: 'jsmith' }, 'top level');
    const [nested, top] = records();
    expect((nested?.body as Record<string, unknown>)[field]).toBe('[redacted]');
    expect(top?.[field]).toBe('[redacted]');
    expect(output()).not.toContain(secret);
    // Fields that are not secret are kept.
    expect((nested?.body as Record<string, unknown>).Username).toBe('jsmith');
    expect(top?.Username).toBe('jsmith');
  });

  it('censors a sign-in body and an upstream auth object together', () => {
    const { logger, output } = memoryLogger();
    logger.error(
      {
        signIn: { Username: 'jsmith', Password: SECRETS.password, Pin: SECRETS.pin },
        auth: {
          kind: 'oidc',
          accessToken: SECRETS.token,
          refreshToken: SECRETS.token,
          idToken: SECRETS.token,
        },
        card: { CardNumber: SECRETS.card, Cvv: SECRETS.cvv },
      },
      'failed',
    );
    for (const secret of Object.values(SECRETS)) expect(output()).not.toContain(secret);
    expect(output()).toContain('jsmith');
  });

  it('still logs the message and ordinary fields', () => {
    const { logger, records } = memoryLogger();
    logger.info({ status: 502, ms: 12 }, 'upstream call');
    expect(records()[0]).toMatchObject({ status: 502, ms: 12, msg: 'upstream call' });
  });
});
