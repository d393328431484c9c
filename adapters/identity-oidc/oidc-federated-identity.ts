import { inject, injectable } from 'inversify';
import * as oidc from 'openid-client';
import type {
  FederatedIdentity,
  FederatedProfile,
  FederatedProviderName,
  PendingFederatedSignIn,
} from '../../ports/federated-identity';

export interface OidcProviderSettings {
  name: FederatedProviderName;
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface OidcSettings {
  providers: OidcProviderSettings[];
  /** Plain-http issuers: only for a provider started by a test or on a developer's machine. */
  allowHttp: boolean;
}

export const OIDC_SETTINGS = Symbol.for('contrail.OidcSettings');

const SCOPE = 'openid email profile phone';

/** Any OpenID Connect provider, found by discovery from its issuer URL (openid-client). */
@injectable()
export class OidcFederatedIdentity implements FederatedIdentity {
  private readonly configurations = new Map<FederatedProviderName, Promise<oidc.Configuration>>();

  constructor(@inject(OIDC_SETTINGS) private readonly settings: OidcSettings) {}

  providers(): FederatedProviderName[] {
    return this.settings.providers.map((p) => p.name);
  }

  async start(provider: FederatedProviderName, redirectUri: string) {
    const config = await this.configuration(provider);
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: SCOPE,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
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
      // openid-client takes the redirect URI from the callback URL: rebuild it on ours.
      const current = new URL(redirectUri);
      current.search = callbackUrl.search;
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
      return {
        provider: pending.provider,
        subject: idClaims.sub,
        email: text('email'),
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        givenName: text('given_name'),
        familyName: text('family_name'),
        phone: text('phone_number'),
      };
    } catch {
      return null;
    }
  }

  private configuration(name: FederatedProviderName): Promise<oidc.Configuration> {
    const cached = this.configurations.get(name);
    if (cached) return cached;
    const provider = this.settings.providers.find((p) => p.name === name);
    if (!provider) return Promise.reject(new Error(`identity provider ${name} is not configured`));
    const discovered = oidc.discovery(
      new URL(provider.issuer),
      provider.clientId,
      provider.clientSecret,
      undefined,
      this.settings.allowHttp ? { execute: [oidc.allowInsecureRequests] } : undefined,
    );
    // A failed discovery is retried on the next sign-in rather than cached.
    discovered.catch(() => this.configurations.delete(name));
    this.configurations.set(name, discovered);
    return discovered;
  }
}
