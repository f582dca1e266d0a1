import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pino } from 'pino';
import { loadConfig } from '../../server/config.ts';
import { createSessionStore } from '../../server/session/index.ts';
import { createApp } from '../../server/app.ts';
import { loadBuiltApp } from '../../server/app-bundle.ts';

// The portal for the growth figures (test/perf/growth.ts): the real createApp from the environment, with a probe the
// bench drives over IPC. `reset` starts a measurement; `read` answers what the portal did since: its CPU time, the
// longest the event loop was held up (monitorEventLoopDelay, 1 ms resolution), and the most CPU time the main thread
// spent between two turns of a 1 ms timer: the longest block of work itself, which, unlike the delay, does not grow
// when the machine's other processes take the core away (process.threadCpuUsage). `reset` with `live` also samples the
// memory the portal holds (heap plus array buffers, just after a full collection, node --expose-gc) every 20 ms, and
// `read` answers the most above what it held at the reset: what a request keeps alive, not the garbage it leaves
// (those collections cost time, so the bench measures time and memory in separate requests).

const config = loadConfig();
const handle = await createSessionStore(config);
const bundle = await loadBuiltApp(process.cwd());
const { app } = createApp({ config, logger: pino({ level: 'silent' }), sessionStore: handle, app: bundle });
app.listen(config.port, config.host);

const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});
const delay = monitorEventLoopDelay({ resolution: 1 });
delay.enable();
const held = () => {
  gc();
  const memory = process.memoryUsage();
  return memory.heapUsed + memory.arrayBuffers;
};
let cpu = process.cpuUsage();
const threadMs = () => {
  const used = process.threadCpuUsage();
  return (used.user + used.system) / 1000;
};
let lastTurn = threadMs();
let longestTurn = 0;
setInterval(() => {
  const now = threadMs();
  longestTurn = Math.max(longestTurn, now - lastTurn);
  lastTurn = now;
}, 1).unref();
let baseline = 0;
let peak = 0;
let sampler: NodeJS.Timeout | undefined;

process.on('message', (message: { cmd: 'reset' | 'read'; live?: boolean }) => {
  if (message.cmd === 'reset') {
    clearInterval(sampler);
    sampler = undefined;
    gc();
    if (message.live) {
      baseline = held();
      peak = baseline;
      sampler = setInterval(() => {
        peak = Math.max(peak, held());
      }, 20);
    }
    delay.reset();
    cpu = process.cpuUsage();
    lastTurn = threadMs();
    longestTurn = 0;
    process.send?.({ ok: true });
  } else {
    const used = process.cpuUsage(cpu);
    clearInterval(sampler);
    sampler = undefined;
    process.send?.({
      cpuMs: (used.user + used.system) / 1000,
      maxLagMs: delay.max / 1e6,
      longestTurnMs: Math.max(longestTurn, threadMs() - lastTurn),
      heldBytes: peak - baseline,
    });
  }
});
process.on('SIGTERM', () => process.exit(0));
