import type { FastifyInstance } from 'fastify';
import { CUSTOM_ORDER_PATHS } from '../../../shared/features/custom-orders.schema.js';
import type { AppContext } from '../../app-context.js';
import { sendCsv } from '../../plugins/csv-export.js';
import { requireAdmin } from '../../plugins/guards.js';
import { exportCustomOrdersCsv } from './custom-orders-export.service.js';

/** The owner's export of every custom order as CSV. */
export async function customOrdersExportRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get(CUSTOM_ORDER_PATHS.exportCsv, { preHandler: requireAdmin }, async (_request, reply) => sendCsv(reply, 'custom-orders', await exportCustomOrdersCsv(ctx)));
}
