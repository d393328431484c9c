import { inject, injectable } from 'inversify';
import { importPKCS8, SignJWT } from 'jose';
import * as oidc from 'openid-client';
import { z } from 'zod';
import type {
  FederatedIdentity,
  FederatedProfile,
  FederatedProviderName,
  PendingFederatedSignIn,
} from '../../ports/federated-identity';

/**
 * Sign in with Apple's client secret: a JWT the app signs itself (ES256, with the key made in
 * the Apple developer account), not a fixed string.
 */
export interface AppleClientKey {
  teamId: string;
  keyId: string;
  /** The .p8 key file's PEM text (PKCS #8). */
  privateKey: string;
}

export interface OidcProviderSettings {
  name: FederatedProviderName;
  issuer: string;
  clientId: string;
  /** A fixed client secret, or Apple's key to sign one. */
  clientSecret: string | AppleClientKey;
  /** Apple answers by POSTing the callback (form_post); the others redirect with a query. */
  responseMode?: 'query' | 'form_post';
  /** Apple knows only the name and email scopes. */
  scope?: string;
}

export interface OidcSettings {
  providers: OidcProviderSettings[];
  /** Plain-http issuers: only for a provider started by a test or on a developer's machine. */
  allowHttp: boolean;
}

export const OIDC_SETTINGS = Symbol.for('contrail.OidcSettings');

const SCOPE = 'openid email profile phone';

/** Apple's client secret JWTs: its audience, and how long each one we sign lives. */
export const APPLE_AUDIENCE = 'https://appleid.apple.com';
const APPLE_SECRET_SECONDS = 3600;

/** Apple's `user` callback field (first sign-in only, unsigned): only the name is taken from it. */
const appleUserSchema = z.object({
  name: z.object({ firstName: z.string().optional(), lastName: z.string().optional() }).optional(),
});

/** Signs Apple's client secret (https://developer.apple.com/documentation/accountorganizationaldatasharing). */
export async function appleClientSecret(key: AppleClientKey, clientId: string, nowSeconds: number): Promise<string> {
  const privateKey = await importPKCS8(key.privateKey.replace(/\\n/g, '\n'), 'ES256');
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: key.keyId })
    .setIssuer(key.teamId)
    .setSubject(clientId)
    .setAudience(APPLE_AUDIENCE)
    .setIssuedAt(nowSeconds)
    .setExpirationTime(nowSeconds + APPLE_SECRET_SECONDS)
    .sign(privateKey);
}

/** Any OpenID Connect provider, found by discovery from its issuer URL (openid-client). */
@injectable()
export class OidcFederatedIdentity implements FederatedIdentity {
  private readonly configurations = new Map<FederatedProviderName, Promise<oidc.Configuration>>();
  /** Signed client secrets (Apple) and when they stop being valid, in seconds. */
  private readonly signedSecrets = new Map<FederatedProviderName, { jwt: string; expires: number }>();

  constructor(@inject(OIDC_SETTINGS) private readonly settings: OidcSettings) {}

  providers(): FederatedProviderName[] {
    return this.settings.providers.map((p) => p.name);
  }

  async start(provider: FederatedProviderName, redirectUri: string) {
    const config = await this.configuration(provider);
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const settings = this.settingsOf(provider);
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: settings?.scope ?? SCOPE,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
      ...(settings?.responseMode === 'form_post' ? { response_mode: 'form_post' } : {}),
    });
    return { url: url.href, pending: { provider, state, nonce, codeVerifier } };
  }

  async finish(
    callbackUrl: URL,
    pending: PendingFederatedSignIn,
    redirectUri: string,
  ): Promise<FederatedProfile | null> {
    try {
      const config = await this.configuration(pending.provider);
      await this.refreshSignedSecret(pending.provider);
      // openid-client takes the redirect URI from the callback URL: rebuild it on ours.
      const current = new URL(redirectUri);
      current.search = callbackUrl.search;
      // Apple's extra `user` field is ours to read, not part of the OpenID Connect answer.
      const appleUser = current.searchParams.get('user');
      current.searchParams.delete('user');
      const tokens = await oidc.authorizationCodeGrant(config, current, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims();
      if (!idClaims) return null;
      let claims: Record<string, unknown> = { ...idClaims };
      try {
        const userInfo = await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub);
        claims = { ...claims, ...userInfo };
      } catch {
        // Some providers (Apple) have no userinfo endpoint: the ID token's claims will do.
      }
      const text = (key: string) =>
        typeof claims[key] === 'string' && claims[key] !== '' ? String(claims[key]) : null;
      const name = appleUser ? parseAppleUser(appleUser) : {};
      return {
        provider: pending.provider,
        subject: idClaims.sub,
        email: text('email'),
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        givenName: text('given_name') ?? name.firstName ?? null,
        familyName: text('family_name') ?? name.lastName ?? null,
        phone: text('phone_number'),
      };
    } catch {
      return null;
    }
  }

  private settingsOf(name: FederatedProviderName): OidcProviderSettings | undefined {
    return this.settings.providers.find((p) => p.name === name);
  }

  /** Signs a new client secret when the current one has less than five minutes left. */
  private async refreshSignedSecret(name: FederatedProviderName): Promise<void> {
    const provider = this.settingsOf(name);
    if (!provider || typeof provider.clientSecret === 'string') return;
    const now = Math.floor(Date.now() / 1000);
    const current = this.signedSecrets.get(name);
    if (current && current.expires - now > 300) return;
    const jwt = await appleClientSecret(provider.clientSecret, provider.clientId, now);
    this.signedSecrets.set(name, { jwt, expires: now + APPLE_SECRET_SECONDS });
  }

  private configuration(name: FederatedProviderName): Promise<oidc.Configuration> {
    const cached = this.configurations.get(name);
    if (cached) return cached;
    const provider = this.settingsOf(name);
    if (!provider) return Promise.reject(new Error(`identity provider ${name} is not configured`));
    const { clientSecret } = provider;
    // A signed secret goes in the body as client_secret (client_secret_post), as Apple expects.
    const clientAuth: oidc.ClientAuth | undefined =
      typeof clientSecret === 'string'
        ? undefined
        : (_server, client, body) => {
            body.set('client_id', client.client_id);
            body.set('client_secret', this.signedSecrets.get(name)?.jwt ?? '');
          };
    const discovered = oidc.discovery(
      new URL(provider.issuer),
      provider.clientId,
      typeof clientSecret === 'string' ? clientSecret : undefined,
      clientAuth,
      this.settings.allowHttp ? { execute: [oidc.allowInsecureRequests] } : undefined,
    );
    // A failed discovery is retried on the next sign-in rather than cached.
    discovered.catch(() => this.configurations.delete(name));
    this.configurations.set(name, discovered);
    return discovered;
  }
}

function parseAppleUser(raw: string): { firstName?: string; lastName?: string } {
  try {
    const parsed = appleUserSchema.safeParse(JSON.parse(raw));
    const name = parsed.success ? parsed.data.name : undefined;
    return { firstName: name?.firstName || undefined, lastName: name?.lastName || undefined };
  } catch {
    return {};
  }
}
