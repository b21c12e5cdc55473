import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A mark this server puts in the metadata of every subscription checkout it
 * creates: an HMAC of the user and customer under the server's secret. Only
 * this server can make one, so a checkout read back from the provider that
 * carries a valid mark was created here, for exactly that user and customer.
 */
export function checkoutLinkProof(secret: string, userId: string, customerId: string): string {
  return createHmac('sha256', secret).update(`checkout-link:${userId}:${customerId}`).digest('base64url');
}

export function isValidCheckoutLinkProof(secret: string, userId: string, customerId: string, proof: string | undefined): boolean {
  if (!proof) return false;
  const expected = Buffer.from(checkoutLinkProof(secret, userId, customerId));
  const given = Buffer.from(proof);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
