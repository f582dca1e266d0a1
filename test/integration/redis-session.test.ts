import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { usePortal } from './use-portal.ts';
import { startRedis, type TestRedis } from '../helpers/redis-server.ts';
import { signIn, text } from '../helpers/browserless.ts';
import { submissionStoreContract } from '../helpers/submission-store-contract.ts';
import { createSessionCipher } from '../../server/session/cipher.ts';
import { RedisSubmissionStore, SUBMISSION_TTL_MS } from '../../server/submissions/store.ts';

// Sessions in Redis (REDIS_URL), as when the portal is scaled out. A real redis-server on a random loopback port;
// .ci/run installs it (Debian's redis-server) when missing.
let redis: TestRedis;
let redisUrl: string;

beforeAll(async () => {
  redis = await startRedis();
  redisUrl = redis.url;
});
const portal = usePortal(() => ({ REDIS_URL: redisUrl }));
afterAll(async () => {
  await redis?.stop();
});

describe('Redis session store', () => {
  it('keeps a signed-in session in Redis, encrypted, across a restart', async () => {
    const agent = await signIn(portal.url);
    await agent.get('/accounts/list').expect(200);

    const { createClient } = await import('redis');
    const client = createClient({ url: redisUrl });
    await client.connect();
    const keys = await client.keys('portal:sess:*');
    expect(keys.length).toBeGreaterThan(0);
    const stored = await client.get(keys[0]!);
    expect(stored).not.toContain('sessionTicket');
    expect(stored).not.toContain('Alex Saver');
    await client.quit();

    await portal.restart();
    const after = await agent.get('/accounts/list').expect(200);
    expect(text(after.text)).toContain('Hi Alex Saver');
  });

  it('reports the store in /health/ready', async () => {
    const { default: request } = await import('supertest');
    const res = await request(portal.url).get('/health/ready').expect(200);
    expect(res.body.checks.sessionStore).toBe(true);
  });
});

// The money movements' one-time keys in Redis (SET NX PX), held to the same contract as the SQLite store.
submissionStoreContract(
  'Redis submission store',
  async (now) => {
    const { createClient } = await import('redis');
    const client = createClient({ url: redisUrl });
    await client.connect();
    const store = new RedisSubmissionStore(
      client,
      createSessionCipher('a-test-secret-that-is-long-enough-for-hkdf'),
      `test:sub:${Math.random()}:`,
      now,
    );
    return {
      claim: (...args) => store.claim(...args),
      settle: (...args) => store.settle(...args),
      get: (...args) => store.get(...args),
      close: async () => {
        await client.quit();
      },
    };
  },
  { expiresOnClock: false },
);

describe('Redis submission keys', () => {
  it('expire after a day, settled or not', async () => {
    const { createClient } = await import('redis');
    const client = createClient({ url: redisUrl });
    await client.connect();
    const store = new RedisSubmissionStore(
      client,
      createSessionCipher('a-test-secret-that-is-long-enough-for-hkdf'),
    );
    await store.claim('ttl-key', 'alex', 'withdrawal');
    await store.settle('ttl-key', 'alex', 'done', { kind: 'answer', answer: {} });
    const ttl = await client.pTTL('portal:sub:ttl-key');
    expect(ttl).toBeGreaterThan(SUBMISSION_TTL_MS - 60_000);
    expect(ttl).toBeLessThanOrEqual(SUBMISSION_TTL_MS);
    await client.quit();
  });
});
