import type { NextFunction, Request, Response } from 'express';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Account, AccountService } from '../engine/accounts/account-service';
import { resolveSession, sessionCookies, UNAUTHENTICATED_AFTER_MS } from './session';

/** An identity provider that never answers, or answers with `account`. */
function accountsAnswering(answer: Promise<Account | null>): AccountService {
  return { accountFor: () => answer, refresh: () => new Promise(() => {}) } as unknown as AccountService;
}

function run(accounts: AccountService) {
  const req = { headers: { cookie: 'contrail_at=token' }, get: () => undefined } as unknown as Request;
  const res = { locals: {}, appendHeader: vi.fn<(name: string, value: string) => void>() } as unknown as Response;
  const next = vi.fn<(error?: unknown) => void>();
  void resolveSession(accounts, sessionCookies({ secure: false, refreshTokenDays: 30 }))(
    req,
    res,
    next as NextFunction,
  );
  return { res, next };
}

describe('the unauthenticated flag (spec 000 §9: 15 seconds)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('treats a session the provider has not confirmed within 15 s as unauthenticated', async () => {
    const { res, next } = run(accountsAnswering(new Promise(() => {})));
    await vi.advanceTimersByTimeAsync(UNAUTHENTICATED_AFTER_MS - 1);
    expect(next).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(next).toHaveBeenCalledWith();
    expect(res.locals.account).toBeNull();
    expect(res.locals.caller).toBeNull();
  });

  it('keeps a session confirmed in time', async () => {
    const account = {
      identity: { userId: 'u1', role: 'CUSTOMER' },
      profile: { email: 'a@example.com', firstname: 'A', lastname: 'B', phone: '+12125550100' },
      complete: true,
    } as unknown as Account;
    const { res, next } = run(accountsAnswering(Promise.resolve(account)));
    await vi.advanceTimersByTimeAsync(0);
    expect(next).toHaveBeenCalledOnce();
    expect(res.locals.account).toBe(account);
    expect(res.locals.authenticatedBy).toBe('cookie');
  });
});
