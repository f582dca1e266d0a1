/** The content codings the portal sends, best first: brotli is smaller than gzip at a similar CPU cost. */
export type Coding = 'br' | 'gzip';

/**
 * The best coding of `offered` that an Accept-Encoding header accepts (RFC 9110 §12.5.3), or undefined for identity.
 * `q=0` refuses a coding; `*` stands for any coding not named; among equal q-values the server's order wins.
 */
export function negotiateEncoding(
  header: string | undefined,
  offered: readonly Coding[] = ['br', 'gzip'],
): Coding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [rawName, ...params] = part.trim().split(';');
    const name = rawName?.trim().toLowerCase();
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.trim().split('=');
      if (key?.trim().toLowerCase() === 'q') q = Number(value);
    }
    weights.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(q) ? q : 0);
  }
  let best: Coding | undefined;
  let bestQ = 0;
  for (const coding of offered) {
    const q = weights.get(coding) ?? weights.get('*') ?? 0;
    if (q > bestQ) {
      best = coding;
      bestQ = q;
    }
  }
  return best;
}

/** Adds a token to the Vary header once. */
export function addVary(current: string | number | string[] | undefined, token: string): string {
  const list = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  if (list.includes('*') || list.some((item) => item.toLowerCase() === token.toLowerCase()))
    return list.join(', ');
  return [...list, token].join(', ');
}
