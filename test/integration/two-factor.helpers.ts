import { expect } from '@jest/globals';
import { csrfFrom, type Agent } from '../helpers/browserless.ts';

// Driving the portal's two-factor screens without JavaScript (spec 2 §4), reading the passcodes from the sandbox's
// outbox (GET /outbox.json?destination=...). Shared by the two-factor, update-security and forgotten-password tests.

export type Destination = { value: string; label: string };

/** The radios offered on /two-factor/destination: their values (ids) and label texts. */
export function destinationOptions(html: string): Destination[] {
  const options: Destination[] = [];
  for (const match of html.matchAll(/<input class="govuk-radios__input" id="([^"]+)"[^>]*value="([^"]*)"/g)) {
    const [, id, value] = match;
    const label = new RegExp(`<label[^>]*for="${id}"[^>]*>([^<]*)</label>`).exec(html)?.[1] ?? '';
    options.push({ value: value ?? '', label: label.trim() });
  }
  return options;
}

/** The passcode in the newest message to `destination`. */
export async function latestCode(apiUrl: string, destination: string): Promise<string> {
  const response = await fetch(`${apiUrl}/outbox.json?destination=${encodeURIComponent(destination)}`);
  const { Messages } = (await response.json()) as { Messages: { Code: string | null }[] };
  const code = Messages[0]?.Code;
  if (!code) throw new Error(`no passcode sent to ${destination}`);
  return code;
}

/** How many messages the outbox holds for `destination`. */
export async function sentCount(apiUrl: string, destination: string): Promise<number> {
  const response = await fetch(`${apiUrl}/outbox.json?destination=${encodeURIComponent(destination)}`);
  return ((await response.json()) as { Messages: unknown[] }).Messages.length;
}

/** A code that is certainly not `code`. */
export function wrongCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

/** On /two-factor/destination: picks the option whose label contains `labelPart`; expects the code page next. */
export async function sendCodeTo(agent: Agent, labelPart: string): Promise<string> {
  const page = await agent.get('/two-factor/destination').expect(200);
  const option = destinationOptions(page.text).find((o) => o.label.includes(labelPart));
  if (!option) throw new Error(`no destination labelled with "${labelPart}"`);
  await agent
    .post('/two-factor/destination')
    .type('form')
    .send({ _csrf: csrfFrom(page.text), destination: option.value })
    .expect(303)
    .expect('location', '/two-factor/code');
  return (await agent.get('/two-factor/code').expect(200)).text;
}

/** Posts a code on /two-factor/code; returns the response (303 onwards, or 400 with the page). */
export async function enterCode(agent: Agent, code: string) {
  const page = await agent.get('/two-factor/code').expect(200);
  return agent
    .post('/two-factor/code')
    .type('form')
    .send({ _csrf: csrfFrom(page.text), intent: 'verify', code });
}

/**
 * From the destination screen to a passed challenge: a code to the mobile ending `lastDigits` (the number is
 * `mobile`), the right code entered. Returns where the journey continues.
 */
export async function passChallenge(agent: Agent, apiUrl: string, mobile: string): Promise<string> {
  await sendCodeTo(agent, mobile.slice(-3));
  const res = await enterCode(agent, await latestCode(apiUrl, mobile));
  expect(res.status).toBe(303);
  return res.headers.location as string;
}
