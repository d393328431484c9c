import { describe, expect, it } from 'vitest';
import { anonymous } from '../../ports/caller';
import type { SearchResults } from '../../ports/charter/flight-search';
import { roundTrip } from '../fixtures/charter';
import { embeddedEngine } from '../support/charter';

const visitor = anonymous('session-maya');

const offeredTails = async (results: SearchResults, quotes: ReturnType<typeof embeddedEngine>['quotes']) => {
  const id = results.data?.LIGHT_JET[0]?.aboneSearchId ?? '';
  const quote = await quotes.find(id.replace(/-LIGHT_JET-\d+$/, ''));
  return (quote?.options ?? []).filter((o) => o.category === 'LIGHT_JET').map((o) => o.tailNumber);
};

describe('searching against booked aircraft', () => {
  it('does not offer an aircraft reserved over the trip, while a mere draft does not take it', async () => {
    const { engine, quotes, bookings } = embeddedEngine();
    const first = await engine.searchResults(roundTrip('KTEB', 'KPBI'), visitor);
    const [tail] = await offeredTails(first, quotes);
    expect(tail).toBe('N201LJ');

    const chosen = first.data?.LIGHT_JET[0]?.aboneSearchId ?? '';
    const draft = await engine.updateAddons(
      {
        aboneSearchId: chosen,
        bookingId: '',
        sessionId: 'session-maya',
        addonIds: [],
        useRewards: false,
        legDataList: [],
      },
      visitor,
    );
    if (!draft.ok) throw new Error(draft.message);
    const stored = await bookings.find(draft.answer.bookingId);
    expect(stored).toMatchObject({
      status: 'DRAFT',
      owner: { kind: 'anonymous', sessionId: 'session-maya' },
      tailNumber: 'N201LJ',
      category: 'LIGHT_JET',
      aboneSearchId: chosen,
    });
    expect(await offeredTails(await engine.searchResults(roundTrip('KTEB', 'KPBI'), visitor), quotes)).toContain(
      'N201LJ',
    );

    await bookings.setStatus(draft.answer.bookingId, 'RESERVED', new Date());
    const after = await engine.searchResults(roundTrip('KTEB', 'KPBI'), visitor);
    expect(await offeredTails(after, quotes)).not.toContain('N201LJ');
    // Another trip on other days may still have it.
    const otherDays = await engine.searchResults(
      roundTrip('KTEB', 'KPBI', { departDays: 20, returnDays: 22 }),
      visitor,
    );
    expect(await offeredTails(otherDays, quotes)).toContain('N201LJ');
  });

  it('refuses to re-price a draft whose aircraft was reserved by someone else meanwhile', async () => {
    const { engine, bookings } = embeddedEngine();
    const results = await engine.searchResults(roundTrip('KTEB', 'KPBI'), visitor);
    const chosen = results.data?.LIGHT_JET[0]?.aboneSearchId ?? '';
    const request = {
      aboneSearchId: chosen,
      bookingId: '',
      sessionId: 'a',
      addonIds: [],
      useRewards: false,
      legDataList: [],
    };
    const theirs = await engine.updateAddons(request, anonymous('a'));
    if (!theirs.ok) throw new Error(theirs.message);
    await bookings.setStatus(theirs.answer.bookingId, 'BOOKED', new Date());
    const mine = await engine.updateAddons({ ...request, sessionId: 'b' }, anonymous('b'));
    expect(mine).toEqual({
      ok: false,
      message: 'This aircraft is no longer available for your trip. Please search again.',
    });
  });
});

describe('reading busy aircraft', () => {
  it('shares one read between searches arriving together, and reads afresh for the next', async () => {
    const { engine, bookings } = embeddedEngine();
    let reads = 0;
    const read = bookings.busyWindows.bind(bookings);
    bookings.busyWindows = (after) => {
      reads++;
      return read(after);
    };
    await Promise.all([1, 2, 3].map(() => engine.searchResults(roundTrip('KTEB', 'KPBI'), visitor)));
    expect(reads).toBe(1);
    await engine.searchResults(roundTrip('KTEB', 'KPBI'), visitor);
    expect(reads).toBe(2);
  });
});
