import type { SimCheckoutSession } from './payment-simulator-objects.js';

/**
 * The hosted checkout page (DESIGN contract): the amount, a button whose name
 * starts with "Pay" and a "Cancel" button; plain forms, so it works without
 * script. A card number ending in 0002 is declined, like Stripe's test card.
 */

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export const formatAmount = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export const DECLINED_MESSAGE = 'Your card was declined. Try another card.';
export const TEST_CARD = '4242 4242 4242 4242';

export const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f4f4f8;color:#1d1d28}
main{max-width:440px;margin:0 auto;padding:32px 20px}
.card{background:#fff;border-radius:14px;box-shadow:0 4px 24px rgba(0,0,0,.08);padding:28px}
.badge{display:inline-block;font-size:12px;font-weight:600;letter-spacing:.04em;text-transform:uppercase;background:#fff4d6;color:#7a5600;border-radius:999px;padding:2px 10px}
h1{font-size:20px;margin:12px 0 4px}.amount{font-size:34px;font-weight:700;margin:8px 0 0}.per{color:#5b5b6e;font-size:16px;font-weight:500}
label{display:block;font-weight:600;margin:20px 0 6px}input{width:100%;font:inherit;padding:10px 12px;border:1px solid #c9c9d6;border-radius:8px}
input:focus-visible,button:focus-visible{outline:3px solid #6d5dfc;outline-offset:2px}
.hint{color:#5b5b6e;font-size:14px;margin:6px 0 0}.error{color:#b00020;font-weight:600}
button{font:inherit;font-weight:600;width:100%;min-height:48px;border-radius:10px;border:0;cursor:pointer;margin-top:16px}
.pay{background:#6d5dfc;color:#fff}.cancel{background:transparent;color:#1d1d28;border:1px solid #c9c9d6}
`;

/** Where a page's message belongs: under the card number or under the promotion code box. */
export interface CheckoutPageError {
  field: 'card' | 'code';
  message: string;
}

export function renderCheckoutPage(session: SimCheckoutSession, productName: string, error?: CheckoutPageError): string {
  const amount = formatAmount(session.amount_total);
  const interval = session.mode === 'subscription' ? (session._interval ?? 'month') : null;
  const id = escapeHtml(session.id);
  const done = session.status !== 'open';
  const trial = session._trialDays ?? null;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Checkout · ${escapeHtml(productName)}</title><style>${STYLE}</style></head>
<body><main><div class="card">
<span class="badge">Test mode · payment simulator</span>
<h1>${escapeHtml(productName)}</h1>
${trial ? `<p class="amount">${trial} days free</p>
<p class="hint">Then ${formatAmount(session.amount_subtotal)} per ${interval ?? 'month'}. Your card is saved now and charged when the trial ends.</p>` : `<p class="amount">${amount}${interval ? ` <span class="per">per ${interval}</span>` : ''}</p>`}
${!trial && session.amount_total !== session.amount_subtotal ? `<p class="hint">Discount applied: was ${formatAmount(session.amount_subtotal)}</p>` : ''}
${session.customer_email ? `<p class="hint">Billed to ${escapeHtml(session.customer_email)}</p>` : ''}
${done ? '<p>This checkout is already complete.</p>' : ''}
<form method="post" action="/pay/${id}/complete">
<label for="card">Card number</label>
<input id="card" name="card" inputmode="numeric" autocomplete="cc-number" value="${TEST_CARD}" aria-describedby="card-hint${error?.field === 'card' ? ' card-error' : ''}">
<p id="card-hint" class="hint">Any number works; one ending in 0002 is declined.</p>
${error?.field === 'card' ? `<p id="card-error" class="error" role="alert">${escapeHtml(error.message)}</p>` : ''}
<button class="pay" type="submit">${trial ? 'Start trial' : `Pay ${amount}`}</button>
</form>
${session.allow_promotion_codes && !done ? renderCodeBox(id, error) : ''}
<form method="post" action="/pay/${id}/cancel"><button class="cancel" type="submit">Cancel</button></form>
</div></main></body></html>`;
}

/** Stripe's "Add promotion code": its own form, so applying a code never submits the card. */
function renderCodeBox(id: string, error?: CheckoutPageError): string {
  const failed = error?.field === 'code';
  return `<form method="post" action="/pay/${id}/code">
<label for="promotion-code">Promotion code</label>
<input id="promotion-code" name="code" autocomplete="off" maxlength="64"${failed ? ' aria-describedby="code-error"' : ''}>
${failed ? `<p id="code-error" class="error" role="alert">${escapeHtml(error.message)}</p>` : ''}
<button class="cancel" type="submit">Apply code</button>
</form>`;
}

export function renderMissingPage(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Checkout not found</title><style>${STYLE}</style></head>
<body><main><div class="card"><h1>Checkout not found</h1><p>This checkout link is not valid.</p></div></main></body></html>`;
}
