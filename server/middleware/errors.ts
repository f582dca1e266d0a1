import type { Duplex } from 'node:stream';
import type { ErrorRequestHandler, Request, Response } from 'express';
import type { Config } from '../config.ts';
import type { ViewRenderer } from '../views/render.ts';
import type { Logger } from 'pino';
import { BadRequest } from './bad-requests.ts';
import { isJsonEndpoint, sendJsonError } from './json-endpoints.ts';
import type { ContentService } from '../content/service.ts';
import { cachedTexts } from '../content/lookup.ts';
import { LAYOUT_DEFAULTS, LAYOUT_TAG } from '#shared/messages/layout.ts';

/**
 * The last handler: logs the error with its request id and renders a plain error page. Never a stack trace,
 * never the error's message (it may carry upstream detail) — only a reference the customer can quote.
 */
export function errorHandler(
  config: Config,
  render: ViewRenderer,
  fallbackLog: Logger,
  content?: ContentService,
): ErrorRequestHandler {
  return (err: unknown, req, res, _next) => {
    const status =
      typeof err === 'object' && err && 'status' in err && typeof err.status === 'number' && err.status < 500
        ? err.status
        : 500;
    // Through the request's pino logger (redacted) when there is one, else the portal's; a refused request (4xx) is
    // one warn line with its reason, no stack.
    const log = req.log ?? fallbackLog;
    if (status < 500)
      log.warn({ status, reason: err instanceof Error ? err.message : String(err) }, 'request refused');
    else log.error({ err, status }, 'request failed');
    if (res.headersSent) {
      res.end();
      return;
    }
    if (isJsonEndpoint(req)) {
      sendJsonError(res, status, err instanceof BadRequest ? err.headers : {});
      return;
    }
    // The shell's managed texts (tag 'layout') as the content service last loaded them, without asking it: this
    // page never waits for, or fails with, the content service (decision 038). The defaults in code otherwise.
    const t = cachedTexts(content, LAYOUT_TAG, LAYOUT_DEFAULTS.content);
    const heading =
      status === 413
        ? (t.tooLargeHeading ?? '')
        : status < 500
          ? (t.requestErrorHeading ?? '')
          : (t.serviceErrorHeading ?? '');
    const paragraphs = [(status < 500 ? t.requestErrorText : t.serviceErrorText) ?? ''];
    if (err instanceof BadRequest) res.set(err.headers);
    sendErrorPage(config, render, req, res, { status, heading, paragraphs }, log);
  };
}

/**
 * The design system's error page (views/error.njk), no-store, with the reference the customer can quote. If the
 * template itself fails, still a page, never bare text: the smallest document with the same heading and reference.
 */
export function sendErrorPage(
  config: Config,
  render: ViewRenderer,
  req: Request,
  res: Response,
  page: { status: number; heading: string; paragraphs: string[]; link?: { href: string; text: string } },
  log: Logger,
): void {
  const { status, heading, paragraphs, link } = page;
  try {
    res
      .status(status)
      .set('cache-control', 'no-store')
      .type('html')
      .send(
        render('error.njk', {
          title: heading,
          heading,
          paragraphs,
          link,
          bankName: config.bankName,
          requestId: req.id,
          cspNonce: res.locals.nonce,
        }),
      );
  } catch (renderErr) {
    log.error({ err: renderErr }, 'error page failed to render');
    res
      .status(status)
      .type('html')
      .send(
        `<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8"><title>${escapeHtml(heading)} - ${escapeHtml(config.bankName)}</title></head>` +
          `<body><main><h1>${escapeHtml(heading)}</h1><p>If you contact us about this, quote reference ${escapeHtml(String(req.id ?? 'unknown'))}.</p></main></body></html>`,
      );
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Node's own parser refuses some requests before Express sees them (an unknown method such as BREW, a malformed
 * request line or header, a header too large): by default it writes a bare `400 Bad Request`. This answers with the
 * error page instead and logs one warn line (attach it: `server.on('clientError', onClientError)`).
 */
export function clientErrorHandler(
  config: Config,
  render: ViewRenderer,
  log: Logger,
  content?: ContentService,
) {
  return (err: NodeJS.ErrnoException & { rawPacket?: unknown }, socket: Duplex): void => {
    log.warn({ code: err.code, reason: err.message }, 'malformed request refused');
    if (!socket.writable || err.code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    const tooLarge = err.code === 'HPE_HEADER_OVERFLOW';
    const status = tooLarge ? 431 : 400;
    const t = cachedTexts(content, LAYOUT_TAG, LAYOUT_DEFAULTS.content);
    const heading = (tooLarge ? t.tooLargeHeading : t.requestErrorHeading) ?? '';
    let html: string;
    try {
      html = render('error.njk', {
        title: heading,
        heading,
        paragraphs: [t.requestErrorText ?? ''],
        bankName: config.bankName,
      });
    } catch {
      html = `<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8"><title>${escapeHtml(heading)} - ${escapeHtml(config.bankName)}</title></head><body><main><h1>${escapeHtml(heading)}</h1></main></body></html>`;
    }
    const body = Buffer.from(html);
    socket.end(
      Buffer.concat([
        Buffer.from(
          `HTTP/1.1 ${status} ${tooLarge ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
            'Content-Type: text/html; charset=utf-8\r\n' +
            `Content-Length: ${body.length}\r\n` +
            'Cache-Control: no-store\r\n' +
            "Content-Security-Policy: default-src 'none'; style-src 'self'; img-src 'self' data:; font-src 'self'; " +
            "base-uri 'none'; form-action 'self'; frame-ancestors 'none'\r\n" +
            'X-Content-Type-Options: nosniff\r\n' +
            'Connection: close\r\n\r\n',
        ),
        body,
      ]),
    );
  };
}
