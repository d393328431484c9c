import { describe, expect, it } from 'vitest';
import { tripCalendar } from './calendar';

const teterboro = { code: 'KTEB', name: 'Teterboro Airport, Teterboro, NJ', zone: 'America/New_York' };
const phoenix = { code: 'KPHX', name: 'Phoenix Sky Harbor International Airport', zone: 'America/Phoenix' };

const ics = tripCalendar({
  bookingId: 'BK-1001',
  brandName: 'Contrail',
  domain: 'contrail.example',
  now: new Date('2026-11-22T12:00:00Z'),
  legs: [
    {
      legOrder: 2,
      from: phoenix,
      to: teterboro,
      departure: new Date('2027-03-20T15:00:00Z'),
      arrival: new Date('2027-03-20T19:30:00Z'),
      description: 'Return leg; Midsize Jet, tail N350CT',
    },
    {
      legOrder: 1,
      from: teterboro,
      to: phoenix,
      departure: new Date('2027-03-10T14:00:00Z'),
      arrival: new Date('2027-03-10T19:10:00Z'),
      description: 'Outbound leg',
    },
  ],
});

describe('the trip calendar file', () => {
  it('writes each leg in its airports’ local times, in leg order', () => {
    const starts = [...ics.matchAll(/DTSTART;TZID=([^:]+):(\d{8}T\d{6})/g)].map((m) => `${m[1]} ${m[2]}`);
    // 14:00Z on 10 March 2027 is 09:00 in New York (EST, before the 14 March change);
    // 15:00Z on 20 March is 08:00 in Phoenix (no daylight saving time there).
    expect(starts).toEqual(['America/New_York 20270310T090000', 'America/Phoenix 20270320T080000']);
    expect(ics).toContain('DTEND;TZID=America/New_York:20270320T153000');
  });

  it('defines each zone, with New York’s 2027 daylight saving change', () => {
    expect(ics).toContain('TZID:America/Phoenix');
    expect(ics).toMatch(/BEGIN:DAYLIGHT\r\nDTSTART:20270314T020000\r\nTZOFFSETFROM:-0500\r\nTZOFFSETTO:-0400/);
    expect(ics).toMatch(/BEGIN:STANDARD\r\nDTSTART:20271107T020000\r\nTZOFFSETFROM:-0400\r\nTZOFFSETTO:-0500/);
  });

  it('escapes text and uses CRLF line endings', () => {
    expect(ics).toContain('DESCRIPTION:Return leg\\; Midsize Jet\\, tail N350CT');
    expect(ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0')).toBe(true);
  });
});
