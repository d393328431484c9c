import { parse, serialize } from 'cookie';
import express, { type Router } from 'express';
import { z } from 'zod';
import type { FederatedIdentity, FederatedProviderName } from '../../ports/federated-identity';
import type { AccountService } from '../engine/accounts/account-service';
import { fromJsonToken, toJsonToken } from '../core/json-token';
import { guardRedirect, safeReturnPath } from '../web/guards.server';
import { browserDevice, clientAddress, type SessionCookies } from './session';

/**
 * GET /auth/<provider>?redirectTo=... sends the browser to Apple, Google or Facebook;
 * GET /auth/<provider>/callback comes back (Apple POSTs it: see federatedFormPostCallback), signs
 * the person in with our own tokens and goes on to the return path, where the profile-completion
 * modal asks for what the provider left out (a signed-in-only return path: /complete-profile).
 */
const PENDING_COOKIE = 'contrail_oidc';
const pendingSchema = z.object({
  provider: z.enum(['apple', 'google', 'facebook']),
  state: z.string().min(1),
  nonce: z.string().min(1),
  codeVerifier: z.string().min(1),
  redirectTo: z.string(),
});

/** The answer fields a form_post callback may carry; anything else is dropped. */
const FORM_POST_FIELDS = ['code', 'state', 'iss', 'user', 'error', 'error_description'];

/**
 * POST /auth/<provider>/callback: Apple's form_post answer, a cross-site POST. Our pending
 * sign-in cookie is SameSite=Lax, so it does not ride along on it; a 303 turns the answer into
 * the top-level GET of the ordinary callback, which does carry the cookie and checks state,
 * nonce and PKCE as for any provider. Mounted before the cross-site request check: nothing
 * here acts on a session, and a forged answer fails those checks.
 */
export function federatedFormPostCallback(options: { federated: FederatedIdentity }): Router {
  const router = express.Router();
  router.post('/:provider/callback', express.urlencoded({ extended: false, limit: '16kb' }), (req, res) => {
    const provider = req.params.provider;
    if (!(options.federated.providers() as string[]).includes(provider)) {
      return void res.status(404).type('text').send('Unknown sign-in provider.');
    }
    const body = (req.body ?? {}) as Record<string, unknown>;
    const query = new URLSearchParams();
    for (const name of FORM_POST_FIELDS) {
      const value = body[name];
      if (typeof value === 'string' && value.length <= 8192) query.set(name, value);
    }
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(303, `/auth/${encodeURIComponent(provider)}/callback?${query.toString()}`);
  });
  return router;
}

export function federatedRoutes(options: {
  federated: FederatedIdentity;
  accounts: AccountService;
  cookies: SessionCookies;
  publicUrl: string;
  secure: boolean;
}): Router {
  const router = express.Router();
  const { federated, accounts, cookies } = options;
  const callbackUri = (provider: string) => new URL(`/auth/${provider}/callback`, options.publicUrl).href;
  const cookieOptions = { httpOnly: true, sameSite: 'lax' as const, secure: options.secure, path: '/auth' };
  const enabled = (name: string): name is FederatedProviderName => (federated.providers() as string[]).includes(name);

  router.get('/:provider', async (req, res, next) => {
    try {
      const provider = req.params.provider;
      if (!enabled(provider)) return void res.status(404).type('text').send('Unknown sign-in provider.');
      const redirectTo = safeReturnPath(typeof req.query.redirectTo === 'string' ? req.query.redirectTo : null);
      const { url, pending } = await federated.start(provider, callbackUri(provider));
      const value = toJsonToken({ ...pending, redirectTo });
      res.appendHeader('Set-Cookie', serialize(PENDING_COOKIE, value, { ...cookieOptions, maxAge: 600 }));
      res.setHeader('Cache-Control', 'no-store');
      res.redirect(302, url);
    } catch (error) {
      next(error);
    }
  });

  router.get('/:provider/callback', async (req, res, next) => {
    try {
      res.setHeader('Cache-Control', 'no-store');
      res.appendHeader('Set-Cookie', serialize(PENDING_COOKIE, '', { ...cookieOptions, maxAge: 0 }));
      const pending = readPending(req.headers.cookie);
      const failed = () => res.redirect(302, '/login?federated=failed');
      if (!pending || pending.provider !== req.params.provider) return void failed();
      const profile = await federated.finish(
        new URL(req.originalUrl, options.publicUrl),
        pending,
        callbackUri(pending.provider),
      );
      if (!profile) return void failed();
      const device = browserDevice(req, options.secure);
      const signedIn = await accounts.federatedSignIn(profile, Object.assign(device, { address: clientAddress(req) }));
      if (!signedIn.ok) return void failed();
      for (const cookie of [...cookies.issue(signedIn.value), ...device.cookies()])
        res.appendHeader('Set-Cookie', cookie);
      const account = await accounts.accountFor(signedIn.value.accessToken);
      const returnPath = safeReturnPath(pending.redirectTo);
      // Missing fields: the page asked for shows the profile-completion modal (or, before
      // JavaScript, a link to /complete-profile); a signed-in-only page could not, so that
      // case goes to the /complete-profile page itself.
      const needsPage = !account?.complete && guardRedirect(new URL(returnPath, options.publicUrl), false) !== null;
      res.redirect(302, needsPage ? `/complete-profile?redirectTo=${encodeURIComponent(returnPath)}` : returnPath);
    } catch (error) {
      next(error);
    }
  });
  return router;
}

function readPending(header: string | undefined) {
  return fromJsonToken(parse(header ?? '')[PENDING_COOKIE], pendingSchema);
}
