import type { FeatureModule } from '../../feature-module.js';
import { tipsRoutes } from './tips.routes.js';
import { applyTipCheckout, applyTipIntent, applyTipRefund, TIP_KIND } from './tips.service.js';

/** Tips; their paid checkouts, payments and refunds arrive through the subscription feature's webhook. */
export const tipsModule: FeatureModule = {
  name: 'tips',
  paymentHandlers: { [TIP_KIND]: applyTipCheckout },
  paymentIntentHandlers: { [TIP_KIND]: applyTipIntent },
  refundHandlers: { [TIP_KIND]: applyTipRefund },
  routes: async (app, ctx) => tipsRoutes(app, ctx),
};
