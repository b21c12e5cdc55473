import type { SimInvoice, SimSubscription } from './payment-simulator-objects.js';
import { escapeHtml, formatAmount, STYLE } from './payment-simulator-page.js';
import type { PortalView } from './payment-simulator-portal.js';
import { dateOfEpochSeconds } from '../../shared/time.js';

/**
 * The hosted billing portal page (DESIGN contract): the plan at $20.00/month,
 * its state, Cancel plan or (while set to cancel at period end) Renew plan,
 * the card on file with Update card, the invoices with their amounts (each
 * with its hosted page and its PDF), and a
 * Return to site link. Plain forms, so it works without script.
 */

const PORTAL_STYLE = `
h2{font-size:16px;margin:24px 0 8px}section{border-top:1px solid #e4e4ee;margin-top:20px}
.back{display:inline-block;margin:0 0 12px;color:#4b3fd6;font-weight:600}
.status{background:#eef9f0;color:#17602a;border-radius:8px;padding:8px 12px;font-weight:600}
.warn{background:#fff1f0;color:#8a1c12;border-radius:8px;padding:8px 12px}
table{width:100%;border-collapse:collapse;font-size:15px}th,td{text-align:left;padding:6px 4px;border-bottom:1px solid #eee}
td.num,th.num{text-align:right}a{color:#4b3fd6}
a.rejoin{display:block;text-align:center;padding:12px;border-radius:10px;background:#6d5dfc;color:#fff;font-weight:600;text-decoration:none}
tr.invoice td{border-bottom:0}td.links{text-align:right;padding-top:0}td.links a{display:inline-block;margin:0 0 2px 16px}
`;

export const fullDate = (epochSeconds: number) =>
  dateOfEpochSeconds(epochSeconds).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

function planState(subscription: SimSubscription | null, back: string): string {
  if (!subscription) return '<p>You have no plan.</p>';
  const end = subscription.items.data[0]!.current_period_end;
  if (subscription.status === 'canceled') {
    // The way back to the site is the way to rejoin: the site sends a lapsed member to its Subscribe view.
    return `<p>Your plan ended on ${fullDate(subscription.ended_at ?? end)}.</p><p><a class="rejoin" href="${back}">Subscribe again on the site</a></p>`;
  }
  if (subscription.status === 'past_due') return `<p class="warn">Your last payment failed. Update your card to keep your plan.</p>`;
  if (subscription.cancel_at_period_end) return `<p>Your plan will be canceled on ${fullDate(subscription.cancel_at ?? end)}.</p>`;
  return `<p>Your plan renews on ${fullDate(end)}.</p>`;
}

function planActions(view: PortalView, id: string): string {
  const { subscription, configuration } = view;
  if (!subscription || subscription.status === 'canceled') return '';
  if (subscription.cancel_at_period_end) {
    return `<form method="post" action="/portal/${id}/renew"><button class="pay" type="submit">Renew plan</button></form>`;
  }
  if (!configuration.features.subscription_cancel.enabled) return '';
  return `<form method="post" action="/portal/${id}/cancel"><button class="cancel" type="submit">Cancel plan</button></form>`;
}

function invoiceLinks(invoice: SimInvoice): string {
  const when = `<span class="sr-only"> invoice of ${fullDate(invoice.created)}</span>`;
  const links = [
    invoice.hosted_invoice_url ? `<a href="${escapeHtml(invoice.hosted_invoice_url)}">View${when}</a>` : '',
    invoice.invoice_pdf ? `<a href="${escapeHtml(invoice.invoice_pdf)}" type="application/pdf">Download PDF${when}</a>` : '',
  ];
  return links.filter(Boolean).join('');
}

function invoiceRows(invoices: SimInvoice[]): string {
  if (invoices.length === 0) return '<p>No invoices yet.</p>';
  const rows = invoices.map(
    (invoice) =>
      `<tr class="invoice"><td>${fullDate(invoice.created)}</td><td class="num">${formatAmount(invoice.total)}</td><td>${invoice.status === 'paid' ? 'Paid' : 'Due'}</td></tr>` +
      // Its links on a row of their own, so the table fits a phone's width.
      `<tr><td class="links" colspan="3">${invoiceLinks(invoice)}</td></tr>`,
  );
  return `<table><thead><tr><th>Date</th><th class="num">Amount</th><th>Status</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

export function renderPortalPage(view: PortalView, notice?: { kind: 'done' | 'error'; text: string }): string {
  const id = escapeHtml(view.session.id);
  const back = escapeHtml(view.session.return_url);
  const price = view.subscription?.items.data[0]?.price;
  const f = view.configuration.features;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Billing · Pro membership</title><style>${STYLE}${PORTAL_STYLE}.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}</style></head>
<body><main><div class="card">
<a class="back" href="${back}">← Return to site</a><br>
<span class="badge">Test mode · payment simulator</span>
<h1>Billing</h1>
${view.email ? `<p class="hint">${escapeHtml(view.email)}</p>` : ''}
${notice ? `<p class="${notice.kind === 'done' ? 'status' : 'error'}" role="${notice.kind === 'done' ? 'status' : 'alert'}">${escapeHtml(notice.text)}</p>` : ''}
<section aria-labelledby="plan"><h2 id="plan">Current plan</h2>
<p>${escapeHtml(price?.nickname ?? 'Pro membership')}</p>
<p class="amount">${formatAmount(price?.unit_amount ?? 0)}<span class="per">/${price?.recurring?.interval ?? 'month'}</span></p>
${planState(view.subscription, back)}
${planActions(view, id)}
</section>
${
  f.payment_method_update.enabled
    ? `<section aria-labelledby="card-heading"><h2 id="card-heading">Payment method</h2>
<p>${view.cardLast4 ? `Card ending in ${escapeHtml(view.cardLast4)}` : 'No card on file.'}</p>
<form method="post" action="/portal/${id}/card">
<label for="card">New card number</label>
<input id="card" name="card" inputmode="numeric" autocomplete="cc-number" value="4242 4242 4242 4242" aria-describedby="card-hint">
<p id="card-hint" class="hint">Any number works; one ending in 0002 is declined.</p>
<button class="pay" type="submit">Update card</button>
</form></section>`
    : ''
}
${f.invoice_history.enabled ? `<section aria-labelledby="invoices"><h2 id="invoices">Invoices</h2>${invoiceRows(view.invoices)}</section>` : ''}
<p><a class="back" href="${back}">Return to site</a></p>
</div></main></body></html>`;
}

export function renderInvoicePage(invoice: SimInvoice): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Invoice ${escapeHtml(invoice.number ?? invoice.id)}</title><style>${STYLE}</style></head>
<body><main><div class="card"><span class="badge">Test mode · payment simulator</span>
<h1>Invoice</h1>${invoice.number ? `<p class="hint">Invoice number ${escapeHtml(invoice.number)}</p>` : ''}<p class="amount">${formatAmount(invoice.total)}</p>
<p>${invoice.status === 'paid' ? `Paid on ${fullDate(invoice.created)}` : 'Payment due'}</p>
<p class="hint">Pro membership, ${fullDate(invoice.period_start)} – ${fullDate(invoice.period_end)}</p>
${invoice.invoice_pdf ? `<p><a href="${escapeHtml(invoice.invoice_pdf)}" type="application/pdf">Download PDF</a></p>` : ''}
</div></main></body></html>`;
}

export function renderPortalMissingPage(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Session not found</title><style>${STYLE}</style></head>
<body><main><div class="card"><h1>Session not found</h1><p>This billing link is not valid. Open Manage Billing on the site again.</p></div></main></body></html>`;
}
