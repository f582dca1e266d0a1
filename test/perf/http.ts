import { CookieJarFetch } from '../helpers/fetch-jar.ts';
import { DEMO, type Customer } from '../helpers/customers.ts';
import { BENCH_USER_AGENT } from './load.ts';

// What the benchmarks do over HTTP before measuring: wait for a server, and sign a customer in (demo.saver unless
// told).

export async function waitFor(url: string, timeoutMs = 30_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const up = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`not up: ${url}`);
}

/**
 * Signs in natively like a browser without JavaScript; returns the Cookie header of the signed-in session. The bank
 * ties a session to the browser that signed in: whatever uses the cookie must send the same user agent.
 */
export async function signIn(
  portalUrl: string,
  userAgent = BENCH_USER_AGENT,
  customer: Pick<Customer, 'username' | 'password' | 'memorableNumber'> = DEMO,
): Promise<string> {
  const jar = new CookieJarFetch();
  const csrf = (html: string) => /name="_csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
  const post = (path: string, fields: Record<string, string>) =>
    jar.fetch(`${portalUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': userAgent },
      body: new URLSearchParams(fields).toString(),
    });
  const ua = { headers: { 'user-agent': userAgent } };
  const step1 = await (await jar.fetch(`${portalUrl}/sign-in/step-1`, ua)).text();
  await post('/sign-in/step-1', {
    _csrf: csrf(step1),
    username: customer.username,
    password: customer.password,
  });
  const step2 = await (await jar.fetch(`${portalUrl}/sign-in/step-2`, ua)).text();
  const positions = [...step2.matchAll(/for="pin\d">(\d+)(?:st|nd|rd|th) digit/g)].map((m) => Number(m[1]));
  const digits = positions.map((p) => customer.memorableNumber[p - 1] ?? '0');
  const done = await post('/sign-in/step-2', {
    _csrf: csrf(step2),
    pin0: digits[0]!,
    pin1: digits[1]!,
    pin2: digits[2]!,
  });
  if (done.status !== 303) throw new Error(`sign-in on ${portalUrl} failed: ${done.status}`);
  return [...jar.cookies(portalUrl)].map(([k, v]) => `${k}=${v}`).join('; ');
}
