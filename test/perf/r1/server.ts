import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from 'react-router';

// R1 (docs/performance.md, How to measure): node:http + renderToString of the same tree as the signed-in
// accounts list (test/perf/r1/entry.tsx, built into build/bench-r1/). It asks the portal once for that page's loader
// data (R1_PORTAL_URL, R1_COOKIE: React Router's `.data` answer), then renders it on every request. Port from
// R1_PORT.

type Entry = {
  render: (data: { url: string; loaderData: Record<string, unknown> }) => string;
  ROUTE_IDS: readonly string[];
};

const PAGE = '/accounts/list';
const entry = (await import(pathToFileURL(join(process.cwd(), 'build/bench-r1/entry.js')).href)) as Entry;

const answer = await fetch(`${process.env.R1_PORTAL_URL}${PAGE}.data`, {
  headers: { cookie: String(process.env.R1_COOKIE) },
});
if (!answer.ok || !answer.body) throw new Error(`the loader data did not come (${answer.status})`);
const decoded = await decodeViaTurboStream(answer.body, globalThis);
await decoded.done;
const routes = decoded.value as Record<string, { data?: unknown }>;
const loaderData = Object.fromEntries(entry.ROUTE_IDS.map((id) => [id, routes[id]?.data]));
if (Object.values(loaderData).some((value) => value === undefined))
  throw new Error(`the loader data lacks a route (it has ${Object.keys(routes).join(', ')})`);
const data = { url: PAGE, loaderData };
const first = entry.render(data);
if (!first.includes('Sign out'))
  throw new Error(`the reference did not render the signed-in page: ${first.slice(0, 300)}`);

createServer((_req, res) => {
  const html = Buffer.from(entry.render(data));
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': html.length });
  res.end(html);
}).listen(Number(process.env.R1_PORT), '127.0.0.1');
