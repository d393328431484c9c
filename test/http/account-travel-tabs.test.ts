import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_STORE, type BookingStore } from '../../ports/charter/booking-store';
import { LEDGER_STORE, type LedgerStore } from '../../ports/charter/ledger-store';
import { startTestApp, type TestApp } from '../support/app';
import { aTrip, samePage, signedInAgent, signedInCustomer, type SignedInCustomer } from '../support/trips';

let app: TestApp;
let maya: SignedInCustomer;

beforeAll(async () => {
  app = await startTestApp();
  maya = await signedInCustomer(app, 'Maya');
  await app.app.container.get<BookingStore>(BOOKING_STORE).save(aTrip(maya.userId, { id: 'maya-trip' }));
  const ledger = app.app.container.get<LedgerStore>(LEDGER_STORE);
  const at = new Date();
  await ledger.addReward(maya.userId, { bookingId: 'bk1-earned', amount: 24_000, status: 'ADDED', at });
  await ledger.addReward(maya.userId, { bookingId: 'bk2-used', amount: 4_000, status: 'CAPTURED', at });
  await ledger.addWallet(maya.userId, { amount: 3_000_000, status: 'ADDED', at, display: 'Initial deposit' });
});
afterAll(() => app.close());

const markup = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '');

describe('the account tabs after booking', () => {
  it('keeps an address book: add with tags, add to a trip, remove', async () => {
    const agent = await signedInAgent(app, maya);
    const post = (body: Record<string, string>) =>
      agent.post('/my-account?tab=passengers').set(samePage).type('form').send(body);
    expect(markup((await agent.get('/my-account?tab=passengers')).text)).toContain(
      'Your saved passengers will appear here.',
    );
    const bad = await post({
      intent: 'traveller-add',
      fname: 'Ana',
      lname: 'Silva',
      dob: '',
      phoneNumber: '+1 305 555 0101',
    });
    expect(bad.status).toBe(400);
    expect(markup(bad.text)).toContain('Use the format YYYY-MM-DD');
    const added = await post({
      intent: 'traveller-add',
      fname: 'Ana',
      lname: 'Silva',
      dob: '1985-06-01',
      phoneNumber: '+1 305 555 0101',
      tag: 'FAMILY',
    });
    expect(added.status).toBe(200);
    const page = markup((await agent.get('/my-account?tab=passengers')).text);
    expect(page).toContain('Ana Silva');
    expect(page).toContain('Family');
    const travellerId = /name="travellerId" value="([^"]+)"/.exec(page)?.[1] ?? '';
    expect(page).toContain('value="maya-trip"');
    expect((await post({ intent: 'traveller-assign', travellerId, bookingId: 'maya-trip' })).status).toBe(200);
    expect(markup((await agent.get('/booking-details/maya-trip?tab=passengers')).text)).toContain('Ana Silva');
    expect((await post({ intent: 'traveller-remove', travellerId })).status).toBe(200);
    expect(markup((await agent.get('/my-account?tab=passengers')).text)).not.toContain('Ana Silva');
    expect((await post({ intent: 'traveller-remove', travellerId: 'someone-else' })).status).toBe(404);
  });

  it('shows the rewards balance and history as Contrail Rewards, and the wallet with its rules', async () => {
    const agent = await signedInAgent(app, maya);
    const rewards = markup((await agent.get('/my-account?tab=rewards')).text);
    expect(rewards).toContain('Contrail Rewards');
    expect(rewards).not.toContain('AB1');
    expect(rewards).toContain('$200.00');
    expect(rewards).toContain('ADDED');
    expect(rewards).toContain('CAPTURED');
    expect(rewards).toContain('−$40.00');
    const wallet = markup((await agent.get('/my-account?tab=wallet')).text);
    expect(wallet).toContain('$30,000.00');
    expect(wallet).toContain('Initial deposit');
    expect(wallet).toContain('minimum initial deposit is $25,000');
    expect(wallet).toContain('at least $10,000 must stay in the wallet at all times');
  });
});
