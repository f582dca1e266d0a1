import session from 'express-session';
import { pino } from 'pino';
import { loadConfig } from '../../server/config.ts';
import { createSessionStore } from '../../server/session/index.ts';
import { createApp } from '../../server/app.ts';
import { loadBuiltApp } from '../../server/app-bundle.ts';

// The portal for the store figure: the real createApp from the environment, with its session store either the
// SQLite one of production (BENCH_STORE=sqlite) or express-session's MemoryStore (BENCH_STORE=memory), nothing else
// different. Logging off during load (docs/performance.md, How to measure).

const config = loadConfig();
const handle = await createSessionStore(config);
const store = process.env.BENCH_STORE === 'memory' ? new session.MemoryStore() : handle.store;
const bundle = await loadBuiltApp(process.cwd());
const { app } = createApp({
  config,
  logger: pino({ level: 'silent' }),
  sessionStore: { ...handle, store },
  app: bundle,
});
app.listen(config.port, config.host);
process.on('SIGTERM', () => process.exit(0));
