import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

// R0 (docs/performance.md, How to measure): node:http sending the pre-rendered page from a Buffer
// (REFERENCE_HTML), the ceiling any server-rendered page is compared with. Port from REFERENCE_PORT.

const html = readFileSync(String(process.env.REFERENCE_HTML));
createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': html.length });
  res.end(html);
}).listen(Number(process.env.REFERENCE_PORT), '127.0.0.1');
