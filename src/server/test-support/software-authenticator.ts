import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/**
 * A passkey authenticator in software, for server tests: it makes real WebAuthn registration
 * ("none" attestation) and assertion responses with an ES256 key, as a browser would send them.
 */


function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  const bytes = Buffer.alloc(3);
  bytes[0] = (major << 5) | 25;
  bytes.writeUInt16BE(length, 1);
  return bytes;
}

/** The few CBOR shapes WebAuthn needs: small integers, strings, byte strings, arrays and maps. */
function cbor(value: unknown): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(cbor)]);
  const entries: [unknown, unknown][] = value instanceof Map ? [...(value as Map<unknown, unknown>)] : Object.entries(value as object);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest();

/** The challenge inside options the server handed out. */
const challengeFrom = (options: Record<string, unknown>) => options.challenge as string;

export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  /** The signature counter; a test sets it back to play a cloned authenticator. */
  counter = 0;
  userHandle: string | undefined;

  constructor(
    /** Where the "browser" is: its origin and the relying-party id it signs for. */
    private readonly origin: string,
    private readonly rpId = new URL(origin).hostname,
  ) {
    ({ privateKey: this.privateKey, publicKey: this.publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' }));
  }

  private authData(flags: number, attested?: Buffer): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counter);
    return Buffer.concat([sha256(this.rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }

  private coseKey(): Buffer {
    const jwk = this.publicKey.export({ format: 'jwk' });
    const key = new Map<number, number | Buffer>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]);
    return cbor(key);
  }

  private clientData(type: string, challenge: string, origin = this.origin): string {
    return JSON.stringify({ type, challenge, origin, crossOrigin: false });
  }

  /** The credential as the browser's JSON shows it, around a ceremony's response. */
  private credential<R>(response: R) {
    const id = b64url(this.credentialId);
    return { id, rawId: id, type: 'public-key' as const, clientExtensionResults: {}, response };
  }

  /** The answer to navigator.credentials.create() for these registration options. */
  register(options: Record<string, unknown>, { origin }: { origin?: string } = {}) {
    this.userHandle = (options.user as { id: string }).id;
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.credentialId, this.coseKey()]);
    // Flags: user present, user verified, attested credential data.
    const authData = this.authData(0x01 | 0x04 | 0x40, attested);
    const attestationObject = cbor({ fmt: 'none', attStmt: {}, authData });
    return this.credential({
      clientDataJSON: b64url(this.clientData('webauthn.create', challengeFrom(options), origin)),
      attestationObject: b64url(attestationObject),
      transports: ['internal'],
    });
  }

  /** The answer to navigator.credentials.get() for these authentication options; each use counts up. */
  assert(options: Record<string, unknown>, { origin }: { origin?: string } = {}) {
    this.counter += 1;
    const authData = this.authData(0x01 | 0x04);
    const clientDataJSON = this.clientData('webauthn.get', challengeFrom(options), origin);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), this.privateKey);
    return this.credential({
      clientDataJSON: b64url(clientDataJSON),
      authenticatorData: b64url(authData),
      signature: b64url(signature),
      ...(this.userHandle ? { userHandle: this.userHandle } : {}),
    });
  }
}
