import { createDecipheriv, createECDH, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One message the stand-in received, as the push service would have. */
export interface ReceivedPush {
  endpoint: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A browser's side of a subscription: what it sends to the site, and the private key only it holds. */
export interface TestSubscription {
  json: { endpoint: string; keys: { p256dh: string; auth: string } };
  privateKey: Buffer;
}

/**
 * A push service on loopback (RFC 8030, plain http: the site allows it with
 * PUSH_ALLOW_LOOPBACK): it keeps every message it is sent, answering 201, or
 * 410 Gone for endpoints marked gone, as a real service does for a browser
 * that unsubscribed.
 */
export class PushServiceStandin {
  readonly received: ReceivedPush[] = [];
  private readonly gone = new Set<string>();
  private server: http.Server | null = null;
  private base = '';

  async start(): Promise<void> {
    this.server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const endpoint = `${this.base}${request.url}`;
        if (this.gone.has(endpoint)) {
          response.writeHead(410).end();
          return;
        }
        this.received.push({ endpoint, headers: request.headers, body: Buffer.concat(chunks) });
        response.writeHead(201).end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** A new browser subscription with this service: fresh P-256 keys and auth secret. */
  subscribe(): TestSubscription {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16);
    return {
      json: { endpoint: `${this.base}/push/${randomUUID()}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } },
      privateKey: ecdh.getPrivateKey(),
    };
  }

  /** From now on this endpoint answers 410 Gone. */
  markGone(endpoint: string): void {
    this.gone.add(endpoint);
  }

  messagesTo(endpoint: string): ReceivedPush[] {
    return this.received.filter((message) => message.endpoint === endpoint);
  }
}

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) => Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/**
 * Decrypts an aes128gcm push message (RFC 8188 framing, RFC 8291 keys) with the
 * subscription's private key and auth secret, as the browser does.
 */
export function decryptPush(subscription: TestSubscription, body: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(subscription.privateKey);
  const shared = ecdh.computeSecret(serverPublic);
  const browserPublic = Buffer.from(subscription.json.keys.p256dh, 'base64url');
  const auth = Buffer.from(subscription.json.keys.auth, 'base64url');
  const ikm = hkdf(auth, shared, Buffer.concat([Buffer.from('WebPush: info\0'), browserPublic, serverPublic]), 32);
  const key = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('not the last record of an aes128gcm message');
  return padded.subarray(0, end).toString('utf8');
}
