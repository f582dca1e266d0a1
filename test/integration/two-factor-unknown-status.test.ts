import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestPortal, type TestPortal } from '../helpers/portal.ts';
import { csrfFrom, text } from '../helpers/browserless.ts';
import request from 'supertest';
import { enterCode, sendCodeTo } from './two-factor.helpers.ts';

// The two-factor screens (spec 2 §2, §4, §8) when a bank answers with a challenge status the portal does not know:
// a fake bank, on the forgotten-password journey.

describe('a status the portal does not know', () => {
  let fake: Server;
  let fakePortal: TestPortal;

  beforeAll(async () => {
    // A bank that answers the forgotten-password activation with challenge statuses outside spec 2 §3.
    fake = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const json = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
          res.writeHead(status, { 'content-type': 'application/json', ...headers });
          res.end(JSON.stringify(payload));
        };
        const parsed = (body ? JSON.parse(body) : {}) as Record<string, unknown>;
        switch (req.url) {
          case '/webauthentication/v2.0/user/credentials/reset-forgotten': {
            const entries = parsed.Entries as { Type: string; Value: string }[];
            const first = entries.find((e) => e.Type === 'firstName')?.Value ?? '';
            return json(200, { Status: 'RequireActivation', RequireActivationTicket: `ticket-${first}` });
          }
          case '/webauthentication/v2.0/user/forgottencredentials/activate':
            if (parsed.RequireActivationTicket === 'ticket-Odd')
              return json(412, {}, { 'x-challenge-status': 'ODD_START', 'x-challenge-key': 'K0' });
            if (!req.headers['x-challenge-key'])
              return json(412, {}, { 'x-challenge-status': 'ISSUED', 'x-challenge-key': 'K1' });
            return json(412, {}, { 'x-challenge-status': 'LOCKED_OUT', 'x-challenge-key': 'K1' });
          case '/2fa/v1.0/destinations':
            return json(200, { Destinations: ['07700 900999'] });
          case '/2fa/v1.0/challenge':
            return json(200, { ResponseStatus: 'Success' });
          default:
            return json(404, { Message: 'Resource not found' });
        }
      });
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    const { port } = fake.address() as AddressInfo;
    fakePortal = await startTestPortal({}, { upstreamUrl: `http://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await fakePortal?.close();
    await new Promise((resolve) => fake?.close(resolve));
  });

  async function forgottenPassword(firstname: string) {
    const agent = request.agent(fakePortal.url);
    const page = await agent.get('/forgotten-password/retrieve').expect(200);
    return {
      agent,
      res: await agent
        .post('/forgotten-password/retrieve')
        .type('form')
        .send({
          _csrf: csrfFrom(page.text),
          step: 'personal',
          firstname,
          lastname: 'Tester',
          'b_day.day': '1',
          'b_day.month': '2',
          'b_day.year': '1980',
          postcode: 'LS1 4DT',
          account_number: '30187452',
        }),
    };
  }

  it("after a code: 'Unsupported challenge status {status}.'", async () => {
    const { agent, res } = await forgottenPassword('Ursula');
    expect(res.headers.location).toBe('/two-factor/destination');
    await sendCodeTo(agent, '999');
    const replay = await enterCode(agent, '123456');
    expect(replay.status).toBe(303);
    expect(replay.headers.location).toBe('/two-factor/unsupported');
    const page = await agent.get('/two-factor/unsupported').expect(200);
    expect(text(page.text)).toContain('Unsupported challenge status LOCKED_OUT.');
    await agent
      .post('/two-factor/cancel')
      .type('form')
      .send({ _csrf: csrfFrom(page.text), intent: 'cancel' })
      .expect(303)
      .expect('location', '/forgotten-password/retrieve');
  });

  it('a 412 that starts no challenge', async () => {
    const { agent, res } = await forgottenPassword('Odd');
    expect(res.headers.location).toBe('/two-factor/unsupported');
    const page = await agent.get('/two-factor/unsupported').expect(200);
    expect(text(page.text)).toContain('Unsupported challenge status ODD_START.');
  });
});
