import type { ChildProcess } from 'node:child_process';
import { freePort } from './portal.ts';
import { exitWithRunner, spawnTethered } from './tether.ts';

/** A throwaway redis-server on a loopback port (no persistence), which a test can kill, pause and start again. */
export type TestRedis = {
  url: string;
  port: number;
  /** SIGKILL: connections are refused until start(). Its data is gone. */
  kill(): Promise<void>;
  /** SIGSTOP / SIGCONT: the server accepts nothing and answers nothing, as a stalled Redis. */
  pause(): void;
  resume(): void;
  /** Starts it again on the same port. */
  start(): Promise<void>;
  stop(): Promise<void>;
};

/**
 * Spawns redis-server on `port` and resolves with it once it says it is ready, or with undefined when it exits first
 * (the port was taken between freePort() and its bind). Waiting for its own words, not for the port to accept, means
 * another process on that port is never taken for it.
 */
function spawnRedis(port: number): Promise<ChildProcess | undefined> {
  exitWithRunner();
  const child = spawnTethered(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  return new Promise((resolve, reject) => {
    let said = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`redis-server did not start on port ${port}: ${said.slice(-500)}`));
    }, 10_000);
    const onData = (chunk: Buffer) => {
      said += chunk.toString('utf8');
      if (/Ready to accept connections/.test(said)) {
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        child.stdout?.resume();
        resolve(child);
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(undefined);
    });
    child.once('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
  });
}

export async function startRedis(port?: number): Promise<TestRedis> {
  let p = port ?? (await freePort());
  let child: ChildProcess | undefined;
  const start = async () => {
    child = await spawnRedis(p);
    if (!child) throw new Error(`redis-server could not listen on port ${p}`);
  };
  for (let attempt = 1; !child; attempt++) {
    child = await spawnRedis(p);
    if (!child && (port !== undefined || attempt === 5)) {
      throw new Error(`redis-server could not listen on port ${p}`);
    }
    if (!child) p = await freePort();
  }
  const kill = async () => {
    const c = child;
    if (!c || c.exitCode !== null || c.signalCode !== null) return;
    const exited = new Promise((r) => c.once('exit', r));
    c.kill('SIGCONT');
    c.kill('SIGKILL');
    await exited;
  };
  return {
    url: `redis://127.0.0.1:${p}`,
    port: p,
    kill,
    pause: () => child?.kill('SIGSTOP'),
    resume: () => child?.kill('SIGCONT'),
    start,
    stop: kill,
  };
}
