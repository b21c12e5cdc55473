// Linted as src/server/features/chat/*.service.ts: outside systems only through integrations/.
import Stripe from 'stripe';

export const sdk = Stripe;
