import { describe, expect, it } from '@jest/globals';
import { bankHeaders, callApi } from './api.ts';
import { EZRA, nativeSignIn } from './sign-in.ts';
import { useTestSandbox } from './test-sandbox.ts';

// GET /cmscontent/v1.0/systemmessages (spec 2 §3 System messages, §7).

const sandbox = useTestSandbox();

describe('GET /cmscontent/v1.0/systemmessages', () => {
  it('gives every signed-in customer the two plain-text messages, in order', async () => {
    const ticket = await nativeSignIn(sandbox.apiUrl, EZRA);
    const { status, body } = await callApi(sandbox.apiUrl, 'GET', '/cmscontent/v1.0/systemmessages', {
      headers: bankHeaders({ 'x-session-ticket': ticket }),
    });
    expect(status).toBe(200);
    expect(body.SystemMessages).toEqual([
      { Body: expect.stringMatching(/^Planned maintenance: online banking will be unavailable/) },
      { Body: expect.stringMatching(/^Our phone lines will close early/) },
    ]);
    for (const message of body.SystemMessages) expect(message.Body).not.toMatch(/[<>]/);
  });

  it('answers 402 when signed out', async () => {
    const { status } = await callApi(sandbox.apiUrl, 'GET', '/cmscontent/v1.0/systemmessages');
    expect(status).toBe(402);
  });
});
