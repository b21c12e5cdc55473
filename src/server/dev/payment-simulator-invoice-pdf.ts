import PDFDocument from 'pdfkit';
import type { SimInvoice } from './payment-simulator-objects.js';
import { formatAmount } from './payment-simulator-page.js';
import { fullDate } from './payment-simulator-portal-page.js';

/**
 * The invoice PDF the simulator serves at an invoice's `invoice_pdf`, as
 * Stripe serves one: who sold (the site's name, the portal's headline), to
 * whom (the customer's e-mail), the number and date, what was billed, what was
 * paid and what was refunded of it. Written uncompressed: it is small, and its
 * text stays readable in the file.
 */

export interface InvoiceDocument {
  invoice: SimInvoice;
  seller: string;
  email: string | null;
  refunds: { amount: number; created: number }[];
}

/** What an invoice billed: its lines, or (an invoice kept from before lines were recorded) its total as one line. */
export function invoiceLines(invoice: SimInvoice, fallback: string): { description: string; amount: number }[] {
  const lines = invoice.lines?.data ?? [];
  return lines.length > 0 ? lines.map((line) => ({ description: line.description, amount: line.amount })) : [{ description: fallback, amount: invoice.total }];
}

export function renderInvoicePdf({ invoice, seller, email, refunds }: InvoiceDocument): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 56, compress: false, info: { Title: `Invoice ${invoice.number ?? invoice.id}`, Author: seller } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  const row = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').text(label, left, y, { width: right - left - 120 });
    doc.text(value, right - 120, y, { width: 120, align: 'right' });
    doc.moveDown(0.4);
  };

  doc.font('Helvetica-Bold').fontSize(22).text('Invoice');
  doc.moveDown(0.5).fontSize(11);
  row('Invoice number', invoice.number ?? invoice.id);
  row('Date', fullDate(invoice.created));
  row('Status', invoice.status === 'paid' ? 'Paid' : 'Due');
  doc.moveDown();
  doc.font('Helvetica-Bold').text(seller, left);
  doc.font('Helvetica').text('Billed to', left).text(email ?? 'No e-mail on file', left);
  doc.moveDown();
  row('Description', 'Amount', true);
  doc.moveTo(left, doc.y).lineTo(right, doc.y).strokeColor('#cccccc').stroke().moveDown(0.4);
  for (const line of invoiceLines(invoice, 'Pro membership')) row(line.description, formatAmount(line.amount));
  doc.moveDown(0.4);
  row('Total', formatAmount(invoice.total), true);
  row('Amount paid', formatAmount(invoice.amount_paid), true);
  for (const refund of refunds) row(`Refunded on ${fullDate(refund.created)}`, `-${formatAmount(refund.amount)}`);
  if (refunds.length > 0) row('Net paid', formatAmount(invoice.amount_paid - refunds.reduce((total, refund) => total + refund.amount, 0)), true);
  doc.moveDown(2).fontSize(9).fillColor('#666666').text('Test mode: issued by the payment simulator. No money moved.', left);
  doc.end();
  return done;
}
