import { execFile } from 'node:child_process';
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
  type ECDH,
} from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { Agent, createServer, type Server } from 'node:https';
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { PushSubscriptionRecord } from '../../ports/push';

/** A notice the stand-in took: its headers, and its body as the browser would read it. */
export interface ReceivedPush {
  endpoint: string;
  ttl: number;
  urgency: string | undefined;
  topic: string | undefined;
  /** The decrypted body: the JSON text the service worker's `event.data.text()` would give. */
  payload: string;
  jwtClaims: { aud: string; exp: number; sub: string };
  /** The VAPID public key of the Authorization header (k=). */
  vapidKey: string;
}

/** A request the stand-in turned down, and why: for tests to see which check caught it. */
export interface RefusedPush {
  endpoint: string;
  status: number;
  reason: string;
}

/** A scripted answer for one endpoint: a status with headers, or no answer at all. */
export type PushAnswer = { status: number; headers?: Record<string, string>; body?: string } | 'stall';

/** The browser's side of a subscription: what it keeps to itself to read its notices. */
interface Subscriber {
  ecdh: ECDH;
  auth: Buffer;
  /** The VAPID public key the page subscribed with (applicationServerKey), when it gave one. */
  applicationServerKey?: string;
  gone: boolean;
}

/** Longest body a push service must take (RFC 8030, section 7.2). */
const LONGEST_BODY = 4096;
/** RFC 8292, section 2: a JWT's exp may be at most 24 hours ahead. */
const LONGEST_JWT_LIFE_SECONDS = 24 * 60 * 60;

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * A push service on https://127.0.0.1 (a port of its own), for tests. It checks what a real
 * one checks and reads what a real browser reads: each POST to an endpoint it handed out must
 * carry `Authorization: vapid t=<JWT>, k=<key>` (RFC 8292) with a valid ES256 signature by that
 * key, `aud` this origin, `exp` ahead but at most 24 hours, `sub` a mailto: or https: URL (else
 * 401), and the key the browser subscribed with, if it gave one (else 403); a TTL header (else
 * 400); and an aes128gcm body (RFC 8188, keys as in RFC 8291) that the subscriber's private key
 * and auth secret decrypt (else 400). Then it records the notice and answers 201.
 *
 * web-push speaks only https, so the stand-in serves TLS with a self-signed certificate made at
 * start by openssl; `agent()` is an https.Agent that trusts it.
 */
export class PushServiceStandIn {
  readonly received: ReceivedPush[] = [];
  readonly refused: RefusedPush[] = [];
  private readonly subscribers = new Map<string, Subscriber>();
  private readonly scripts = new Map<string, PushAnswer[]>();

  private constructor(
    private readonly server: Server,
    /** https://127.0.0.1:<port>: the audience a VAPID JWT must name. */
    readonly origin: string,
    /** The certificate (PEM) the stand-in serves, to trust it. */
    readonly certificate: string,
  ) {}

  static async start(): Promise<PushServiceStandIn> {
    const { key, cert } = await selfSignedCertificate();
    let standIn: PushServiceStandIn | undefined;
    const server = createServer({ key, cert }, (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const answer = standIn?.take(request, Buffer.concat(chunks)) ?? { status: 500 };
        if (answer === 'stall') return;
        response.writeHead(answer.status, answer.headers);
        response.end(answer.body ?? '');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    standIn = new PushServiceStandIn(server, `https://127.0.0.1:${port}`, cert);
    return standIn;
  }

  /** The endpoint URL of the subscription called `name`. */
  endpoint(name: string): string {
    return `${this.origin}/push/${encodeURIComponent(name)}`;
  }

  /**
   * What a browser does on `pushManager.subscribe()`: a P-256 key pair and 16 random bytes of
   * auth secret, kept here to decrypt; answers the subscription's JSON as the page would post it.
   */
  subscribe(name: string, options: { applicationServerKey?: string } = {}): PushSubscriptionRecord {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16);
    this.subscribers.set(name, { ecdh, auth, applicationServerKey: options.applicationServerKey, gone: false });
    return {
      endpoint: this.endpoint(name),
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    };
  }

  /** The browser unsubscribed: from now on the endpoint answers 410 Gone. */
  unsubscribe(name: string): void {
    const subscriber = this.subscribers.get(name);
    if (subscriber) subscriber.gone = true;
  }

  /** Answers for the next requests to `name`'s endpoint, in order, before any check. */
  script(name: string, ...answers: PushAnswer[]): void {
    this.scripts.set(name, [...(this.scripts.get(name) ?? []), ...answers]);
  }

  /** An https.Agent that trusts the stand-in's certificate (and only it). */
  agent(): Agent {
    return new Agent({ ca: this.certificate });
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private take(request: IncomingMessage, body: Buffer): PushAnswer {
    const path = request.url ?? '';
    const name = decodeURIComponent(/^\/push\/([^/?]+)$/.exec(path)?.[1] ?? '');
    const endpoint = `${this.origin}${path}`;
    const scripted = this.scripts.get(name)?.shift();
    if (scripted) return scripted;
    try {
      if (request.method !== 'POST') throw new Refusal(405, `${request.method ?? ''} is not POST`);
      const subscriber = this.subscribers.get(name);
      if (!subscriber) throw new Refusal(404, 'no such subscription');
      if (subscriber.gone) throw new Refusal(410, 'the subscription was cancelled');
      const { claims, key } = this.checkVapid(request.headers.authorization);
      if (subscriber.applicationServerKey && key !== subscriber.applicationServerKey) {
        throw new Refusal(403, 'the VAPID key is not the one the browser subscribed with');
      }
      const ttl = request.headers.ttl;
      if (typeof ttl !== 'string' || !/^\d+$/.test(ttl)) throw new Refusal(400, 'the TTL header is missing');
      const urgency = request.headers.urgency;
      if (urgency !== undefined && !['very-low', 'low', 'normal', 'high'].includes(String(urgency))) {
        throw new Refusal(400, `urgency ${String(urgency)} is not one of RFC 8030's`);
      }
      const topic = request.headers.topic;
      if (topic !== undefined && !/^[A-Za-z0-9_-]{1,32}$/.test(String(topic))) {
        throw new Refusal(400, 'the topic is not up to 32 base64url characters');
      }
      if (body.length > LONGEST_BODY) throw new Refusal(413, `the body is ${body.length} bytes`);
      if (request.headers['content-encoding'] !== 'aes128gcm') {
        throw new Refusal(415, `content-encoding ${request.headers['content-encoding'] ?? 'none'} is not aes128gcm`);
      }
      const payload = decrypt(body, subscriber).toString('utf8');
      this.received.push({
        endpoint,
        ttl: Number(ttl),
        urgency: urgency === undefined ? undefined : String(urgency),
        topic: topic === undefined ? undefined : String(topic),
        payload,
        jwtClaims: claims,
        vapidKey: key,
      });
      return { status: 201, headers: { location: `${this.origin}/message/${randomUUID()}` } };
    } catch (error) {
      const status = error instanceof Refusal ? error.status : 400;
      const reason = error instanceof Error ? error.message : String(error);
      this.refused.push({ endpoint, status, reason });
      return { status, headers: { 'content-type': 'text/plain' }, body: reason };
    }
  }

  /** RFC 8292: the JWT, signed with ES256 by the key k, naming this push service. */
  private checkVapid(header: string | undefined): { claims: ReceivedPush['jwtClaims']; key: string } {
    const match = /^vapid t=([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
    if (!match?.[1] || !match[2]) throw new Refusal(401, 'no vapid authorization');
    const [jwt, key] = [match[1], match[2]];
    const point = Buffer.from(key, 'base64url');
    if (point.length !== 65 || point[0] !== 0x04) throw new Refusal(401, 'k is not an uncompressed P-256 key');
    const [head, body, signature] = jwt.split('.') as [string, string, string];
    const parsedHead = parseJson(Buffer.from(head, 'base64url').toString('utf8')) as { alg?: unknown } | undefined;
    if (parsedHead?.alg !== 'ES256') throw new Refusal(401, 'the JWT is not ES256');
    let publicKey;
    try {
      publicKey = createPublicKey({
        key: {
          kty: 'EC',
          crv: 'P-256',
          x: point.subarray(1, 33).toString('base64url'),
          y: point.subarray(33).toString('base64url'),
        },
        format: 'jwk',
      });
    } catch {
      throw new Refusal(401, 'k is not a point on P-256');
    }
    // JWS signs "header.payload" with the raw r||s form (IEEE P1363), not DER.
    const signed = verify(
      'sha256',
      Buffer.from(`${head}.${body}`),
      { key: publicKey, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    );
    if (!signed) throw new Refusal(401, 'the JWT signature is not by k');
    const claims = parseJson(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown> | undefined;
    const { aud, exp, sub } = claims ?? {};
    if (aud !== this.origin) throw new Refusal(401, `aud ${String(aud)} is not ${this.origin}`);
    const now = Math.floor(Date.now() / 1000);
    if (typeof exp !== 'number' || exp <= now) throw new Refusal(401, 'the JWT has expired');
    if (exp > now + LONGEST_JWT_LIFE_SECONDS) throw new Refusal(401, 'the JWT expires more than 24 hours ahead');
    if (typeof sub !== 'string' || !/^(mailto:\S+|https:\/\/\S+)$/.test(sub)) {
      throw new Refusal(401, `sub ${String(sub)} is not a mailto: or https: URL`);
    }
    return { claims: { aud, exp, sub }, key };
  }
}

/**
 * RFC 8188's aes128gcm with RFC 8291's keys, as a browser reads a push. The header is salt (16
 * bytes), record size (4), key id length (1) and the key id: the sender's one-off public key.
 * Both sides' keys and the auth secret make the content key and nonce; each record is
 * AES-128-GCM with the nonce XORed with its index, its plaintext padded and ended by 0x02 (the
 * last record) or 0x01 (any other).
 */
function decrypt(body: Buffer, subscriber: Subscriber): Buffer {
  if (body.length < 21) throw new Refusal(400, 'the body is shorter than an aes128gcm header');
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body[20] ?? 0;
  const senderKey = body.subarray(21, 21 + keyIdLength);
  if (keyIdLength !== 65) throw new Refusal(400, `the key id is ${keyIdLength} bytes, not a P-256 public key`);
  if (recordSize < 18) throw new Refusal(400, `record size ${recordSize} is under 18`);
  const records = body.subarray(21 + keyIdLength);
  if (records.length === 0) throw new Refusal(400, 'the body has no record');

  const secret = subscriber.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), subscriber.ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, subscriber.auth, keyInfo, 32));
  const contentKey = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const baseNonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));

  const plain: Buffer[] = [];
  for (let index = 0, offset = 0; offset < records.length; index++, offset += recordSize) {
    const record = records.subarray(offset, offset + recordSize);
    const last = offset + recordSize >= records.length;
    if (record.length < 17) throw new Refusal(400, `record ${index} is too short`);
    const nonce = Buffer.from(baseNonce);
    for (let byte = 0, rest = index; rest > 0 && byte < 6; byte++, rest = Math.floor(rest / 256)) {
      nonce[11 - byte] = (nonce[11 - byte] ?? 0) ^ (rest % 256);
    }
    const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    let text: Buffer;
    try {
      text = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    } catch {
      throw new Refusal(400, `record ${index} does not decrypt with the subscriber's keys`);
    }
    let end = text.length - 1;
    while (end >= 0 && text[end] === 0) end--;
    if (text[end] !== (last ? 2 : 1)) throw new Refusal(400, `record ${index} has a wrong padding delimiter`);
    plain.push(text.subarray(0, end));
  }
  return Buffer.concat(plain);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

let certificate: Promise<{ key: string; cert: string }> | undefined;

/** One self-signed certificate for 127.0.0.1 per test process, made by openssl (node:crypto cannot sign X.509). */
function selfSignedCertificate(): Promise<{ key: string; cert: string }> {
  certificate ??= (async () => {
    const openssl = ['/usr/bin/openssl', '/usr/local/bin/openssl'].find((path) => existsSync(path)) ?? 'openssl';
    const dir = await mkdtemp(join(tmpdir(), 'push-stand-in-'));
    try {
      const [keyFile, certFile] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
      await promisify(execFile)(openssl, [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        keyFile,
        '-out',
        certFile,
        '-days',
        '2',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ]);
      return { key: await readFile(keyFile, 'utf8'), cert: await readFile(certFile, 'utf8') };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  })();
  return certificate;
}
