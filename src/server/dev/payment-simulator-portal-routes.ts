import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SimulatorError, type Json } from './payment-simulator-objects.js';
import { renderInvoicePage, renderPortalMissingPage, renderPortalPage } from './payment-simulator-portal-page.js';
import { renderInvoicePdf } from './payment-simulator-invoice-pdf.js';
import type { PaymentSimulator } from './payment-simulator.js';
import type { PaymentSimulatorStore } from './payment-simulator-store.js';

/**
 * The hosted billing portal's pages: GET shows it; each form posts an action
 * and is redirected back (post/redirect/get) with what happened, or shown again
 * with the error. Hosted invoices are plain pages too, with their PDF.
 */

const DONE = { canceled: 'Your plan has been canceled.', renewed: 'Your plan has been renewed.', card: 'Your card has been updated.' } as const;
type Done = keyof typeof DONE;

const html = (reply: FastifyReply, status: number, page: string) =>
  reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);

type Page = { status: number; page: string } | { redirect: string };

/** Each page works on the fleet's newest state (payment-simulator-store.ts), then answers. */
export function registerPortalPages(server: FastifyInstance, simulator: PaymentSimulator, store: PaymentSimulatorStore): void {
  const sessionId = (request: FastifyRequest) => (request.params as { id: string }).id;
  const known = (id: string) => {
    try {
      simulator.portalSession(id);
      return true;
    } catch {
      return false;
    }
  };
  const answer = (reply: FastifyReply, page: Page) => ('redirect' in page ? reply.redirect(page.redirect, 303) : html(reply, page.status, page.page));
  const missing = { status: 404, page: renderPortalMissingPage() };
  const act = (done: Done, run: (id: string, body: Json) => void) => async (request: FastifyRequest, reply: FastifyReply) => {
    const id = sessionId(request);
    const page = await store.run((): Page => {
      if (!known(id)) return missing;
      try {
        run(id, (request.body ?? {}) as Json);
      } catch (error) {
        if (!(error instanceof SimulatorError)) throw error;
        return { status: error.statusCode, page: renderPortalPage(simulator.portalView(id), { kind: 'error', text: error.message }) };
      }
      return { redirect: `/portal/${id}?done=${done}` };
    });
    return answer(reply, page);
  };

  server.get('/portal/:id', async (request, reply) => {
    const id = sessionId(request);
    const done = (request.query as { done?: string }).done;
    const notice = done && done in DONE ? { kind: 'done' as const, text: DONE[done as Done] } : undefined;
    const page = await store.run((): Page => (known(id) ? { status: 200, page: renderPortalPage(simulator.portalView(id), notice) } : missing));
    return answer(reply, page);
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
    const page = await store.run((): Page => {
      try {
        return { status: 200, page: renderInvoicePage(simulator.invoiceById(sessionId(request))) };
      } catch {
        return missing;
      }
    });
    return answer(reply, page);
  });
}
