import { CUSTOM_PRICE_CENTS } from '../../../shared/features/custom-orders.schema.js';
import type { AppContext } from '../../app-context.js';
import { csvDocument } from '../../plugins/csv-export.js';
import { listAllRequests } from './custom-orders.repo.js';

/** Every custom order as CSV, for the owner's books. */

const COLUMNS = ['request_number', 'ordered_at', 'buyer_email', 'status', 'outfit', 'top', 'pose', 'details', 'paid_at', 'delivered_at', 'amount'] as const;
const iso = (date: Date | null) => (date ? date.toISOString() : '');

export async function exportCustomOrdersCsv(ctx: AppContext): Promise<string> {
  const rows = await listAllRequests(ctx.database.db);
  return csvDocument(
    COLUMNS,
    rows.map((row) => [
      row.requestNumber,
      iso(row.createdAt),
      row.userEmail,
      row.status,
      row.outfitLabel,
      row.topOutfitLabel,
      row.poseLabel,
      row.customDetails ?? '',
      iso(row.paidAt),
      iso(row.fulfilledAt),
      row.paidAt ? (CUSTOM_PRICE_CENTS / 100).toFixed(2) : '0.00',
    ]),
  );
}
