import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/**
 * A passkey authenticator in software, for tests that talk to the server without a browser (the
 * http profile, supertest): it answers the server's WebAuthn options as a platform authenticator
 * would, with an ES256 key per credential, "none" attestation, and user verification done.
 * The browser tests use Chromium's own virtual authenticator instead (test/support/virtual-authenticator.ts).
 */
export interface SoftCredential {
  id: string;
  userHandle: string;
  privateKey: KeyObject;
  counter: number;
}

interface Options {
  challenge: string;
  rp?: { id?: string };
  rpId?: string;
  user?: { id: string };
}

const b64 = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

export class SoftAuthenticator {
  readonly credentials: SoftCredential[] = [];

  constructor(private readonly origin: string) {}

  private get rpId(): string {
    return new URL(this.origin).hostname;
  }

  /** The browser's answer to registration options: a new credential for `options.user`. */
  register(options: Options) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const credentialId = randomBytes(16);
    const credential: SoftCredential = {
      id: b64(credentialId),
      userHandle: options.user?.id ?? '',
      privateKey,
      counter: 0,
    };
    this.credentials.push(credential);
    const coseKey = cbor(
      new Map<number, unknown>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x ?? '', 'base64url')],
        [-3, Buffer.from(jwk.y ?? '', 'base64url')],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credentialId.length);
    // Flags: user present, user verified, attested credential data.
    const authData = Buffer.concat([
      sha256(options.rp?.id ?? this.rpId),
      Buffer.from([0x45]),
      Buffer.alloc(4),
      Buffer.alloc(16),
      idLength,
      credentialId,
      coseKey,
    ]);
    const attestationObject = cbor(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return asSent(credential, {
      clientDataJSON: this.clientData('webauthn.create', options.challenge),
      attestationObject: b64(attestationObject),
      transports: ['internal'],
    });
  }

  /** The browser's answer to authentication options, signed by `credential` (the newest by default). */
  signIn(options: Options, credential = this.credentials.at(-1)) {
    if (!credential) throw new Error('no passkey on this authenticator');
    credential.counter += 1;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(credential.counter);
    const authenticatorData = Buffer.concat([sha256(options.rpId ?? this.rpId), Buffer.from([0x05]), counter]);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge);
    const signature = sign(
      'sha256',
      Buffer.concat([authenticatorData, sha256(Buffer.from(clientDataJSON, 'base64url'))]),
      credential.privateKey,
    );
    return asSent(credential, {
      clientDataJSON,
      authenticatorData: b64(authenticatorData),
      signature: b64(signature),
      userHandle: credential.userHandle,
    });
  }

  private clientData(type: string, challenge: string): string {
    return b64(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }));
  }
}

/** A credential's answer as the browser's JSON serialisation sends it. */
function asSent<R>(credential: SoftCredential, response: R) {
  return {
    id: credential.id,
    rawId: credential.id,
    type: 'public-key',
    authenticatorAttachment: 'platform',
    clientExtensionResults: {},
    response,
  };
}

/** Just enough CBOR (RFC 8949) for attestation objects and COSE keys: integers, bytes, text, maps. */
function cbor(value: unknown): Buffer {
  const head = (major: number, n: number) => {
    if (n < 24) return Buffer.from([(major << 5) | n]);
    if (n < 256) return Buffer.from([(major << 5) | 24, n]);
    const b = Buffer.alloc(3);
    b[0] = (major << 5) | 25;
    b.writeUInt16BE(n, 1);
    return b;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  if (value instanceof Map) {
    const parts = [...value.entries()].flatMap(([k, v]) => [cbor(k), cbor(v)]);
    return Buffer.concat([head(5, value.size), ...parts]);
  }
  throw new Error(`cbor: cannot encode ${typeof value}`);
}
