import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import * as client from 'openid-client';
import { providerUnreachable } from '../../../server/auth/oidc.ts';

// Decision 031: which openid-client failures mean the identity provider is unreachable (the network-error page)
// and which are the provider answering (the provider-error page). The errors are openid-client's own, from loopback
// servers that answer as a broken provider would.
const servers: http.Server[] = [];
async function serve(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
let closedPort: string;
beforeAll(async () => {
  const url = await serve(() => {});
  closedPort = url;
  const last = servers.pop()!;
  last.closeAllConnections();
  await new Promise((r) => last.close(r));
});
afterAll(() => {
  for (const server of servers) {
    server.closeAllConnections();
    server.close();
  }
});

async function discoveryError(issuer: string): Promise<unknown> {
  try {
    await client.discovery(new URL(issuer), 'portal', undefined, client.ClientSecretBasic('s'), {
      execute: [client.allowInsecureRequests],
      timeout: 0.3,
    });
  } catch (err) {
    return err;
  }
  throw new Error('discovery succeeded');
}

describe('providerUnreachable', () => {
  it('is true for a refused connection, a stall, a 5xx and a body that is not JSON', async () => {
    expect(providerUnreachable(await discoveryError(closedPort))).toBe(true);
    expect(providerUnreachable(await discoveryError(await serve(() => {})))).toBe(true);
    const failing = await serve((_req, res) => res.writeHead(503).end('down'));
    expect(providerUnreachable(await discoveryError(failing))).toBe(true);
    const garbled = await serve((_req, res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"issuer":'),
    );
    expect(providerUnreachable(await discoveryError(garbled))).toBe(true);
  });

  it('is false when the provider answers and refuses (a 4xx, another issuer)', async () => {
    const refusing = await serve((_req, res) => res.writeHead(404).end());
    expect(providerUnreachable(await discoveryError(refusing))).toBe(false);
    const other = await serve((_req, res) =>
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ issuer: 'https://someone-else.example' })),
    );
    expect(providerUnreachable(await discoveryError(other))).toBe(false);
    expect(providerUnreachable(new Error('unexpected JWT claim value encountered'))).toBe(false);
  });
});
