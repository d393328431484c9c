import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../adapters/postgres-store/database';
import { PostgresProfileStore } from '../../adapters/postgres-store/users';
import type { IdentityProvider, IdentityResult, ProfileStore, SignUpInput } from '../../ports/identity-provider';
import { dialects } from '../support/database';
import { localIdentity } from '../support/local-identity';
import { ManualClock } from '../fakes/manual-clock';
import { MailRoom } from '../support/mail-room';

interface World {
  identity: IdentityProvider;
  profiles: ProfileStore;
  mailer: MailRoom;
  clock: ManualClock;
}

interface Subject {
  name: string;
  make(): Promise<{ world: World; close(): Promise<void> }>;
}

const subjects: Subject[] = dialects.map((dialect) => ({
  name: `identity-local on ${dialect.name}`,
  make: async () => {
    const database: Database = await dialect.open();
    const clock = new ManualClock();
    const mailer = new MailRoom(database, clock);
    const local = localIdentity(database, clock);
    return {
      world: {
        identity: local,
        profiles: new PostgresProfileStore(database.db),
        mailer,
        clock,
      },
      close: () => database.close(),
    };
  },
}));

const maya = (overrides: Partial<SignUpInput> = {}): SignUpInput => ({
  username: 'maya@example.com',
  password: 'Jetstream2026',
  attributes: { email: 'maya@example.com', given_name: 'Maya', family_name: 'Okafor', phone_number: '+12125550100' },
  ...overrides,
});

function value<T>(result: IdentityResult<T>): T {
  if (!result.ok) throw new Error(`expected success, got ${result.error.name}: ${result.error.message}`);
  return result.value;
}
const errorOf = <T>(result: IdentityResult<T>) => (result.ok ? undefined : result.error);

describe.each(subjects)('IdentityProvider contract: $name', (subject) => {
  let close: () => Promise<void> = async () => {};
  afterEach(() => close());
  const open = async () => {
    const made = await subject.make();
    close = made.close;
    return made.world;
  };
  const signedUp = async (w: World) => {
    value(await w.identity.signUp(maya()));
    value(await w.identity.confirmSignUp('maya@example.com', await w.mailer.lastCode('maya@example.com')));
  };

  it('signs up, mails a code, refuses sign-in until confirmed, then signs in', async () => {
    const w = await open();
    value(await w.identity.signUp(maya()));
    const mail = (await w.mailer.sent()).at(-1);
    expect(mail?.kind).toBe('confirmation-code');
    expect(mail?.html).toContain('Contrail');
    expect(errorOf(await w.identity.signIn('maya@example.com', 'Jetstream2026'))?.name).toBe(
      'UserNotConfirmedException',
    );
    value(await w.identity.confirmSignUp('Maya@Example.com', await w.mailer.lastCode('maya@example.com')));
    const tokens = value(await w.identity.signIn('maya@example.com', 'Jetstream2026'));
    expect(await w.identity.verifyAccessToken(tokens.accessToken)).toMatchObject({
      email: 'maya@example.com',
      role: 'CUSTOMER',
      federated: false,
    });
  });

  it('answers the provider messages the screens map', async () => {
    const w = await open();
    await signedUp(w);
    expect(errorOf(await w.identity.signIn('nobody@example.com', 'Jetstream2026'))).toEqual({
      name: 'UserNotFoundException',
      message: 'User does not exist.',
    });
    expect(errorOf(await w.identity.signIn('maya@example.com', 'wrong-Password1'))).toEqual({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    expect(errorOf(await w.identity.signUp(maya()))?.name).toBe('UsernameExistsException');
    expect(errorOf(await w.identity.signUp(maya({ username: 'x@example.com', password: 'short' })))?.name).toBe(
      'InvalidPasswordException',
    );
    expect(w.identity.passwordPolicy).toMatch(/8 characters/);
  });

  it('refuses a wrong, an expired and a reused code, and stops after five wrong guesses', async () => {
    const w = await open();
    value(await w.identity.signUp(maya()));
    const code = await w.mailer.lastCode('maya@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    expect(errorOf(await w.identity.confirmSignUp('maya@example.com', wrong))?.name).toBe('CodeMismatchException');

    w.clock.advance(16 * 60_000);
    expect(errorOf(await w.identity.confirmSignUp('maya@example.com', code))?.name).toBe('ExpiredCodeException');

    value(await w.identity.resendSignUpCode('maya@example.com'));
    const fresh = await w.mailer.lastCode('maya@example.com');
    const bad = fresh === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await w.identity.confirmSignUp('maya@example.com', bad);
    expect(errorOf(await w.identity.confirmSignUp('maya@example.com', fresh))?.name).toBe('LimitExceededException');

    value(await w.identity.resendSignUpCode('maya@example.com'));
    const last = await w.mailer.lastCode('maya@example.com');
    value(await w.identity.confirmSignUp('maya@example.com', last));
    expect(errorOf(await w.identity.confirmSignUp('maya@example.com', last))?.name).toBe('NotAuthorizedException');
  });

  it('resets a forgotten password with a single-use code, ending the old sessions', async () => {
    const w = await open();
    value(await w.identity.signUp(maya({ username: 'new@example.com' })));
    expect(errorOf(await w.identity.forgotPassword('new@example.com'))?.name).toBe('InvalidParameterException');
    expect(errorOf(await w.identity.forgotPassword('ghost@example.com'))?.name).toBe('UserNotFoundException');

    await signedUp(w);
    const before = value(await w.identity.signIn('maya@example.com', 'Jetstream2026'));
    value(await w.identity.forgotPassword('maya@example.com'));
    const code = await w.mailer.lastCode('maya@example.com');
    expect(errorOf(await w.identity.confirmForgotPassword('maya@example.com', code, 'weak'))?.name).toBe(
      'InvalidPasswordException',
    );
    value(await w.identity.confirmForgotPassword('maya@example.com', code, 'Tailwind2027'));
    expect(errorOf(await w.identity.confirmForgotPassword('maya@example.com', code, 'Tailwind2028'))?.name).toBe(
      'ExpiredCodeException',
    );
    expect((await w.mailer.sent()).at(-1)?.kind).toBe('password-changed');
    expect((await w.identity.signIn('maya@example.com', 'Jetstream2026')).ok).toBe(false);
    value(await w.identity.signIn('maya@example.com', 'Tailwind2027'));
    expect((await w.identity.refresh(before.refreshToken)).ok).toBe(false);
  });

  it('rotates refresh tokens and revokes the family when a retired one comes back', async () => {
    const w = await open();
    await signedUp(w);
    const first = value(await w.identity.signIn('maya@example.com', 'Jetstream2026'));
    const second = value(await w.identity.refresh(first.refreshToken));
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(await w.identity.verifyAccessToken(second.accessToken)).not.toBeNull();

    w.clock.advance(60_000);
    expect(errorOf(await w.identity.refresh(first.refreshToken))?.name).toBe('NotAuthorizedException');
    // The replay revoked every token of that sign-in, the legitimate newest one included.
    expect((await w.identity.refresh(second.refreshToken)).ok).toBe(false);
  });

  it('refuses tampered and expired access tokens', async () => {
    const w = await open();
    await signedUp(w);
    const { accessToken } = value(await w.identity.signIn('maya@example.com', 'Jetstream2026'));
    const [header, payload, signature] = accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'SUPPORT' })).toString('base64url');
    expect(await w.identity.verifyAccessToken(`${header}.${forged}.${signature}`)).toBeNull();
    expect(await w.identity.verifyAccessToken('not-a-token')).toBeNull();
    w.clock.advance(16 * 60_000);
    expect(await w.identity.verifyAccessToken(accessToken)).toBeNull();
  });

  it('changes a password, signs out, and deletes a user with a notice', async () => {
    const w = await open();
    await signedUp(w);
    const tokens = value(await w.identity.signIn('maya@example.com', 'Jetstream2026'));
    const identity = await w.identity.verifyAccessToken(tokens.accessToken);
    if (!identity) throw new Error('token not verified');
    expect(errorOf(await w.identity.changePassword(identity.userId, 'Wrong-pass1', 'Tailwind2027'))?.name).toBe(
      'NotAuthorizedException',
    );
    value(await w.identity.changePassword(identity.userId, 'Jetstream2026', 'Tailwind2027'));
    value(await w.identity.signIn('maya@example.com', 'Tailwind2027'));

    await w.identity.signOut(tokens.refreshToken);
    expect((await w.identity.refresh(tokens.refreshToken)).ok).toBe(false);

    value(await w.identity.deleteUser(identity.userId));
    expect((await w.mailer.sent()).at(-1)?.kind).toBe('account-deleted');
    expect(errorOf(await w.identity.signIn('maya@example.com', 'Tailwind2027'))?.name).toBe('UserNotFoundException');
    expect(await w.profiles.getProfile(identity.userId)).toBeNull();
  });

  it('ends sign-ins by refresh token, by session, all but the one changing the password, and with the account', async () => {
    const w = await open();
    await signedUp(w);
    const signIn = async () => {
      const tokens = value(await w.identity.signIn('maya@example.com', 'Jetstream2026'));
      const identity = await w.identity.verifyAccessToken(tokens.accessToken);
      if (!identity?.sessionId) throw new Error('the token names no sign-in');
      return { ...tokens, userId: identity.userId, sessionId: identity.sessionId };
    };
    const [a, b, c, d] = [await signIn(), await signIn(), await signIn(), await signIn()];
    expect(new Set([a.sessionId, b.sessionId, c.sessionId, d.sessionId]).size).toBe(4);
    // A refreshed token belongs to the same sign-in.
    const renewed = value(await w.identity.refresh(a.refreshToken));
    expect((await w.identity.verifyAccessToken(renewed.accessToken))?.sessionId).toBe(a.sessionId);
    expect(await w.identity.isSessionActive(a.sessionId)).toBe(true);

    await w.identity.signOut(renewed.refreshToken);
    expect(await w.identity.isSessionActive(a.sessionId)).toBe(false);
    await w.identity.endSession(b.sessionId);
    expect(await w.identity.isSessionActive(b.sessionId)).toBe(false);
    expect((await w.identity.refresh(b.refreshToken)).ok).toBe(false);

    value(await w.identity.changePassword(c.userId, 'Jetstream2026', 'Tailwind2027', { keepSession: d.sessionId }));
    expect(await w.identity.isSessionActive(c.sessionId)).toBe(false);
    expect(await w.identity.isSessionActive(d.sessionId)).toBe(true);

    value(await w.identity.deleteUser(d.userId));
    expect(await w.identity.isSessionActive(d.sessionId)).toBe(false);
    expect(await w.identity.isSessionActive('no-such-sign-in')).toBe(false);
  });

  it('keeps the profile and communication preferences', async () => {
    const w = await open();
    await signedUp(w);
    const tokens = value(await w.identity.signIn('maya@example.com', 'Jetstream2026'));
    const id = (await w.identity.verifyAccessToken(tokens.accessToken))?.userId ?? '';
    expect(await w.profiles.getProfile(id)).toEqual({
      email: 'maya@example.com',
      firstname: 'Maya',
      lastname: 'Okafor',
      phone: '+12125550100',
    });
    expect(
      await w.profiles.updateProfile(id, { firstname: 'Maya', lastname: 'Okafor-Lee', phone: '+13055550101' }),
    ).toBe(true);
    expect((await w.profiles.getProfile(id))?.lastname).toBe('Okafor-Lee');
    expect(await w.profiles.getCommunication(id)).toEqual({ enableEmail: true, enableNotification: true, sms: false });
    await w.profiles.setCommunication(id, { enableEmail: false, enableNotification: true, sms: true });
    expect(await w.profiles.getCommunication(id)).toEqual({ enableEmail: false, enableNotification: true, sms: true });
  });

  it('signs in federated people: a new account, the same one again, or the one with their verified e-mail', async () => {
    const w = await open();
    const google = {
      provider: 'google' as const,
      subject: 'g-1',
      email: 'Omar@Example.com',
      emailVerified: true,
      givenName: 'Omar',
      familyName: 'Haddad',
      phone: null,
    };
    const first = value(await w.identity.federatedSignIn(google));
    const identity = await w.identity.verifyAccessToken(first.accessToken);
    expect(identity).toMatchObject({ email: 'omar@example.com', federated: true });
    expect((await w.profiles.getProfile(identity?.userId ?? ''))?.phone).toBe('');
    const again = value(await w.identity.federatedSignIn({ ...google, email: null }));
    expect((await w.identity.verifyAccessToken(again.accessToken))?.userId).toBe(identity?.userId);
    expect((await w.identity.changePassword(identity?.userId ?? '', 'x', 'Tailwind2027')).ok).toBe(false);

    await signedUp(w);
    const linked = value(
      await w.identity.federatedSignIn({ ...google, provider: 'apple', subject: 'a-1', email: 'maya@example.com' }),
    );
    expect((await w.identity.verifyAccessToken(linked.accessToken))?.email).toBe('maya@example.com');
    expect(
      errorOf(
        await w.identity.federatedSignIn({ ...google, subject: 'g-2', email: 'x@example.com', emailVerified: false }),
      )?.name,
    ).toBe('InvalidParameterException');
  });

  it('creates support staff and administrators, confirmed, with their role', async () => {
    const w = await open();
    const staff = { password: 'Dispatch2026', firstname: 'Ana', lastname: 'Ruiz' };
    value(await w.identity.createStaff({ ...staff, email: 'ops@contrail.test', role: 'SUPPORT' }));
    value(await w.identity.createStaff({ ...staff, email: 'boss@contrail.test', role: 'ADMIN' }));
    const support = value(await w.identity.signIn('ops@contrail.test', 'Dispatch2026'));
    const admin = value(await w.identity.signIn('boss@contrail.test', 'Dispatch2026'));
    expect((await w.identity.verifyAccessToken(support.accessToken))?.role).toBe('SUPPORT');
    expect((await w.identity.verifyAccessToken(admin.accessToken))?.role).toBe('ADMIN');
  });

  it('ends a staff session 8 hours after its sign-in, however often it is refreshed', async () => {
    const w = await open();
    value(
      await w.identity.createStaff({
        email: 'ops@contrail.test',
        password: 'Dispatch2026',
        firstname: 'Ana',
        lastname: 'Ruiz',
        role: 'SUPPORT',
      }),
    );
    let tokens = value(await w.identity.signIn('ops@contrail.test', 'Dispatch2026'));
    for (let hour = 1; hour <= 7; hour += 1) {
      w.clock.advance(3_600_000);
      tokens = value(await w.identity.refresh(tokens.refreshToken));
    }
    w.clock.advance(50 * 60_000);
    tokens = value(await w.identity.refresh(tokens.refreshToken));
    // Ten minutes remain of the eight hours: the access token lasts no longer.
    expect(tokens.expiresIn).toBe(600);
    w.clock.advance(11 * 60_000);
    expect(errorOf(await w.identity.refresh(tokens.refreshToken))?.name).toBe('NotAuthorizedException');
    expect(await w.identity.verifyAccessToken(tokens.accessToken)).toBeNull();
  });

  it('disables an account: no sign-in, no refresh, until enabled again; checks a password again', async () => {
    const w = await open();
    const { userId } = value(
      await w.identity.createStaff({
        email: 'ops@contrail.test',
        password: 'Dispatch2026',
        firstname: 'Ana',
        lastname: 'Ruiz',
        role: 'SUPPORT',
      }),
    );
    const tokens = value(await w.identity.signIn('ops@contrail.test', 'Dispatch2026'));
    expect(await w.identity.checkPassword(userId, 'Dispatch2026')).toBe(true);
    expect(await w.identity.checkPassword(userId, 'wrong')).toBe(false);
    value(await w.identity.setDisabled(userId, true));
    expect(errorOf(await w.identity.signIn('ops@contrail.test', 'Dispatch2026'))).toEqual({
      name: 'NotAuthorizedException',
      message: 'This account is disabled. Please contact an administrator.',
    });
    expect(errorOf(await w.identity.refresh(tokens.refreshToken))?.name).toBe('NotAuthorizedException');
    expect(await w.identity.checkPassword(userId, 'Dispatch2026')).toBe(false);
    value(await w.identity.setDisabled(userId, false));
    value(await w.identity.signIn('ops@contrail.test', 'Dispatch2026'));
  });
});
