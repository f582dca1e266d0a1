import { describe, expect, it } from '@jest/globals';
import express, { type ErrorRequestHandler } from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { loadConfig } from '../../../server/config.ts';
import { deviceCookies } from '../../../server/middleware/device-cookie.ts';
import { setUpRateLimits } from '../../../server/middleware/rate-limit.ts';

// When the shared store (Redis) fails (server/middleware/rate-limit.ts; decision 075): the limits let the request
// through, as a limit must not be what stops customers signing in, except the count of strangers' wrong passwords
// for a username, which stands for the bank's lockout: without it, the request is the error page, never the bank.

const config = loadConfig({ PUBLIC_URL: 'http://localhost:3000' });
const logger = pino({ level: 'silent' });
const devices = deviceCookies(config);

/** A sign-in step 1 behind the limits, with a Redis whose every command fails; the bank's answer is always wrong. */
function app() {
  const reached: string[] = [];
  const a = express();
  a.use(express.raw({ type: 'application/x-www-form-urlencoded' }));
  a.use((req, _res, next) => {
    (req as unknown as { session: object }).session = {};
    next();
  });
  a.get('/trust', (req, res) => {
    devices.remember(res, String(req.query.u));
    res.end();
  });
  a.use(
    setUpRateLimits(
      config,
      logger,
      () => 'page',
      () => Promise.reject(new Error('redis is down')),
    ),
  );
  a.post('/sign-in/step-1', (req, res) => {
    reached.push(String(req.body));
    res.locals.askedBank = true;
    res.status(400).send('wrong password');
  });
  const errors: ErrorRequestHandler = (_err, _req, res, _next) => {
    res.status(500).send('error page');
  };
  a.use(errors);
  return { app: a, reached };
}

describe('a store that fails', () => {
  it("refuses a stranger's sign-in with the error page: the bank is not asked", async () => {
    const { app: a, reached } = app();
    const res = await request(a).post('/sign-in/step-1').type('form').send({ username: 'sam.single' });
    expect(res.status).toBe(500);
    expect(reached).toEqual([]);
  });

  it("lets the customer's own browser through (its count is per device, and may fail open)", async () => {
    const { app: a, reached } = app();
    const trust = await request(a).get('/trust?u=sam.single').expect(200);
    const cookie = (trust.headers['set-cookie'] as unknown as string[])[0]!.split(';')[0]!;
    const res = await request(a)
      .post('/sign-in/step-1')
      .set('cookie', cookie)
      .type('form')
      .send({ username: 'sam.single' });
    expect(res.status).toBe(400);
    expect(reached).toHaveLength(1);
  });
});
