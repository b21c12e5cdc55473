import { createHmac, randomBytes } from 'node:crypto';

/** A new endpoint's signing secret; the prefix tells it apart from other keys in a receiver's settings. */
export function newSigningSecret(): string {
  return `whsec_${randomBytes(24).toString('base64url')}`;
}

/**
 * The `Site-Signature` header: `t=<epoch seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`.
 * The timestamp is signed with the body, so a receiver that rejects old timestamps
 * also rejects a replayed request.
 */
export function signatureHeader(secret: string, body: string, timestamp: number): string {
  const digest = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${digest}`;
}
