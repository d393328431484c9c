import type {
  AuthenticationResponseJSON,
  AuthenticatorTransport,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type * as WebAuthn from '@simplewebauthn/server';
import { randomUUID } from 'node:crypto';
import type { AuditLog } from '../../../ports/audit-log';
import type { Clock } from '../../../ports/clock';
import { isStaff, type Role } from '../../../ports/identity-provider';
import type { OutboxEntry } from '../../../ports/message-outbox';
import type { PasskeyStore, StoredPasskey } from '../../../ports/passkeys';
import { PASSKEY_MESSAGES } from '../../core/identity/passkeys';
import { challengeOf, parseAssertion, parseAttestation } from './ceremony-shapes';

export { PASSKEY_MESSAGES };

/** Who the site is to authenticators: the host the passkeys are bound to, and the origin pages are served from. */
export interface RelyingParty {
  /** The host name (no port): PUBLIC_URL's. */
  id: string;
  /** What the browser's passkey dialog calls the site: the brand. */
  name: string;
  /** PUBLIC_URL's origin: a ceremony from any other origin is refused. */
  origin: string;
}

export interface PasskeysDeps {
  store: PasskeyStore;
  clock: Clock;
  audit: AuditLog;
  relyingParty: RelyingParty;
  /** The account's role, to audit staff members' passkeys; null when there is no such account. */
  roleOf(userId: string): Promise<Role | null>;
}

/** The account registering a passkey, and what the new passkey is to be called (its device). */
export interface Registering {
  userId: string;
  email: string;
  displayName: string;
  requestId: string | null;
}

/** A passkey as My Account > Security lists it. */
export interface PasskeySummary {
  id: string;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  backedUp: boolean;
}

export type PasskeyOutcome<T> = { ok: true; value: T } | { ok: false; status: 400 | 404 | 409; message: string };

/** A ceremony's challenge is good for this long (the browser's own prompt times out with it). */
export const CEREMONY_SECONDS = 300;

/**
 * Passkeys (issue 28 item 2, decision 058): WebAuthn credentials beside the password. A signed-in
 * customer (or staff member) registers one from My Account > Security; anyone signs in with one
 * from /login or the Login dialog, with the browser's autofill where it has it. Every challenge
 * is taken once, user verification is required (so a passkey is a second factor in itself),
 * and every change to an account's passkeys is e-mailed to it.
 */
export class Passkeys {
  constructor(private readonly deps: PasskeysDeps) {}

  async registrationOptions(who: Registering): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const { relyingParty: rp, store } = this.deps;
    const existing = await store.ofUser(who.userId);
    const webauthn = await webAuthn();
    const options = await webauthn.generateRegistrationOptions({
      rpName: rp.name,
      rpID: rp.id,
      userName: who.email,
      userDisplayName: who.displayName || who.email,
      userID: new TextEncoder().encode(who.userId),
      attestationType: 'none',
      excludeCredentials: existing.map((p) => ({ id: p.id, transports: transportsOf(p) })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      timeout: CEREMONY_SECONDS * 1000,
    });
    await store.saveChallenge(options.challenge, 'register', who.userId, this.expiry());
    return options;
  }

  /** Checks the browser's answer to `registrationOptions` and keeps the passkey, named after its device. */
  async register(who: Registering, answer: unknown, device: string): Promise<PasskeyOutcome<PasskeySummary>> {
    const { store, relyingParty: rp } = this.deps;
    const response = parseAttestation(answer);
    const challenge = response && challengeOf(response.response.clientDataJSON);
    if (!response || !challenge) return refused(400, PASSKEY_MESSAGES.NOT_VERIFIED);
    const taken = await store.takeChallenge(challenge, 'register', this.deps.clock.now());
    if (!taken || taken.userId !== who.userId) return refused(400, PASSKEY_MESSAGES.EXPIRED);
    const webauthn = await webAuthn();
    const verification = await webauthn
      .verifyRegistrationResponse({
        response: response as RegistrationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        requireUserVerification: true,
      })
      .catch(() => null);
    if (!verification?.verified) return refused(400, PASSKEY_MESSAGES.NOT_VERIFIED);
    const { credential, credentialBackedUp } = verification.registrationInfo;
    const at = this.deps.clock.now();
    const passkey: StoredPasskey = {
      id: credential.id,
      userId: who.userId,
      publicKey: credential.publicKey,
      counter: credential.counter,
      transports: credential.transports ?? response.response.transports ?? [],
      backedUp: credentialBackedUp,
      name: device,
      createdAt: at,
      lastUsedAt: null,
    };
    if (!(await store.add(passkey, [notice(who.userId, 'added', device, at)]))) {
      return refused(409, PASSKEY_MESSAGES.TAKEN);
    }
    await this.audit(who.userId, 'passkey.added', device, who.requestId);
    return { ok: true, value: summaryOf(passkey) };
  }

  async signInOptions(): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const webauthn = await webAuthn();
    const options = await webauthn.generateAuthenticationOptions({
      rpID: this.deps.relyingParty.id,
      userVerification: 'required',
      timeout: CEREMONY_SECONDS * 1000,
    });
    await this.deps.store.saveChallenge(options.challenge, 'sign-in', null, this.expiry());
    return options;
  }

  /** Whose passkey answered `signInOptions`' challenge; the challenge is spent whatever the answer. */
  async signIn(answer: unknown, requestId: string | null): Promise<PasskeyOutcome<{ userId: string }>> {
    const { store, relyingParty: rp } = this.deps;
    const response = parseAssertion(answer);
    const challenge = response && challengeOf(response.response.clientDataJSON);
    if (!response || !challenge) return refused(400, PASSKEY_MESSAGES.NOT_VERIFIED);
    const now = this.deps.clock.now();
    if (!(await store.takeChallenge(challenge, 'sign-in', now))) return refused(400, PASSKEY_MESSAGES.EXPIRED);
    const passkey = await store.find(response.id);
    if (!passkey) return refused(400, PASSKEY_MESSAGES.UNKNOWN);
    const webauthn = await webAuthn();
    const verification = await webauthn
      .verifyAuthenticationResponse({
        response: response as AuthenticationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        credential: {
          id: passkey.id,
          publicKey: new Uint8Array(passkey.publicKey),
          counter: passkey.counter,
          transports: transportsOf(passkey),
        },
        requireUserVerification: true,
      })
      .catch(() => null);
    if (!verification?.verified) return refused(400, PASSKEY_MESSAGES.NOT_VERIFIED);
    await store.used(passkey.id, verification.authenticationInfo.newCounter, now);
    await this.audit(passkey.userId, 'passkey.signed-in', passkey.name, requestId);
    return { ok: true, value: { userId: passkey.userId } };
  }

  async list(userId: string): Promise<PasskeySummary[]> {
    return (await this.deps.store.ofUser(userId)).map(summaryOf);
  }

  async remove(userId: string, passkeyId: string, requestId: string | null): Promise<PasskeyOutcome<void>> {
    const passkey = await this.deps.store.find(passkeyId);
    const at = this.deps.clock.now();
    if (
      passkey?.userId !== userId ||
      !(await this.deps.store.remove(userId, passkeyId, [notice(userId, 'removed', passkey.name, at)], at))
    ) {
      return refused(404, PASSKEY_MESSAGES.NOT_YOURS);
    }
    await this.audit(userId, 'passkey.removed', passkey.name, requestId);
    return { ok: true, value: undefined };
  }

  private expiry(): Date {
    return new Date(this.deps.clock.now().getTime() + CEREMONY_SECONDS * 1000);
  }

  /** A staff member's passkeys and passkey sign-ins are audited; a customer's are not staff actions. */
  private async audit(userId: string, action: string, details: string, requestId: string | null): Promise<void> {
    const role = await this.deps.roleOf(userId);
    if (!role || !isStaff(role)) return;
    await this.deps.audit.recordStaffAccess({
      actorUserId: userId,
      action,
      bookingId: null,
      found: true,
      details,
      requestId,
      at: this.deps.clock.now(),
    });
  }
}

function refused(status: 400 | 404 | 409, message: string): PasskeyOutcome<never> {
  return { ok: false, status, message };
}

const transportsOf = (p: StoredPasskey) => p.transports as AuthenticatorTransport[];

function summaryOf(p: StoredPasskey): PasskeySummary {
  return { id: p.id, name: p.name, createdAt: p.createdAt, lastUsedAt: p.lastUsedAt, backedUp: p.backedUp };
}

function notice(userId: string, change: 'added' | 'removed', name: string, at: Date): OutboxEntry {
  return {
    key: `passkey-changed:${userId}:${randomUUID()}`,
    kind: 'passkey-changed',
    userId,
    email: null,
    bookingId: null,
    facts: { change, name, at: at.toISOString() },
  };
}

/**
 * The WebAuthn library, loaded at the first ceremony: its 70-odd modules (CBOR, ASN.1, COSE)
 * are no part of a server start or a staff command.
 */
function webAuthn(): Promise<typeof WebAuthn> {
  return import('@simplewebauthn/server');
}
