import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { freePort } from './portal.ts';

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

function accepting(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function startRedis(port?: number): Promise<TestRedis> {
  const p = port ?? (await freePort());
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(
      'redis-server',
      ['--port', String(p), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    for (let i = 0; i < 100; i++) {
      if (await accepting(p)) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('redis-server did not start');
  };
  const kill = async () => {
    const c = child;
    if (!c || c.exitCode !== null || c.signalCode !== null) return;
    const exited = new Promise((r) => c.once('exit', r));
    c.kill('SIGCONT');
    c.kill('SIGKILL');
    await exited;
  };
  await start();
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
