import { randomBytes } from 'node:crypto';

/** The headers the portal sends on every upstream call (spec 1 §7). */
export function bankHeaders(extra: Record<string, string> = {}): Record<string, string> {
  return {
    'content-type': 'application/json',
    accept: 'application/json',
    'x-brand-code': 'NMS',
    'x-channel': 'WEB',
    'x-device-type': 'Desktop',
    'x-client-version': '5.2',
    'accept-language': 'en-gb',
    'x-request-id': randomBytes(8).toString('hex'),
    ...extra,
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the sandbox answers JSON of many shapes; tests assert on it
export type ApiResponse = { status: number; body: any; text: string; headers: Headers };

export async function callApi(
  apiUrl: string,
  method: 'GET' | 'POST',
  path: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<ApiResponse> {
  const response = await fetch(`${apiUrl}${path}`, {
    method,
    headers: options.headers ?? bankHeaders(),
    body: method === 'POST' ? JSON.stringify(options.body ?? {}) : undefined,
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: response.status, body, text, headers: response.headers };
}

export function post(apiUrl: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  return callApi(apiUrl, 'POST', path, { body, headers: bankHeaders(headers) });
}
