// A tiny browser stand-in for redirect chains that cross origins (portal ⇄ identity provider): one cookie jar
// per host:port, redirects followed by hand so each hop can be checked.

export class CookieJarFetch {
  private jars = new Map<string, Map<string, string>>();

  private jarFor(url: URL) {
    let jar = this.jars.get(url.host);
    if (!jar) this.jars.set(url.host, (jar = new Map()));
    return jar;
  }

  cookies(url: string): Map<string, string> {
    return this.jarFor(new URL(url));
  }

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url);
    const jar = this.jarFor(target);
    const headers = new Headers(init.headers);
    if (jar.size > 0) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(target, { ...init, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') jar.delete(name);
      else jar.set(name, value);
    }
    return res;
  }

  /** Follows redirects (GET) from `url` until a non-redirect answer; returns it and every URL visited. */
  async follow(
    url: string,
    init: RequestInit = {},
    limit = 15,
  ): Promise<{ res: Response; url: string; visited: string[] }> {
    const visited: string[] = [url];
    let current = url;
    let res = await this.fetch(current, init);
    while (res.status >= 300 && res.status < 400 && res.headers.get('location')) {
      if (visited.length > limit) throw new Error(`too many redirects: ${visited.join(' → ')}`);
      current = new URL(res.headers.get('location')!, current).href;
      visited.push(current);
      res = await this.fetch(current);
    }
    return { res, url: current, visited };
  }
}

export function formFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const m of html.matchAll(/<input[^>]*type="hidden"[^>]*>/g)) {
    const name = /name="([^"]+)"/.exec(m[0])?.[1];
    const value = /value="([^"]*)"/.exec(m[0])?.[1] ?? '';
    if (name) fields[name] = value;
  }
  return fields;
}

export function formAction(html: string, base: string): string {
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error('no form on the page');
  return new URL(action.replace(/&amp;/g, '&'), base).href;
}

/**
 * Presses the header's Sign out button of a signed-in page (POST /sign-out with the page's CSRF token) and returns
 * the answer to that POST: for an identity-provider session, a 303 to /mgr-signed-out.
 */
export async function pressSignOut(browser: CookieJarFetch, portalUrl: string): Promise<Response> {
  const page = await browser.fetch(`${portalUrl}/services/index`);
  const html = await page.text();
  const form = /<form[^>]*action="\/sign-out"[\s\S]*?<\/form>/.exec(html)?.[0];
  if (!form) throw new Error(`no Sign out form on /services/index (HTTP ${page.status})`);
  return browser.fetch(`${portalUrl}/sign-out`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: portalUrl },
    body: new URLSearchParams(formFields(form)),
  });
}
