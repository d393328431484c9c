import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import type { Role, VerifiedIdentity } from '../../ports/identity-provider';

const AUDIENCE = 'contrail';

const claimsSchema = z.object({
  sub: z.string().min(1),
  email: z.string(),
  role: z.enum(['CUSTOMER', 'SUPPORT', 'ADMIN']),
  fed: z.boolean(),
  /** The refresh-token family: the sign-in the token belongs to (decision 034). */
  sid: z.string().min(1),
  /** The sign-in proved a second factor (decision 053). */
  mfa: z.boolean().optional(),
});

/** Who an access token is for, and the sign-in it belongs to. */
export interface AccessTokenSubject {
  userId: string;
  email: string;
  role: Role;
  federated: boolean;
  sessionId: string;
  secondFactor: boolean;
}

/**
 * The local provider's access tokens: HS256 JWTs for our issuer and audience, naming the user,
 * their role and the sign-in (refresh-token family) they belong to. A token without that
 * sign-in, as issued before decision 034, is refused: browsers refresh it without noticing.
 */
export class AccessTokens {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly issuer: string,
    private readonly lifetimeSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  /** The HMAC key, for the provider's other keyed hashes (codes). */
  get secretKey(): Uint8Array {
    return this.key;
  }

  /** A token for `subject`, expiring after the usual lifetime or at `notAfter` if sooner. */
  sign(subject: AccessTokenSubject, now: Date, notAfter?: Date): Promise<string> {
    const seconds = Math.floor(now.getTime() / 1000);
    const lifetime =
      notAfter === undefined
        ? this.lifetimeSeconds
        : Math.max(1, Math.min(this.lifetimeSeconds, Math.floor((notAfter.getTime() - now.getTime()) / 1000)));
    return (
      new SignJWT({
        email: subject.email,
        role: subject.role,
        fed: subject.federated,
        sid: subject.sessionId,
        ...(subject.secondFactor ? { mfa: true } : {}),
      })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(subject.userId)
        // Unique per token: two sign-ins in the same second must not yield the same token.
        .setJti(randomUUID())
        .setIssuer(this.issuer)
        .setAudience(AUDIENCE)
        .setIssuedAt(seconds)
        .setExpirationTime(seconds + lifetime)
        .sign(this.key)
    );
  }

  async verify(accessToken: string, now: Date): Promise<VerifiedIdentity | null> {
    try {
      const { payload } = await jwtVerify(accessToken, this.key, {
        issuer: this.issuer,
        audience: AUDIENCE,
        algorithms: ['HS256'],
        currentDate: now,
      });
      const claims = claimsSchema.safeParse(payload);
      if (!claims.success) return null;
      return {
        userId: claims.data.sub,
        email: claims.data.email,
        role: claims.data.role,
        federated: claims.data.fed,
        sessionId: claims.data.sid,
        secondFactor: claims.data.mfa === true,
        // jwtVerify has already refused a token without a future `exp`.
        ...(payload.exp === undefined ? {} : { expiresAt: new Date(payload.exp * 1000) }),
      };
    } catch {
      return null;
    }
  }
}
