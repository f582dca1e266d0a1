// A customer's browser without JavaScript, over HTTP, for `npm run a11y:report` (test/a11y/run.ts): pa11y's scripted
// actions cannot answer the randomly chosen memorable-number positions, and actions that navigate were unreliable in
// the full run, so sessions are signed in and journeys taken to the state to audit here; pa11y is given the session
// cookie as a request header and opens the page itself (docs/stack-notes.md, Tests).
import { DEMO, NATIVE_URL } from '../e2e/env.ts';

/** A tiny cookie jar for one origin: name → value, from Set-Cookie headers. */
export class CookieJar {
  readonly #cookies = new Map<string, string>();
  store(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const eq = pair.indexOf('=');
      if (eq > 0) this.#cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
  }
  header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

export function csrfField(html: string): string {
  const input = /<input[^>]*\bname="_csrf"[^>]*>/.exec(html)?.[0];
  const value = input && /\bvalue="([^"]*)"/.exec(input)?.[1];
  if (!value) throw new Error('no _csrf field on the page');
  return decodeEntities(value);
}

/** Step 2's requested digits: input name → the label's ordinal ('2nd digit' → 2). */
function requestedDigits(html: string): { name: string; position: number }[] {
  const fields: { name: string; position: number }[] = [];
  for (const [, id, text] of html.matchAll(/<label[^>]*\bfor="([^"]+)"[^>]*>([\s\S]*?)<\/label>/g)) {
    const match = /(\d+)(?:st|nd|rd|th) digit/.exec(text!.replace(/<[^>]+>/g, ''));
    if (!match) continue;
    const input = new RegExp(`<input[^>]*\\bid="${id}"[^>]*>`).exec(html)?.[0];
    const name = input && /\bname="([^"]+)"/.exec(input)?.[1];
    if (!name) throw new Error(`no input for the label of ${id}`);
    fields.push({ name, position: Number(match[1]) });
  }
  if (fields.length !== 3) throw new Error(`expected 3 requested digits on step 2, found ${fields.length}`);
  return fields;
}

export async function request(
  jar: CookieJar,
  path: string,
  form?: Record<string, string>,
  /** The portal: the native one unless given (the editor deployment for editor mode). */
  base: string = NATIVE_URL,
): Promise<Response> {
  const response = await fetch(new URL(path, base), {
    method: form ? 'POST' : 'GET',
    redirect: 'manual',
    headers: {
      cookie: jar.header(),
      accept: 'text/html',
      ...(form ? { origin: base, 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    body: form ? new URLSearchParams(form).toString() : undefined,
  });
  jar.store(response);
  return response;
}

export function expectRedirect(response: Response, path: RegExp, step: string) {
  const location = response.headers.get('location') ?? '';
  if (response.status < 300 || response.status > 399 || !path.test(location)) {
    throw new Error(`${step}: expected a redirect to ${path}, got ${response.status} ${location}`);
  }
}

export type Customer = typeof DEMO;

/** Step 1 only: a session waiting for the memorable number. */
export async function signInStep1(customer: Customer = DEMO, base: string = NATIVE_URL): Promise<CookieJar> {
  const jar = new CookieJar();
  const page = await request(jar, '/sign-in/step-1', undefined, base);
  if (page.status !== 200) throw new Error(`GET /sign-in/step-1: ${page.status}`);
  const token = csrfField(await page.text());
  const posted = await request(
    jar,
    '/sign-in/step-1',
    { _csrf: token, username: customer.username, password: customer.password },
    base,
  );
  expectRedirect(posted, /\/sign-in\/step-2$/, 'POST /sign-in/step-1');
  return jar;
}

/** Both steps, answering the digits the page asks for; returns the signed-in session's cookie header. */
export async function signIn(customer: Customer = DEMO, base: string = NATIVE_URL): Promise<string> {
  return (await signedInJar(customer, base)).header();
}

/** Both steps, answering the digits the page asks for; returns the signed-in session's cookie jar. */
export async function signedInJar(customer: Customer, base: string = NATIVE_URL): Promise<CookieJar> {
  const jar = await signInStep1(customer, base);
  const page = await request(jar, '/sign-in/step-2', undefined, base);
  if (page.status !== 200) throw new Error(`GET /sign-in/step-2: ${page.status}`);
  const html = await page.text();
  const form: Record<string, string> = { _csrf: csrfField(html) };
  for (const { name, position } of requestedDigits(html))
    form[name] = customer.memorableNumber[position - 1]!;
  const posted = await request(jar, '/sign-in/step-2', form, base);
  expectRedirect(posted, /\/accounts/, 'POST /sign-in/step-2');
  const accounts = await request(jar, '/accounts/list', undefined, base);
  const body = await accounts.text();
  // React separates the two text parts with an empty comment: 'Hi <!-- -->Alex Saver'.
  if (accounts.status !== 200 || !body.replace(/<!-- -->/g, '').includes(`Hi ${customer.name}`)) {
    throw new Error(`signed in, but GET /accounts/list answered ${accounts.status} without the greeting`);
  }
  return jar;
}
