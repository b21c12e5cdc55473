import type { FeatureModule } from '../../feature-module.js';
import { registerCustomOrderPayments } from './custom-orders.service.js';
import { customOrdersExportRoutes } from './custom-orders-export.routes.js';
import { registerCustomOrderRefunds } from './custom-orders-refund.service.js';
import { customOrdersRoutes } from './custom-orders.routes.js';

/** Custom Build requests; their paid checkouts and refunds arrive through the subscription feature's webhook. */
export const customOrdersModule: FeatureModule = {
  name: 'custom-orders',
  paymentHandlers: (ctx) => {
    registerCustomOrderPayments(ctx);
    registerCustomOrderRefunds(ctx);
  },
  routes: async (app, ctx) => {
    await app.register(async (scope) => customOrdersRoutes(scope, ctx));
    await app.register(async (scope) => customOrdersExportRoutes(scope, ctx));
  },
};
