import { type RequestHandler, Router } from 'express';
import type { SandboxContext } from '../context.ts';
import { latestMessages, type OutboxMessage } from '../domain/outbox.ts';
import { escapeHtml, pageStart } from '../idp/views.ts';

// The sandbox's outbox on the API port: what the bank "sent" (one-time passcodes by SMS and e-mail, activation
// codes by letter). Not part of the bank's API, so no bank headers are needed. GET /outbox is a page for people
// (plain HTML, no script); GET /outbox.json?destination=... is for tests to read codes.

const PAGE_SIZE = 50;

const LONDON_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

const STYLESHEET = `html { font-family: system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif;
  line-height: 1.5; color: #0b0c0c; background: #fff; }
body { margin: 0 auto; max-width: 1100px; padding: 0 15px 30px; }
h1 { font-size: 2rem; margin: 30px 0 15px; }
a { color: #1d4f91; }
a:focus, .table-wrapper:focus { outline: 3px solid #ffdd00; box-shadow: 0 0 0 6px #0b0c0c; }
.table-wrapper { overflow-x: auto; }
table { border-collapse: collapse; width: 100%; }
caption { text-align: left; font-weight: 700; font-size: 1.25rem; padding-bottom: 10px; }
th, td { text-align: left; vertical-align: top; padding: 10px 20px 10px 0; border-bottom: 1px solid #b1b4b6; }
td.nowrap { white-space: nowrap; }
`;

const securityHeaders: RequestHandler = (_req, res, next) => {
  res.setHeader(
    'content-security-policy',
    "default-src 'none'; style-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  );
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('referrer-policy', 'same-origin');
  next();
};

function row(message: OutboxMessage): string {
  return `<tr>
<td class="nowrap"><time datetime="${message.sentAt.toISOString()}">${escapeHtml(LONDON_TIME.format(message.sentAt))}</time></td>
<td>${escapeHtml(message.channel)}</td>
<td class="nowrap">${escapeHtml(message.destination)}</td>
<td>${escapeHtml(message.text)}</td>
</tr>`;
}

export function outboxPage(bankName: string, messages: readonly OutboxMessage[]): string {
  const content =
    messages.length === 0
      ? '<p>No messages have been sent yet.</p>'
      : `<div class="table-wrapper" role="region" aria-labelledby="messages-caption" tabindex="0">
<table>
<caption id="messages-caption">The latest ${messages.length === 1 ? 'message' : `${messages.length} messages`}, newest first</caption>
<thead>
<tr><th scope="col">Time</th><th scope="col">Channel</th><th scope="col">Destination</th><th scope="col">Message</th></tr>
</thead>
<tbody>
${messages.map(row).join('\n')}
</tbody>
</table>
</div>`;
  return `${pageStart({ title: `Sandbox outbox – ${bankName}`, stylesheet: '/outbox.css' })}
<main>
<h1>Sandbox outbox</h1>
<p>The one-time passcodes and letters the ${escapeHtml(bankName)} sandbox has sent. Nothing leaves this machine. Reload the page to see new messages. The same messages as JSON: <a href="/outbox.json">outbox.json</a>.</p>
${content}
</main>
</body>
</html>
`;
}

export function outboxRoutes(ctx: SandboxContext): Router {
  const router = Router();

  router.get('/outbox', securityHeaders, (_req, res) => {
    res.type('html').send(outboxPage(ctx.settings.bankName, latestMessages(ctx.db, { limit: PAGE_SIZE })));
  });

  router.get('/outbox.css', (_req, res) => {
    res.type('css').send(STYLESHEET);
  });

  router.get('/outbox.json', (req, res) => {
    const destination = typeof req.query.destination === 'string' ? req.query.destination : undefined;
    const messages = latestMessages(ctx.db, { destination, limit: PAGE_SIZE });
    res.json({
      Messages: messages.map((message) => ({
        Id: message.id,
        SentAt: message.sentAt.toISOString(),
        Channel: message.channel,
        Destination: message.destination,
        Text: message.text,
        Code: message.code,
      })),
    });
  });

  return router;
}
