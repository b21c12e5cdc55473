import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SimulatorError, type Json } from './payment-simulator-objects.js';
import { renderInvoicePage, renderPortalMissingPage, renderPortalPage } from './payment-simulator-portal-page.js';
import { renderInvoicePdf } from './payment-simulator-invoice-pdf.js';
import type { PaymentSimulator } from './payment-simulator.js';

/**
 * The hosted billing portal's pages: GET shows it; each form posts an action
 * and is redirected back (post/redirect/get) with what happened, or shown again
 * with the error. Hosted invoices are plain pages too, with their PDF.
 */

const DONE = { canceled: 'Your plan has been canceled.', renewed: 'Your plan has been renewed.', card: 'Your card has been updated.' } as const;
type Done = keyof typeof DONE;

const html = (reply: FastifyReply, status: number, page: string) =>
  reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);

export function registerPortalPages(server: FastifyInstance, simulator: PaymentSimulator): void {
  const sessionId = (request: FastifyRequest) => (request.params as { id: string }).id;
  const known = (id: string) => {
    try {
      simulator.portalSession(id);
      return true;
    } catch {
      return false;
    }
  };
  const act = (done: Done, run: (id: string, body: Json) => void) => async (request: FastifyRequest, reply: FastifyReply) => {
    const id = sessionId(request);
    if (!known(id)) return html(reply, 404, renderPortalMissingPage());
    try {
      run(id, (request.body ?? {}) as Json);
    } catch (error) {
      if (!(error instanceof SimulatorError)) throw error;
      return html(reply, error.statusCode, renderPortalPage(simulator.portalView(id), { kind: 'error', text: error.message }));
    }
    return reply.redirect(`/portal/${id}?done=${done}`, 303);
  };

  server.get('/portal/:id', async (request, reply) => {
    const id = sessionId(request);
    if (!known(id)) return html(reply, 404, renderPortalMissingPage());
    const done = (request.query as { done?: string }).done;
    const notice = done && done in DONE ? { kind: 'done' as const, text: DONE[done as Done] } : undefined;
    return html(reply, 200, renderPortalPage(simulator.portalView(id), notice));
  });
  server.post('/portal/:id/cancel', act('canceled', (id) => simulator.portalSetCancel(id, true)));
  server.post('/portal/:id/renew', act('renewed', (id) => simulator.portalSetCancel(id, false)));
  server.post('/portal/:id/card', act('card', (id, body) => simulator.portalUpdateCard(id, String(body.card ?? ''))));
  server.get('/invoices/:id/pdf', async (request, reply) => {
    let document;
    try {
      document = simulator.invoiceDocument(sessionId(request));
    } catch {
      return html(reply, 404, renderPortalMissingPage());
    }
    const pdf = await renderInvoicePdf(document);
    const name = `Invoice-${document.invoice.number ?? document.invoice.id}.pdf`;
    return reply.code(200).type('application/pdf').header('content-disposition', `inline; filename="${name}"`).header('cache-control', 'no-store').send(pdf);
  });
  server.get('/invoices/:id', async (request, reply) => {
    try {
      return html(reply, 200, renderInvoicePage(simulator.invoiceById(sessionId(request))));
    } catch {
      return html(reply, 404, renderPortalMissingPage());
    }
  });
}
