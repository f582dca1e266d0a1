import express, { Router, type Response } from 'express';
import type { Config } from '../config.ts';
import { completionPath, openHandOff, RETURN_PATHS } from './hand-off.ts';

// The card issuer's way back (decision 020). The issuer answers by POSTing PaRes and MD to
// TermUrl (/card-issuer/return), or MD to CancelUrl (/card-issuer/cancel): cross-site POSTs that carry no session
// cookie (SameSite=Lax), inside the verification page's frame (JavaScript on) or as the whole page (off). So these
// endpoints sit before the session and the CSRF check (server/app.ts), need no session, change nothing, call no one:
// they read where the payment is finished from the sealed MD and answer a tiny page whose form posts MD (and PaRes)
// to that same-site completion handler in the top window — submitted at once by /card-issuer/continue.js from our
// own origin, or by its Continue button without JavaScript. The completion handler is behind the session, keeps the
// Origin check and requires the MD to be the journey's single-use token.

const FIELD_MAX = 8192;

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}

function page(options: {
  title: string;
  stylesheet: string | undefined;
  body: string;
  script: boolean;
}): string {
  return `<!DOCTYPE html>
<html lang="en" class="govuk-template">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(options.title)}</title>
${options.stylesheet ? `<link rel="stylesheet" href="${escapeHtml(options.stylesheet)}">\n` : ''}</head>
<body class="govuk-template__body">
<div class="govuk-width-container">
<main class="govuk-main-wrapper" id="main-content">
${options.body}
</main>
</div>
${options.script ? '<script src="/card-issuer/continue.js"></script>\n' : ''}</body>
</html>
`;
}

/** Submits the return page's form at once; without JavaScript its Continue button does. */
const CONTINUE_SCRIPT = `// The card issuer's answer goes on to the payment's page (server/card-issuer/return-routes.ts).
var form = document.querySelector('form[data-card-issuer-return]');
if (form) form.submit();
`;

function field(body: unknown, name: string): string | undefined {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' && value.length <= FIELD_MAX ? value : undefined;
}

export function setUpCardIssuerReturns(config: Config, stylesheet: string | undefined): Router {
  const router = Router();
  const secret = config.session.secret;
  const form = express.urlencoded({ extended: false, limit: '32kb', parameterLimit: 10 });

  const noStore = (res: Response) => {
    res.set('cache-control', 'no-store');
    res.type('html');
  };

  const unreadable = (res: Response) => {
    noStore(res);
    res.status(400).send(
      page({
        title: `We could not finish your payment - ${config.bankName}`,
        stylesheet,
        script: false,
        body: `<h1 class="govuk-heading-l">We could not finish your payment</h1>
<p class="govuk-body">Your card issuer sent back an answer we could not read. Check your accounts before you try again.</p>
<p class="govuk-body"><a class="govuk-link" href="/accounts/list" target="_top">Go to your accounts</a></p>`,
      }),
    );
  };

  const bounce = (what: 'complete' | 'cancel') =>
    ((req, res) => {
      const md = field(req.body, 'MD');
      const handOff = openHandOff(secret, md);
      if (!handOff || md === undefined) return unreadable(res);
      const inputs = [`<input type="hidden" name="MD" value="${escapeHtml(md)}">`];
      if (what === 'complete') {
        const paRes = field(req.body, 'PaRes') ?? '';
        inputs.push(`<input type="hidden" name="PaRes" value="${escapeHtml(paRes)}">`);
      }
      noStore(res);
      res.send(
        page({
          title: `Returning you to ${config.bankName}`,
          stylesheet,
          script: true,
          body: `<h1 class="govuk-heading-l">Returning you to ${escapeHtml(config.bankName)}</h1>
<p class="govuk-body">${what === 'complete' ? 'Your card issuer has answered.' : 'You cancelled the check with your card issuer.'} If nothing happens, select Continue.</p>
<form method="post" action="${completionPath(handOff, what)}" target="_top" data-card-issuer-return>
${inputs.join('\n')}
<button type="submit" class="govuk-button" data-module="govuk-button">Continue</button>
</form>`,
        }),
      );
    }) satisfies express.RequestHandler;

  router.post(RETURN_PATHS.complete, form, bounce('complete'));
  router.post(RETURN_PATHS.cancel, form, bounce('cancel'));
  router.get([RETURN_PATHS.complete, RETURN_PATHS.cancel], (_req, res) => {
    res.redirect(303, '/accounts/list');
  });
  router.get('/card-issuer/continue.js', (_req, res) => {
    res.set('cache-control', 'public, max-age=3600');
    res.type('text/javascript').send(CONTINUE_SCRIPT);
  });
  return router;
}
