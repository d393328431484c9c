import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { z } from 'zod';
import { isStaff } from '../../ports/identity-provider';
import type { AccountService } from '../engine/accounts/account-service';
import type { Passkeys } from '../engine/passkeys/passkeys';
import { PASSKEY_MESSAGES, PASSKEY_PATHS } from '../core/identity/passkeys';
import { deviceLabel } from '../core/notifications/device-label';
import { landingAfterSignIn } from '../web/guards.server';
import { browserDevice, clientAddress, type SessionCookies } from './session';
import { onlyUnder } from './only-under';

export interface PasskeyRoutesOptions {
  passkeys: Passkeys;
  accounts: AccountService;
  cookies: SessionCookies;
  secure: boolean;
}

const signInBody = z.object({ credential: z.unknown(), redirectTo: z.string().max(2_048).optional() });
const registerBody = z.object({ credential: z.unknown() });

/**
 * Passkeys over JSON for the pages' scripts (decision 058): a sign-in (/login and the Login
 * dialog) and adding one (My Account > Security). Mounted after the page session, so the
 * same-site check of decision 012 covers them. Removing one is a form of the Security tab.
 */
export function passkeyRoutes(options: PasskeyRoutesOptions): RequestHandler {
  const { passkeys, accounts, cookies, secure } = options;
  const router = express.Router();
  router.use('/passkeys', express.json({ limit: '64kb' }), (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });

  router.post(PASSKEY_PATHS.signInOptions, async (_req, res) => {
    res.json(await passkeys.signInOptions());
  });

  router.post(PASSKEY_PATHS.signIn, async (req, res) => {
    const body = signInBody.safeParse(req.body);
    const outcome = await passkeys.signIn(body.data?.credential, String(req.id));
    if (!outcome.ok) return void res.status(outcome.status).json({ message: outcome.message });
    const device = browserDevice(req, secure);
    const signedIn = await accounts.passkeySignIn(
      outcome.value.userId,
      Object.assign(device, { address: clientAddress(req) }),
    );
    if (!signedIn.ok) return void res.status(403).json({ message: signedIn.error.message });
    for (const cookie of [...cookies.issue(signedIn.value), ...device.cookies()])
      res.appendHeader('Set-Cookie', cookie);
    res.json({
      redirectTo: await landingAfterSignIn(accounts, signedIn.value.accessToken, body.data?.redirectTo ?? ''),
    });
  });

  // Adding a passkey: a signed-in account; a staff member only once their sign-in proved its
  // second factor (else a stolen password could add a passkey and skip the factor).
  const registering = (res: express.Response) => {
    const account = res.locals.account;
    if (!account || (isStaff(account.identity.role) && !account.identity.secondFactor)) return null;
    const { firstname, lastname } = account.profile;
    return {
      userId: account.identity.userId,
      email: account.identity.email,
      displayName: `${firstname} ${lastname}`.trim(),
      requestId: String(res.req.id),
    };
  };
  const signInFirst = (res: express.Response) => res.status(401).json({ message: PASSKEY_MESSAGES.SIGN_IN_AGAIN });

  router.post(PASSKEY_PATHS.registerOptions, async (_req, res) => {
    const who = registering(res);
    if (!who) return void signInFirst(res);
    res.json(await passkeys.registrationOptions(who));
  });

  router.post(PASSKEY_PATHS.register, async (req, res) => {
    const who = registering(res);
    if (!who) return void signInFirst(res);
    const body = registerBody.safeParse(req.body);
    const outcome = await passkeys.register(who, body.data?.credential, deviceLabel(req.get('user-agent')));
    if (!outcome.ok) return void res.status(outcome.status).json({ message: outcome.message });
    res.status(201).json({ passkey: { id: outcome.value.id, name: outcome.value.name } });
  });

  // A body that is not JSON (or too large) is a passkey that could not be checked, said in JSON.
  router.use('/passkeys', ((err, _req, res, next) => {
    const status = (err as { status?: unknown }).status;
    if (typeof status !== 'number' || status >= 500) return next(err);
    res.status(status).json({ message: PASSKEY_MESSAGES.NOT_VERIFIED });
  }) satisfies ErrorRequestHandler);
  return onlyUnder(Object.values(PASSKEY_PATHS), router);
}
