// Linted as src/server/features/custom-orders/: a .service.ts of another feature that is not its door (<feature>.service.ts).
import { issueRefund } from '../subscription/refunds.service.js';

export const refund = issueRefund;
