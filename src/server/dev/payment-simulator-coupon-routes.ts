import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { listOf, type Json } from './payment-simulator-objects.js';
import type { PaymentSimulator } from './payment-simulator.js';

type Handler = (run: (request: FastifyRequest) => unknown) => (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** The coupon and promotion code endpoints of the simulator's API. */
export function registerCouponApi(server: FastifyInstance, simulator: PaymentSimulator, h: Handler): void {
  const body = (request: FastifyRequest) => (request.body ?? {}) as Json;
  const id = (request: FastifyRequest) => (request.params as { id: string }).id;
  const changed = <T>(value: T): T => {
    simulator.onChange();
    return value;
  };
  server.post('/v1/coupons', h((r) => changed(simulator.coupons.createCoupon(body(r)))));
  server.get('/v1/coupons/:id', h((r) => simulator.coupons.coupon(id(r))));
  server.post('/v1/promotion_codes', h((r) => changed(simulator.coupons.createPromotionCode(body(r)))));
  server.get('/v1/promotion_codes', h((r) => listOf(simulator.coupons.listPromotionCodes(r.query as Json), '/v1/promotion_codes')));
  server.get('/v1/promotion_codes/:id', h((r) => simulator.coupons.promotionCode(id(r))));
  server.post('/v1/promotion_codes/:id', h((r) => changed(simulator.coupons.updatePromotionCode(id(r), body(r)))));
}
