import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import session from 'express-session';
import { pino } from 'pino';
import { loadConfig } from '../../server/config.ts';
import { createSessionStore } from '../../server/session/index.ts';
import { createApp } from '../../server/app.ts';
import { loadBuiltApp } from '../../server/app-bundle.ts';

// The portal for the store figure: the real createApp from the environment, with its session store either the
// SQLite one of production (BENCH_STORE=sqlite) or express-session's MemoryStore (BENCH_STORE=memory), nothing else
// different. Logging off during load (docs/performance.md, How to measure). With BENCH_CPU_PROFILE (a file), a CPU
// profile of the measured phase only: from SIGUSR2 to SIGTERM, written to that file (test/perf/cpu-profile.ts
// reads it).

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

const profileFile = process.env.BENCH_CPU_PROFILE;
const inspector = profileFile ? new Session() : undefined;
if (inspector) {
  inspector.connect();
  process.on('SIGUSR2', () => {
    void inspector
      .post('Profiler.enable')
      .then(() => inspector.post('Profiler.setSamplingInterval', { interval: 100 }))
      .then(() => inspector.post('Profiler.start'));
  });
}
process.on('SIGTERM', () => {
  if (!inspector || !profileFile) process.exit(0);
  void inspector.post('Profiler.stop').then(
    ({ profile }) => {
      writeFileSync(profileFile, JSON.stringify(profile));
      process.exit(0);
    },
    () => process.exit(0),
  );
});
