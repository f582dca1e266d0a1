import { createServer, type IncomingHttpHeaders } from 'node:http';

// The bank for the signed-in page figures (docs/performance.md, How to measure): while recording, it passes every
// call through to the sandbox bank (FAKE_UPSTREAM_RECORD_FROM) and keeps each answer, by method, path and body; after
// `POST /__bench/replay` it answers only from that memory, so the measured requests cost the portal and nothing
// else (no SQLite, no password hashing, no second process on the portal's core). A call it never saw is answered 599
// and counted (`GET /__bench/misses`): the bench refuses a run with any. `GET /__bench/answered`: the calls answered
// from memory so far. Port from FAKE_UPSTREAM_PORT.

type Answer = { status: number; headers: Record<string, string>; body: Buffer };

const upstream = String(process.env.FAKE_UPSTREAM_RECORD_FROM);
const answers = new Map<string, Answer>();
let replaying = false;
let misses = 0;
let answered = 0;

// Per connection and per body: the replayed answer's length is the body's, and fetch has already decoded it.
const DROPPED = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'date',
]);

function keep(headers: Headers): Record<string, string> {
  const kept: Record<string, string> = {};
  headers.forEach((value, name) => {
    if (!DROPPED.has(name)) kept[name] = value;
  });
  return kept;
}

function forwarded(headers: IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined && name !== 'host' && name !== 'connection' && name !== 'content-length')
      out[name] = Array.isArray(value) ? value.join(', ') : value;
  return out;
}

createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const body = Buffer.concat(chunks);
    if (req.url === '/__bench/replay' && req.method === 'POST') {
      replaying = true;
      res.end(String(answers.size));
      return;
    }
    if (req.url === '/__bench/misses') {
      res.end(String(misses));
      return;
    }
    if (req.url === '/__bench/answered') {
      res.end(String(answered));
      return;
    }
    const key = `${req.method} ${req.url} ${body.toString('utf8')}`;
    if (replaying) {
      const answer = answers.get(key);
      if (!answer) {
        misses += 1;
        res.writeHead(599).end();
        return;
      }
      answered += 1;
      res.writeHead(answer.status, { ...answer.headers, 'content-length': answer.body.length });
      res.end(answer.body);
      return;
    }
    void (async () => {
      const reply = await fetch(`${upstream}${req.url}`, {
        method: req.method ?? 'GET',
        headers: forwarded(req.headers),
        ...(body.length > 0 ? { body } : {}),
        redirect: 'manual',
      });
      const answer = {
        status: reply.status,
        headers: keep(reply.headers),
        body: Buffer.from(await reply.arrayBuffer()),
      };
      answers.set(key, answer);
      res.writeHead(answer.status, { ...answer.headers, 'content-length': answer.body.length });
      res.end(answer.body);
    })().catch(() => res.writeHead(502).end());
  });
}).listen(Number(process.env.FAKE_UPSTREAM_PORT), '127.0.0.1');
