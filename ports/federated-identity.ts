/**
 * Sign-in with Apple, Google or Facebook (spec 000 §4 "Social sign-in"): the OpenID Connect
 * authorization-code flow with PKCE. The outside provider proves who the person is; our own
 * identity provider then signs them in (IdentityProvider.federatedSignIn) and issues our tokens.
 */
export type FederatedProviderName = 'apple' | 'google' | 'facebook';

/** What the browser must bring back to finish: kept in a short-lived httpOnly cookie. */
export interface PendingFederatedSignIn {
  provider: FederatedProviderName;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** What the provider told us about the person; any field but the subject may be missing. */
export interface FederatedProfile {
  provider: FederatedProviderName;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
  phone: string | null;
}

export interface FederatedIdentity {
  /** The providers configured on this deployment, for the sign-in buttons. */
  providers(): FederatedProviderName[];
  /** The provider's authorization URL to send the browser to, and what to keep until it returns. */
  start(
    provider: FederatedProviderName,
    redirectUri: string,
  ): Promise<{ url: string; pending: PendingFederatedSignIn }>;
  /** Exchanges the code of the callback URL; null when anything does not check out. */
  finish(callbackUrl: URL, pending: PendingFederatedSignIn, redirectUri: string): Promise<FederatedProfile | null>;
}

export const FEDERATED_IDENTITY = Symbol.for('contrail.FederatedIdentity');
