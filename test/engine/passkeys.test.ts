import { describe, expect, it } from 'vitest';
import type { StaffAccess } from '../../ports/audit-log';
import type { Role } from '../../ports/identity-provider';
import { PASSKEY_MESSAGES } from '../../src/core/identity/passkeys';
import { CEREMONY_SECONDS, Passkeys, type Registering } from '../../src/engine/passkeys/passkeys';
import { ManualClock } from '../fakes/manual-clock';
import { MemoryPasskeyStore } from '../fakes/memory-passkey-store';
import { SoftAuthenticator } from '../support/soft-authenticator';

const ORIGIN = 'https://contrail.test';
const MAYA: Registering = { userId: 'maya', email: 'maya@example.com', displayName: 'Maya Okafor', requestId: 'r1' };
const BEN: Registering = { userId: 'ben', email: 'ben@contrail.test', displayName: 'Ben Ortega', requestId: 'r2' };

function world() {
  const clock = new ManualClock(new Date('2026-11-28T09:00:00Z'));
  const store = new MemoryPasskeyStore();
  const audit: StaffAccess[] = [];
  const roles: Record<string, Role> = { maya: 'CUSTOMER', ben: 'SUPPORT' };
  const passkeys = new Passkeys({
    store,
    clock,
    audit: { recordStaffAccess: async (e) => void audit.push(e), staffAccesses: async () => [] },
    relyingParty: { id: 'contrail.test', name: 'Contrail', origin: ORIGIN },
    roleOf: async (userId) => roles[userId] ?? null,
  });
  return { clock, store, audit, passkeys, device: new SoftAuthenticator(ORIGIN) };
}

async function registered(w: ReturnType<typeof world>, who = MAYA) {
  const added = await w.passkeys.register(
    who,
    w.device.register(await w.passkeys.registrationOptions(who)),
    'Chrome on Mac',
  );
  if (!added.ok) throw new Error(added.message);
  return added.value;
}

describe('passkeys', () => {
  it('registers a passkey named after its device, e-mails the account, and signs in with it', async () => {
    const w = world();
    const options = await w.passkeys.registrationOptions(MAYA);
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    expect(options.rp).toEqual({ id: 'contrail.test', name: 'Contrail' });
    const added = await w.passkeys.register(MAYA, w.device.register(options), 'Chrome on Mac');
    expect(added).toMatchObject({ ok: true, value: { name: 'Chrome on Mac', lastUsedAt: null } });
    expect(w.store.queued.map((m) => [m.kind, m.userId, (m.facts as { change: string }).change])).toEqual([
      ['passkey-changed', 'maya', 'added'],
    ]);

    w.clock.advance(60_000);
    const signIn = await w.passkeys.signIn(w.device.signIn(await w.passkeys.signInOptions()), 'r3');
    expect(signIn).toEqual({ ok: true, value: { userId: 'maya' } });
    expect((await w.passkeys.list('maya'))[0]?.lastUsedAt).toEqual(w.clock.now());
    // A customer's passkeys are not staff actions: nothing audited.
    expect(w.audit).toEqual([]);
  });

  it('lists the account’s passkeys already registered to the authenticator, so it makes no second one', async () => {
    const w = world();
    const first = await registered(w);
    const options = await w.passkeys.registrationOptions(MAYA);
    expect(options.excludeCredentials?.map((c) => c.id)).toEqual([first.id]);
  });

  it('takes each challenge once, for the account it was given to, within five minutes', async () => {
    const w = world();
    const options = await w.passkeys.registrationOptions(MAYA);
    const answer = w.device.register(options);
    // Ben cannot answer Maya's registration, and spends it trying.
    expect(await w.passkeys.register(BEN, answer, 'Firefox on Android')).toMatchObject({
      ok: false,
      message: PASSKEY_MESSAGES.EXPIRED,
    });
    expect(await w.passkeys.register(MAYA, answer, 'Chrome on Mac')).toMatchObject({
      message: PASSKEY_MESSAGES.EXPIRED,
    });
    await registered(w);

    const signInOptions = await w.passkeys.signInOptions();
    const assertion = w.device.signIn(signInOptions);
    expect((await w.passkeys.signIn(assertion, null)).ok).toBe(true);
    expect(await w.passkeys.signIn(assertion, null)).toMatchObject({ ok: false, message: PASSKEY_MESSAGES.EXPIRED });

    const late = await w.passkeys.signInOptions();
    w.clock.advance(CEREMONY_SECONDS * 1000);
    expect(await w.passkeys.signIn(w.device.signIn(late), null)).toMatchObject({ message: PASSKEY_MESSAGES.EXPIRED });
  });

  it('refuses an answer made for another site, an unknown passkey, a cloned one and any other shape', async () => {
    const w = world();
    await registered(w);
    const phishing = new SoftAuthenticator('https://contrail-login.example');
    phishing.credentials.push(...w.device.credentials);
    expect(await w.passkeys.signIn(phishing.signIn(await w.passkeys.signInOptions()), null)).toMatchObject({
      ok: false,
      status: 400,
      message: PASSKEY_MESSAGES.NOT_VERIFIED,
    });

    const stranger = new SoftAuthenticator(ORIGIN);
    stranger.register(await w.passkeys.registrationOptions(BEN));
    expect(await w.passkeys.signIn(stranger.signIn(await w.passkeys.signInOptions()), null)).toMatchObject({
      message: PASSKEY_MESSAGES.UNKNOWN,
    });

    // A copy of the key whose counter falls behind the stored one is a clone.
    const credential = w.device.credentials[0];
    if (!credential) throw new Error('no credential');
    expect((await w.passkeys.signIn(w.device.signIn(await w.passkeys.signInOptions()), null)).ok).toBe(true);
    credential.counter = 0;
    expect(await w.passkeys.signIn(w.device.signIn(await w.passkeys.signInOptions()), null)).toMatchObject({
      message: PASSKEY_MESSAGES.NOT_VERIFIED,
    });

    for (const body of [null, 'x', { id: 'a' }, { id: '!!', rawId: '!!', type: 'public-key', response: {} }]) {
      expect(await w.passkeys.signIn(body, null)).toMatchObject({ ok: false, status: 400 });
      expect(await w.passkeys.register(MAYA, body, 'x')).toMatchObject({ ok: false, status: 400 });
    }
  });

  it('removes only the account’s own passkey, e-mailing it, and audits a staff member’s passkeys', async () => {
    const w = world();
    const mine = await registered(w);
    const bens = await registered(w, BEN);
    expect(await w.passkeys.remove('maya', bens.id, null)).toMatchObject({ ok: false, status: 404 });
    expect(await w.passkeys.remove('maya', mine.id, null)).toEqual({ ok: true, value: undefined });
    expect(await w.passkeys.list('maya')).toEqual([]);
    expect(w.store.queued.map((m) => `${m.userId} ${(m.facts as { change: string }).change}`)).toEqual([
      'maya added',
      'ben added',
      'maya removed',
    ]);
    await w.passkeys.signIn(w.device.signIn(await w.passkeys.signInOptions()), 'r9');
    await w.passkeys.remove('ben', bens.id, 'r10');
    expect(w.audit.map((e) => [e.actorUserId, e.action, e.details])).toEqual([
      ['ben', 'passkey.added', 'Chrome on Mac'],
      ['ben', 'passkey.signed-in', 'Chrome on Mac'],
      ['ben', 'passkey.removed', 'Chrome on Mac'],
    ]);
  });
});
