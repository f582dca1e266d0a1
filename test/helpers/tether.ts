import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { existsSync } from 'node:fs';

// Every server the tests start ends when the run ends, however it ends (Ctrl-C, SIGTERM, the runner killed):
// - a child process (redis-server) is started through util-linux's setpriv with a parent-death signal, so the kernel
//   kills it the moment the process that started it goes, even by SIGKILL;
// - a jest worker, whose portals and sandboxes run inside it, exits when its channel to the jest runner closes;
// - the browser tests' servers run through test/e2e/serve.ts, which stops them when Playwright's end of their
//   standard input closes.

const SETPRIV = '/usr/bin/setpriv';

/**
 * spawn(), with the child killed (SIGKILL: a stopped child too) when this process ends. Without setpriv (not Linux)
 * it is a plain spawn, and the runner's own clean-up is all there is.
 */
export function spawnTethered(command: string, args: string[], options: SpawnOptions): ChildProcess {
  if (!existsSync(SETPRIV)) return spawn(command, args, options);
  return spawn(SETPRIV, ['--pdeathsig', 'SIGKILL', '--', command, ...args], options);
}

const TETHERED = Symbol.for('savings-portal.tests.exit-with-runner');

/**
 * In a jest worker (a process forked with an IPC channel to the runner), exits as soon as that channel closes: the
 * runner is gone, and with this process go the servers the tests started in it. jest hands test code a copy of
 * `process` whose events never fire, so the real one is asked for.
 */
export function exitWithRunner(): void {
  const real = process.getBuiltinModule('node:process') as NodeJS.Process & { [TETHERED]?: true };
  if (!real.connected || real[TETHERED]) return;
  real[TETHERED] = true;
  real.once('disconnect', () => real.exit(1));
}
