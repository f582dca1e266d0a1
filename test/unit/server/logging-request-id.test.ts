import { spawnSync } from 'node:child_process';
import { describe, expect, it } from '@jest/globals';
import express from 'express';
import request from 'supertest';
import { createLogger, currentRequestId, setUpRequestLogging } from '../../../server/middleware/logging.ts';
import { memoryLog } from '../../helpers/memory-log.ts';

// Every line of a request carries its id, as `requestId`, once (server/middleware/logging.ts; decision 073); `npm
// start` reads as text at a terminal while every other run writes JSON lines (docs/operations.md, Logs).

function appWithLogs() {
  const log = memoryLog();
  const logger = createLogger({ logLevel: 'debug' }, log.stream);
  const app = express();
  app.use(setUpRequestLogging(logger));
  app.get('/work', async (req, res) => {
    req.log.info('on the request logger');
    await new Promise((resolve) => setImmediate(resolve));
    // The portal's own logger, as the session store or a background task uses it, and a child that binds the id.
    logger.warn({ store: 'sqlite' }, 'on the portal logger');
    logger.child({ requestId: currentRequestId(), upstream: 'GET /ping' }).debug('on a child');
    res.send('done');
  });
  return { app, logger, ...log };
}

describe('the request id on log lines', () => {
  it('is on every line written while the request is answered, once', async () => {
    const { app, records, output } = appWithLogs();
    const res = await request(app).get('/work').expect(200);
    const id = res.headers['x-request-id'];
    const lines = records();
    expect(lines.map((line) => line.msg)).toEqual([
      'on the request logger',
      'on the portal logger',
      'on a child',
      'request completed',
    ]);
    for (const line of lines) expect(line.requestId).toBe(id);
    // One requestId per JSON line, never a duplicate key.
    for (const text of output().trim().split('\n')) expect(text.match(/"requestId":/g)).toHaveLength(1);
  });

  it('is not on lines written outside a request', () => {
    const { logger, records } = appWithLogs();
    logger.info('starting');
    expect(records()[0]).not.toHaveProperty('requestId');
    expect(currentRequestId()).toBeUndefined();
  });
});

describe('the log format', () => {
  const run = (format: string) =>
    spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { createLogger } from './server/middleware/logging.ts';
         createLogger({ logLevel: 'info', logFormat: '${format}' }).info({ password: 'hunter2' }, 'portal listening');`,
      ],
      { encoding: 'utf8', timeout: 20_000 },
    ).stdout;

  it('is one JSON object a line by default, as production writes', () => {
    const line = JSON.parse(run('json').trim()) as Record<string, unknown>;
    expect(line).toMatchObject({ msg: 'portal listening', level: 30, password: '[redacted]' });
  });

  it('is readable text with pino-pretty, still redacted', () => {
    const out = run('pretty');
    expect(out).toMatch(/INFO.*portal listening/);
    expect(() => JSON.parse(out)).toThrow();
    expect(out).not.toContain('hunter2');
  });
});
