import type { FeatureModule } from '../../feature-module.js';
import { applyCustomOrderPayment, CUSTOM_ORDER_KIND } from './custom-orders-payment.service.js';
import { customOrdersExportRoutes } from './custom-orders-export.routes.js';
import { applyCustomOrderRefund } from './custom-orders-refund.service.js';
import { customOrdersRoutes } from './custom-orders.routes.js';

/** Custom Build requests; their paid checkouts and refunds arrive through the subscription feature's webhook. */
export const customOrdersModule: FeatureModule = {
  name: 'custom-orders',
  paymentHandlers: { [CUSTOM_ORDER_KIND]: applyCustomOrderPayment },
  refundHandlers: { [CUSTOM_ORDER_KIND]: applyCustomOrderRefund },
  routes: async (app, ctx) => {
    await app.register(async (scope) => customOrdersRoutes(scope, ctx));
    await app.register(async (scope) => customOrdersExportRoutes(scope, ctx));
  },
};
