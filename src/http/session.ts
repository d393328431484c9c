import { randomBytes } from 'node:crypto';
import { parse, serialize, type SerializeOptions } from 'cookie';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { effectiveRole, type Tokens } from '../../ports/identity-provider';
import type { Caller } from '../../ports/caller';
import type { Account, AccountService } from '../engine/accounts/account-service';

/**
 * The browser session: the access and refresh tokens in httpOnly, SameSite=Lax cookies (Secure
 * over https), refreshed transparently when the access token has expired. Any node can serve
 * any request: each keeps only a cache of resolved sessions (decision 023), never the session
 * itself. /api also accepts `Authorization: Bearer`. See docs/decisions/012-sessions-and-csrf.md.
 */
export const ACCESS_COOKIE = 'contrail_at';
export const REFRESH_COOKIE = 'contrail_rt';

export interface SessionSettings {
  secure: boolean;
  refreshTokenDays: number;
}

declare global {
  namespace Express {
    interface Locals {
      /** The signed-in account, whatever its profile's completeness; null for visitors. */
      account: Account | null;
      /** How this request proved who it is. */
      authenticatedBy: 'bearer' | 'cookie' | null;
      /** The session's current refresh token (cookie sessions), for sign-out. */
      refreshToken: string | null;
      /** Who is asking the charter backend: the signed-in customer with their token, if any. */
      caller: Caller | null;
    }
  }
}

export interface SessionCookies {
  /** Set-Cookie values that start (or renew) a browser session. */
  issue(tokens: Tokens): string[];
  /** Set-Cookie values that end it. */
  clear(): string[];
}

export function sessionCookies(settings: SessionSettings): SessionCookies {
  const base: SerializeOptions = { httpOnly: true, sameSite: 'lax', secure: settings.secure, path: '/' };
  return {
    issue: (tokens) => [
      serialize(ACCESS_COOKIE, tokens.accessToken, { ...base, maxAge: tokens.expiresIn }),
      serialize(REFRESH_COOKIE, tokens.refreshToken, { ...base, maxAge: settings.refreshTokenDays * 86_400 }),
    ],
    clear: () => [
      serialize(ACCESS_COOKIE, '', { ...base, maxAge: 0 }),
      serialize(REFRESH_COOKIE, '', { ...base, maxAge: 0 }),
    ],
  };
}

export function bearerToken(req: Request): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '')?.[1];
}

export function hasSessionCookie(req: Request): boolean {
  const cookies = parse(req.headers.cookie ?? '');
  return Boolean(cookies[ACCESS_COOKIE] || cookies[REFRESH_COOKIE]);
}

/**
 * The unauthenticated flag of spec 000 §9: a session whose identity or profile has not been
 * confirmed within 15 seconds is treated as unauthenticated for that request (a visitor:
 * protected pages send it to /login) rather than leaving the page waiting on the provider.
 * A profile missing one of the four fields counts as unauthenticated at once (spec 000 §6).
 */
export const UNAUTHENTICATED_AFTER_MS = 15_000;

interface Identified {
  account: Account | null;
  authenticatedBy: 'bearer' | 'cookie' | null;
  refreshToken: string | null;
  caller: Caller | null;
  setCookies: string[];
}

/** Resolves who is asking: a bearer token, else the session cookies (refreshing them if due). */
export function resolveSession(accounts: AccountService, cookies: SessionCookies): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    res.locals.account = null;
    res.locals.authenticatedBy = null;
    res.locals.refreshToken = null;
    res.locals.caller = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unconfirmed = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), UNAUTHENTICATED_AFTER_MS);
    });
    try {
      const identified = await Promise.race([identify(req, accounts, cookies), unconfirmed]);
      if (!identified) {
        req.log?.warn('session not confirmed within 15 s: treated as unauthenticated');
        return next();
      }
      for (const cookie of identified.setCookies) res.appendHeader('Set-Cookie', cookie);
      res.locals.account = identified.account;
      res.locals.authenticatedBy = identified.authenticatedBy;
      res.locals.refreshToken = identified.refreshToken;
      res.locals.caller = identified.caller;
      next();
    } catch (error) {
      next(error);
    } finally {
      clearTimeout(timer);
    }
  };
}

async function identify(req: Request, accounts: AccountService, cookies: SessionCookies): Promise<Identified> {
  const bearer = bearerToken(req);
  if (bearer) {
    // A bearer request is judged by its token alone; cookies riding along are ignored.
    const account = await accounts.accountFor(bearer);
    return {
      account,
      authenticatedBy: account ? 'bearer' : null,
      refreshToken: null,
      caller: callerOf(account, bearer),
      setCookies: [],
    };
  }
  const jar = parse(req.headers.cookie ?? '');
  const access = jar[ACCESS_COOKIE];
  const refresh = jar[REFRESH_COOKIE];
  let refreshToken = refresh ?? null;
  const setCookies: string[] = [];
  let account = access ? await accounts.accountFor(access) : null;
  let token = account ? access : undefined;
  if (!account && refresh) {
    const renewed = await accounts.refresh(refresh);
    // A failed refresh leaves the cookies alone: it may be the loser of a race between two
    // requests of the same browser, whose winner has just set fresh cookies.
    if (renewed.ok) {
      setCookies.push(...cookies.issue(renewed.value));
      refreshToken = renewed.value.refreshToken;
      token = renewed.value.accessToken;
      account = await accounts.accountFor(token);
    }
  }
  return {
    account,
    authenticatedBy: account ? 'cookie' : null,
    refreshToken,
    caller: callerOf(account, token),
    setCookies,
  };
}

/**
 * The charter backend's view of a signed-in account: its user id, role and access token. A staff
 * sign-in acts as staff only once it has proved its second factor (decision 053).
 */
function callerOf(account: Account | null, accessToken: string | undefined): Caller | null {
  if (!account || !accessToken) return null;
  return { kind: 'customer', userId: account.identity.userId, accessToken, role: effectiveRole(account.identity) };
}

/** The access token this request was resolved with, for sign-out to revoke it (decision 023). */
export function sessionAccessToken(res: Response): string | undefined {
  const caller = res.locals.caller;
  return caller?.kind === 'customer' ? caller.accessToken : undefined;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence: a state-changing request that a browser could send with our cookies must come
 * from our own pages. Browsers say where a request comes from in Sec-Fetch-Site (and Origin);
 * a request that says neither is refused, since every browser we support sends one of them.
 * `onlyWithCookies`: on /api, requests without our session cookie carry no ambient authority
 * (mobile apps sign in and send bearer tokens) and pass.
 */
export function sameSiteOnly(publicUrl: string, options: { onlyWithCookies: boolean }): RequestHandler {
  const publicOrigin = new URL(publicUrl).origin;
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method) || bearerToken(req)) return next();
    if (options.onlyWithCookies && !hasSessionCookie(req)) return next();
    if (isSameSite(req, publicOrigin)) return next();
    req.log.warn({ origin: req.get('origin'), site: req.get('sec-fetch-site') }, 'cross-site request refused');
    const message = 'This request did not come from this site and was refused.';
    if (req.accepts(['html', 'json']) === 'html' && !options.onlyWithCookies) {
      res.status(403).type('html').send(`<!doctype html><title>Refused</title><p>${message}</p>`);
    } else {
      res.status(403).json({ message });
    }
  };
}

function isSameSite(req: Request, publicOrigin: string): boolean {
  const site = req.get('sec-fetch-site');
  if (site) return site === 'same-origin';
  const origin = req.get('origin');
  if (!origin) return false;
  return origin === publicOrigin || origin === `${req.protocol}://${req.get('host') ?? ''}`;
}

/** The browser's device id (decision 054): a random value its cookie keeps as long as browsers allow. */
export const DEVICE_COOKIE = 'contrail_device';
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;

/**
 * The browser a sign-in comes from: its user agent and device id, the id made (and its cookie to
 * set) only when a sign-in asks for it and the browser has none yet.
 */
export function browserDevice(req: Request, secure: boolean) {
  let made: string | null = null;
  return {
    userAgent: req.get('user-agent') ?? '',
    // Read only when a sign-in asks: every page request builds this, few sign in.
    get deviceId(): string {
      const kept = parse(req.headers.cookie ?? '')[DEVICE_COOKIE];
      if (kept && DEVICE_ID.test(kept)) return kept;
      made ??= randomBytes(16).toString('base64url');
      return made;
    },
    /** The Set-Cookie that keeps a device id made for this request; none otherwise. */
    cookies(): string[] {
      if (!made) return [];
      return [
        serialize(DEVICE_COOKIE, made, { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: 400 * 86_400 }),
      ];
    },
  };
}

/** The client's address for rate limits (X-Forwarded-For only when TRUST_PROXY is set). */
export function clientAddress(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}
