import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

// `node test/e2e/serve.ts <script>`: runs a server's entry point (server/index.ts, sandbox/index.ts) for the browser
// tests, tied to whoever started it. Playwright's webServer keeps a pipe to each server's standard input; when that
// closes (the run ended, however: Ctrl-C, SIGTERM, or Playwright killed outright), the server is sent SIGTERM and
// stops as it would in production. Without this, a killed run left its stacks listening.

const [script, ...rest] = process.argv.slice(2);
if (!script) throw new Error('usage: node test/e2e/serve.ts <entry point> [args...]');

const stop = () => process.kill(process.pid, 'SIGTERM');
process.stdin.on('end', stop);
process.stdin.on('error', stop);
process.stdin.resume();
// The entry point sees the arguments it would have had if started directly.
process.argv = [process.argv[0] ?? process.execPath, resolve(script), ...rest];
await import(pathToFileURL(resolve(script)).href);
