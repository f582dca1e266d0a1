import { escapeHtml, pageStart } from '../idp/views.ts';

// Pages of the sandbox card issuer (3-D Secure ACS). Merchants show them in a frame of their own page, so they are
// small: one heading, one sentence, the buttons; they work at 320 px wide and without JavaScript. No inline script
// or style (one stylesheet and one script, both from the issuer's own origin). Every value from a request or the
// database goes through escapeHtml.

export const ISSUER_NAME = 'Sandbox Card Services';

function layout(options: { title: string; body: string; script?: boolean }): string {
  return `${pageStart({ lang: 'en', title: `${options.title} – ${ISSUER_NAME}`, stylesheet: '/acs/assets/acs.css' })}
<header class="issuer">
<p class="issuer__name">${ISSUER_NAME}</p>
<p class="issuer__tag">Secure payment check</p>
</header>
<main class="main" id="main-content">
${options.body}
</main>
${options.script ? '<script src="/acs/assets/auto-submit.js"></script>\n' : ''}</body>
</html>
`;
}

/** The challenge: approve, decline or cancel one payment. */
export function challengePage(options: {
  challengeId: string;
  merchant: string;
  amount: string;
  cardLast4: string;
}): string {
  const merchant = escapeHtml(options.merchant);
  return layout({
    title: 'Confirm your payment',
    body: `<h1 class="heading">Confirm your payment</h1>
<p class="body">You are paying <strong>${escapeHtml(options.amount)}</strong> to <strong>${merchant}</strong> with your card ending <strong>${escapeHtml(options.cardLast4)}</strong>.</p>
<p class="hint" id="sandbox-hint">This is the sandbox card issuer: choose what the cardholder does.</p>
<form method="post" action="/acs/challenge/answer" class="actions" aria-describedby="sandbox-hint">
<input type="hidden" name="payment" value="${escapeHtml(options.challengeId)}">
<button type="submit" name="action" value="approve" class="button">Approve payment</button>
<button type="submit" name="action" value="decline" class="button button--secondary">Decline</button>
<button type="submit" name="action" value="cancel" class="button button--secondary">Cancel</button>
</form>`,
  });
}

const OUTCOME_TEXT = {
  approve: 'You approved the payment.',
  decline: 'You declined the payment.',
  cancel: 'You cancelled the payment.',
} as const;

/**
 * Back to the merchant: a form that POSTs `fields` to `action` (TermUrl or CancelUrl), submitted by the issuer's
 * script at once, or by the Continue button without JavaScript.
 */
export function handOffPage(options: {
  merchant: string;
  outcome: keyof typeof OUTCOME_TEXT;
  action: string;
  fields: Record<string, string>;
}): string {
  const inputs = Object.entries(options.fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
  return layout({
    title: `Returning you to ${options.merchant}`,
    script: true,
    body: `<h1 class="heading">Returning you to ${escapeHtml(options.merchant)}</h1>
<p class="body">${OUTCOME_TEXT[options.outcome]} If nothing happens, select Continue.</p>
<form method="post" action="${escapeHtml(options.action)}" data-auto-submit>
${inputs}
<button type="submit" class="button">Continue</button>
</form>`,
  });
}

/** Something the issuer cannot do (unknown or finished payment, a bad hand-off from the merchant). */
export function problemPage(options: { heading: string; message: string }): string {
  return layout({
    title: options.heading,
    body: `<h1 class="heading">${escapeHtml(options.heading)}</h1>
<p class="body">${escapeHtml(options.message)}</p>`,
  });
}
