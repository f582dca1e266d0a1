import { monitorEventLoopDelay } from 'node:perf_hooks';
import { GCProfiler } from 'node:v8';
import { pino } from 'pino';
import { loadConfig } from '../../server/config.ts';
import { createSessionStore } from '../../server/session/index.ts';
import { createApp } from '../../server/app.ts';
import { loadBuiltApp } from '../../server/app-bundle.ts';

// The portal for the growth figures (test/perf/growth.ts): the real createApp from the environment, with a probe the
// bench drives over IPC. `reset` starts a measurement; `read` answers what the portal did since: its CPU time, the
// longest the event loop was held up (monitorEventLoopDelay, 1 ms resolution), and the most CPU time the main thread
// spent between two turns of a 1 ms timer: the longest block of work itself, which, unlike the delay, does not grow
// when the machine's other processes take the core away (process.threadCpuUsage). `reset` with `live` also follows the
// memory the portal holds (heap plus external memory such as Buffers, after a collection) above what it held at the
// reset: after every collection V8 makes during the request (v8.GCProfiler: these also happen in the middle of one
// long synchronous task, such as building a whole file as a string), and after a full collection forced every
// 20 ms (node --expose-gc). What a request keeps alive, not the garbage it leaves; those collections cost time, so
// the bench measures time and memory in separate requests.

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
  return memory.heapUsed + memory.external;
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
let profiler: GCProfiler | undefined;
const afterCollections = () => {
  const statistics = profiler?.stop()?.statistics ?? [];
  profiler = undefined;
  return Math.max(
    0,
    ...statistics.map(
      ({ afterGC }) => afterGC.heapStatistics.usedHeapSize + afterGC.heapStatistics.externalMemory,
    ),
  );
};

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
      profiler = new GCProfiler();
      profiler.start();
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
    peak = Math.max(peak, afterCollections());
    process.send?.({
      cpuMs: (used.user + used.system) / 1000,
      maxLagMs: delay.max / 1e6,
      longestTurnMs: Math.max(longestTurn, threadMs() - lastTurn),
      heldBytes: peak - baseline,
    });
  }
});
process.on('SIGTERM', () => process.exit(0));
