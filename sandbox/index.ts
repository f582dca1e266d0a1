// `npm run sandbox`: the stand-in bank (upstream API + identity provider) for local runs and demos.
import { startSandbox } from './server.ts';
import { adjustableClock } from './domain/clock.ts';

function optionalPort(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return undefined;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`${name} must be a port number (0-65535), got "${raw}"`);
    process.exit(1);
  }
  return port;
}

function optionalMinutes(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    console.error(`${name} must be a positive number of minutes, got "${raw}"`);
    process.exit(1);
  }
  return value;
}

function optionalString(name: string): string | undefined {
  const raw = process.env[name];
  return raw === undefined || raw === '' ? undefined : raw;
}

// Browser tests move the bank's clock on through POST /__test/clock; never for demos.
const testControls = process.env.SANDBOX_TEST_CONTROLS === '1';
const testClock = testControls ? adjustableClock() : undefined;
if (testControls)
  console.warn(
    'SANDBOX_TEST_CONTROLS=1: POST /__test/clock moves the sandbox clock on; GET /__test/ledger and ' +
      'POST /__test/reset-money read and reset money movements',
  );

const sandbox = await startSandbox({
  ...(testClock ? { clock: testClock.clock, advanceClock: testClock.advance } : {}),
  apiPort: optionalPort('SANDBOX_API_PORT'),
  idpPort: optionalPort('SANDBOX_IDP_PORT'),
  acsPort: optionalPort('SANDBOX_ACS_PORT'),
  testControls,
  dbFile: optionalString('SANDBOX_DB'),
  portalUrl: optionalString('PORTAL_URL'),
  clientId: optionalString('OIDC_CLIENT_ID'),
  clientSecret: optionalString('OIDC_CLIENT_SECRET'),
  ticketExpiryMinutes: optionalMinutes('TICKET_EXPIRY_MINUTES'),
  sessionExpiryMinutes: optionalMinutes('SESSION_EXPIRY_MINUTES'),
  bankName: optionalString('BANK_NAME'),
  quiet: process.env.SANDBOX_QUIET === '1',
});

console.log(`Sandbox upstream API:        ${sandbox.apiUrl}`);
console.log(`Sandbox identity provider:   ${sandbox.issuer}`);
console.log(`Sandbox card issuer (3-DS):  ${sandbox.acsUrl}`);
console.log('Demo customers: see sandbox/CUSTOMERS.md (e.g. demo.saver / Demo-Password-2026 / 482916)');

let stopping = false;
async function stop(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received, stopping the sandbox`);
  try {
    await sandbox.close();
    process.exit(0);
  } catch (error) {
    console.error('Sandbox did not stop cleanly', error);
    process.exit(1);
  }
}
process.on('SIGTERM', (signal) => void stop(signal));
process.on('SIGINT', (signal) => void stop(signal));
