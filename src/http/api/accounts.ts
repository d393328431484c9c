import express, { type Request, type Response, type Router } from 'express';
import { z } from 'zod';
import type { AccountError, AccountService, AccountResult, Client } from '../../engine/accounts/account-service';
import { clientAddress, sessionAccessToken, type SessionCookies } from '../session';
import { parseOr400 } from './validation';

/**
 * The identity and account calls of the REST API (spec 000 §7, spec 001 §7): sign-up to sign-out
 * under /api/auth, the profile, the account's deletion and the communication preferences.
 * Identity failures answer 400 with the provider's error name and message, as the apps expect.
 */
const email = z.string().trim().toLowerCase().pipe(z.email('Invalid email'));
const code = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Please type the code sent to your email.');
const password = z.string().min(1, 'Field required').max(256);

const schemas = {
  signUp: z.object({
    username: email,
    password,
    attributes: z.object({
      email,
      given_name: z.string().trim().min(1, 'Field required').max(100),
      family_name: z.string().trim().min(1, 'Field required').max(100),
      phone_number: z
        .string()
        .trim()
        .regex(/^\+?[0-9]{7,15}$/, 'Invalid Phone Number'),
    }),
  }),
  confirm: z.object({ email, code }),
  email: z.object({ email }),
  signIn: z.object({ username: email, password }),
  refresh: z.object({ refreshToken: z.string().min(1).max(512) }),
  confirmForgot: z.object({ email, code, newPassword: password }),
  changePassword: z.object({ oldPassword: password, newPassword: password }),
  signOut: z.object({ refreshToken: z.string().min(1).max(512).optional() }),
  profile: z.object({
    firstname: z.string().trim().min(1, 'Field required').max(100),
    lastname: z.string().trim().min(1, 'Field required').max(100),
    email: z.string().optional(),
    phone: z
      .string()
      .trim()
      .regex(/^\+?[0-9]{7,15}$/, 'Please enter a phone number'),
  }),
  deleteQuery: z.object({ id: z.string().min(1, 'Field required') }),
  communication: z.object({
    notification: z.enum(['true', 'false']).transform((v) => v === 'true'),
    email: z.enum(['true', 'false']).transform((v) => v === 'true'),
    sms: z.enum(['true', 'false']).transform((v) => v === 'true'),
  }),
};

export function accountRoutes(accounts: AccountService, cookies: SessionCookies): Router {
  const router = express.Router();
  // API clients keep no device cookie: their sign-ins are listed, never told as a new device.
  const client = (req: Request): Client => ({ address: clientAddress(req), userAgent: req.get('user-agent') ?? '' });

  router.post('/auth/sign-up', async (req, res) => {
    const body = parseOr400(schemas.signUp, req.body, res);
    if (body) reply(res, await accounts.signUp(body, client(req)));
  });
  router.post('/auth/confirm-sign-up', async (req, res) => {
    const body = parseOr400(schemas.confirm, req.body, res);
    if (body) reply(res, await accounts.confirmSignUp(body.email, body.code, client(req)));
  });
  router.post('/auth/resend-code', async (req, res) => {
    const body = parseOr400(schemas.email, req.body, res);
    if (body) reply(res, await accounts.resendSignUpCode(body.email, client(req)));
  });
  router.post('/auth/sign-in', async (req, res) => {
    const body = parseOr400(schemas.signIn, req.body, res);
    if (body) reply(res, await accounts.signIn(body.username, body.password, client(req)));
  });
  router.post('/auth/refresh', async (req, res) => {
    const body = parseOr400(schemas.refresh, req.body, res);
    if (body) reply(res, await accounts.refresh(body.refreshToken));
  });
  router.post('/auth/forgot-password', async (req, res) => {
    const body = parseOr400(schemas.email, req.body, res);
    if (body) reply(res, await accounts.forgotPassword(body.email, client(req)));
  });
  router.post('/auth/confirm-forgot-password', async (req, res) => {
    const body = parseOr400(schemas.confirmForgot, req.body, res);
    if (body) reply(res, await accounts.confirmForgotPassword(body.email, body.code, body.newPassword, client(req)));
  });
  router.post('/auth/change-password', async (req, res) => {
    const account = signedIn(res);
    const body = account && parseOr400(schemas.changePassword, req.body, res);
    if (account && body) {
      reply(
        res,
        // The app that changed it stays signed in; every other sign-in of the account ends.
        await accounts.changePassword(
          account.identity.userId,
          body.oldPassword,
          body.newPassword,
          client(req),
          account.identity.sessionId,
        ),
      );
    }
  });
  router.post('/auth/sign-out', async (req, res) => {
    const body = parseOr400(schemas.signOut, req.body ?? {}, res);
    if (!body) return;
    const token = body.refreshToken ?? res.locals.refreshToken;
    await accounts.signOut(token ?? null, sessionAccessToken(res));
    if (res.locals.authenticatedBy === 'cookie' || res.locals.refreshToken) {
      for (const cookie of cookies.clear()) res.appendHeader('Set-Cookie', cookie);
    }
    res.json({ message: 'Signed out.' });
  });

  router.get('/profile/details', async (_req, res) => {
    const account = signedIn(res);
    if (account) res.json(account.profile);
  });
  router.post('/profile/details', async (req, res) => {
    const account = signedIn(res);
    const body = account && parseOr400(schemas.profile, req.body, res);
    if (!account || !body) return;
    await accounts.updateProfile(account.identity.userId, body);
    res.json({ ...(await accounts.getProfile(account.identity.userId)), message: 'Changes Saved Successfully' });
  });
  router.post('/profile/user/delete', async (req, res) => {
    const account = signedIn(res);
    const query = account && parseOr400(schemas.deleteQuery, req.query, res);
    if (!account || !query) return;
    // The id is the username (the spec's call); only the account's own may be given.
    if (query.id.toLowerCase() !== account.profile.email && query.id !== account.identity.userId) {
      res.status(403).json({ message: 'You can only delete your own account.' });
      return;
    }
    const result = await accounts.deleteAccount(account.identity.userId);
    if (result.ok) for (const cookie of cookies.clear()) res.appendHeader('Set-Cookie', cookie);
    reply(res, result.ok ? { ok: true, value: { message: 'Account Deleted Successfully' } } : result);
  });

  router.get('/device/communication-status', async (_req, res) => {
    const account = signedIn(res);
    if (account) res.json(await accounts.getCommunication(account.identity.userId));
  });
  router.post('/device/enable-communication', async (req, res) => {
    const account = signedIn(res);
    const query = account && parseOr400(schemas.communication, req.query, res);
    if (!account || !query) return;
    const preferences = { enableEmail: query.email, enableNotification: query.notification, sms: query.sms };
    await accounts.setCommunication(account.identity.userId, preferences);
    res.json(preferences);
  });

  return router;
}

function signedIn(res: Response) {
  const account = res.locals.account;
  if (!account) {
    res.status(401).json({ message: 'Please sign in to continue.' });
    return null;
  }
  return account;
}

function reply<T>(res: Response, result: AccountResult<T>): void {
  if (result.ok) {
    res.status(200).json(result.value ?? { message: 'OK' });
    return;
  }
  res.status(statusOf(result.error));
  if (result.error.name === 'TooManyRequestsException') {
    res.setHeader('Retry-After', String(result.error.retryAfterSeconds));
  }
  res.json({ name: result.error.name, message: result.error.message });
}

function statusOf(error: AccountError): number {
  if (error.name === 'TooManyRequestsException') return 429;
  return 400;
}
