import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { usePortal } from './use-portal.ts';
import { csrfFrom, text, type Agent } from '../helpers/browserless.ts';

// The upstream contract of registration and forgotten username (spec 1 §7), against a recording stand-in upstream:
// what the portal sends, and the answers the sandbox bank never gives (statuses the form's own rules prevent,
// unknown statuses, an upstream failure).

type Seen = { path: string; headers: IncomingHttpHeaders; body: Record<string, unknown> };
type Answer = (body: Record<string, unknown>) => [status: number, json: unknown];

let seen: Seen[] = [];
let answers: Record<string, Answer> = {};
let fake: Server;
let upstreamUrl: string;

function startFakeUpstream(): Promise<void> {
  fake = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const body = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
      const path = req.url ?? '';
      seen.push({ path, headers: req.headers, body });
      const answer = answers[path];
      const [status, json] = answer ? answer(body) : [404, { Message: 'Resource not found' }];
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(json));
    });
  });
  return new Promise((resolve) =>
    fake.listen(0, '127.0.0.1', () => {
      upstreamUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
      resolve();
    }),
  );
}

const REGISTER = '/webauthentication/v2.0/user/register';
const CHECK = '/customccb/v1.0/registrationcheck';
const SETUP = '/webauthentication/v2.0/user/credentials/setup';
const TOKEN = '/customccb/v1.0/token';
const FORGOTTEN = '/webauthentication/v2.0/user/credentials/forgotten-username';

const TICKET = { Value: 'opaque-ticket-1', Data: { Expires: '2026-06-12T10:20:00Z' } };
const identity = (CredentialErrors: string[] = [], ActivationStatus: string | null = null) => ({
  ExtendedProperties: { IdentityResponse: { CredentialErrors, ActivationStatus } },
});

const DETAILS = {
  step: 'details',
  firstname: ' Rita ',
  lastname: 'Register',
  'b_day.day': '12',
  'b_day.month': '4',
  'b_day.year': '1988',
  postcode: 'eh11yz',
  account_number: '3099 9001',
};
const SECURITY = {
  step: 'security',
  username: 'rita.register',
  confirmUsername: 'rita.register',
  password: 'Heather-Moor-42!',
  confirmPassword: 'Heather-Moor-42!',
  memorableNumber: '582039',
  confirmMemorableNumber: '582039',
};
const ENTRIES = [
  { Type: 'firstName', Value: 'Rita' },
  { Type: 'lastName', Value: 'Register' },
  { Type: 'dateOfBirth', Value: '1988-04-12' },
  { Type: 'postCode', Value: 'EH1 1YZ' },
  { Type: 'accountNumber', Value: '30999001' },
];

async function post(agent: Agent, path: string, fields: Record<string, string>) {
  const page = await agent.get(path).expect(200);
  return agent
    .post(path)
    .type('form')
    .send({ _csrf: csrfFrom(page.text), ...fields });
}

async function toSecurityStage(agent: Agent) {
  const res = await post(agent, '/registration/register', DETAILS);
  expect(res.headers.location).toBe('/registration/register');
}

const bodiesTo = (path: string) => seen.filter((s) => s.path === path).map((s) => s.body);

beforeAll(startFakeUpstream);
const portal = usePortal({}, () => ({ upstreamUrl }));
afterAll(async () => {
  await new Promise((resolve) => fake.close(resolve));
});
beforeEach(() => {
  seen = [];
  answers = {
    [REGISTER]: () => [200, { Status: 'Success', Ticket: TICKET, ...identity() }],
    [CHECK]: () => [200, { CheckStatus: 'NotRegistered' }],
    [SETUP]: () => [200, { Status: 'Success' }],
    [TOKEN]: () => [200, { Success: true, AccountNumber: '30999001' }],
    [FORGOTTEN]: () => [200, { Status: 'Success', Username: 'rita.register' }],
  };
});

describe('what the portal sends', () => {
  it('register: terms v1.0, the five entries normalised, ExtendedProperties null, the bank headers', async () => {
    await toSecurityStage(request.agent(portal.url));
    const [call] = seen.filter((s) => s.path === REGISTER);
    expect(call?.body).toEqual({
      TermsAndConditionsDocumentVersion: 'v1.0',
      Entries: ENTRIES,
      ExtendedProperties: null,
    });
    expect(call?.headers).toMatchObject({ 'x-channel': 'WEB', 'x-client-version': '5.2' });
    expect(call?.headers['x-session-ticket']).toBeUndefined();
  });

  it('credentials/setup: the ticket as given, the credentials, terms 1.0 and the date of birth', async () => {
    const agent = request.agent(portal.url);
    await toSecurityStage(agent);
    const res = await post(agent, '/registration/register', SECURITY);
    expect(res.headers.location).toBe('/registration/success');
    expect(bodiesTo(SETUP)).toEqual([
      {
        Ticket: TICKET,
        Username: 'rita.register',
        CredentialValues: [
          { Name: 'Password', Value: 'Heather-Moor-42!', Context: null },
          { Name: 'Pin', Value: '582039', Context: null },
        ],
        TermsAndConditionsDocumentVersion: '1.0',
        ExtendedProperties: { IdentityRequest: { DateOfBirth: '1988-04-12' } },
      },
    ]);
  });

  it('the activation variant: registrationcheck with the five entries, then register with firstName and the code', async () => {
    const res = await post(request.agent(portal.url), '/registration/register/activate', {
      ...DETAILS,
      activationCode: 'k7m4-q2xp',
    });
    expect(res.headers.location).toBe('/registration/register/activate');
    expect(seen.map((s) => s.path)).toEqual([CHECK, REGISTER]);
    expect(bodiesTo(CHECK)).toEqual([{ Entries: ENTRIES }]);
    expect(bodiesTo(REGISTER)).toEqual([
      {
        TermsAndConditionsDocumentVersion: 'v1.0',
        Entries: [{ Type: 'firstName', Value: 'Rita' }],
        ExtendedProperties: { ActivationCode: 'K7M4Q2XP' },
      },
    ]);
  });

  it('token: { AccountTokenId } from the token query parameter', async () => {
    await request(portal.url).get('/registration/register?token=tok-30999001').expect(200);
    expect(bodiesTo(TOKEN)).toEqual([{ AccountTokenId: 'tok-30999001' }]);
  });

  it('forgotten-username: { Entries, ExtendedProperties: null }', async () => {
    const res = await post(request.agent(portal.url), '/forgotten-username/retrieve', DETAILS);
    expect(res.headers.location).toBe('/forgotten-username/retrieve');
    expect(bodiesTo(FORGOTTEN)).toEqual([{ Entries: ENTRIES, ExtendedProperties: null }]);
  });
});

describe('answers the sandbox never gives', () => {
  it('CredentialErrors containing NonSignatory → accessdenied whatever the Status', async () => {
    answers[REGISTER] = () => [200, { Status: 'Blocked', ...identity(['NonSignatory']) }];
    const res = await post(request.agent(portal.url), '/registration/register', DETAILS);
    expect(res.headers.location).toBe('/registration/accessdenied');
  });

  it('ActivationStatus as a number 4 still warns; an unknown register status is named', async () => {
    answers[REGISTER] = () => [
      200,
      {
        Status: 'IdentifyAndVerifyFailed',
        ExtendedProperties: { IdentityResponse: { ActivationStatus: 4 } },
      },
    ];
    const warned = await post(request.agent(portal.url), '/registration/register', DETAILS);
    expect(text(warned.text)).toContain('as this is your 4th attempt');
    answers[REGISTER] = () => [200, { Status: 'Pending' }];
    const unknown = await post(request.agent(portal.url), '/registration/register', DETAILS);
    expect(unknown.status).toBe(400);
    expect(text(unknown.text)).toContain('Returned unknown status Pending');
  });

  it('an expired activation code from the plain variant leads to the activation-code stage', async () => {
    answers[REGISTER] = () => [200, { Status: 'IdentifyAndVerifyFailed', ...identity([], 'Expired') }];
    const res = await post(request.agent(portal.url), '/registration/register', DETAILS);
    expect(res.headers.location).toBe('/registration/register/activate');
  });

  it('a Success without a ticket, or an upstream failure, is a network error', async () => {
    answers[REGISTER] = () => [200, { Status: 'Success' }];
    const noTicket = await post(request.agent(portal.url), '/registration/register', DETAILS);
    expect(noTicket.headers.location).toBe('/network-error');
    answers[REGISTER] = () => [500, { Message: 'down' }];
    const failed = await post(request.agent(portal.url), '/registration/register', DETAILS);
    expect(failed.headers.location).toBe('/network-error');
  });

  it('NotEnoughCredentials, InvalidUsername and an unknown setup status stay on step 2 with a message', async () => {
    for (const [status, message] of [
      ['NotEnoughCredentials', 'Not enough credentials were submitted'],
      ['InvalidUsername', 'Your username must be between 6 and 23 characters.'],
      ['Frozen', 'Returned unknown status Frozen'],
    ] as const) {
      answers[SETUP] = () => [200, { Status: status }];
      const agent = request.agent(portal.url);
      await toSecurityStage(agent);
      const res = await post(agent, '/registration/register', SECURITY);
      expect(res.status).toBe(400);
      expect(res.text).toContain(`<a href="#username">${message}</a>`);
      expect(text(res.text)).toContain('Step 2 of 2 Register');
    }
  });

  it('InvalidCredentials with codes the spec does not list', async () => {
    answers[SETUP] = () => [
      200,
      { Status: 'InvalidCredentials', ...identity(['PasswordFormat', 'Mystery', 'Known']) },
    ];
    const agent = request.agent(portal.url);
    await toSecurityStage(agent);
    const res = await post(agent, '/registration/register', SECURITY);
    expect(res.status).toBe(400);
    const body = text(res.text);
    expect(body).toContain('There are 3 errors in this form:');
    expect(res.text).toContain('<a href="#password">Please enter a valid password</a>');
    expect(res.text).toContain(
      '<a href="#password">Either the password or memorable number you have entered are invalid.</a>',
    );
    expect(res.text).toContain(
      '<a href="#password">Your chosen password is on a list of well known passwords</a>',
    );
  });

  it('a token upstream cannot resolve leaves the account number empty (no error page)', async () => {
    answers[TOKEN] = () => [500, {}];
    const page = await request(portal.url).get('/registration/register?token=tok-1').expect(200);
    expect(page.text).not.toMatch(/id="account_number"[^>]*value=/);
  });
});
