import { describe, expect, it } from 'vitest';
import {
  carbonCsv,
  carbonStatement,
  csvField,
  isoDateOf,
  routeOf,
  statementOfYear,
  statementYearSchema,
  type StatementTrip,
} from './carbon-statement';

const leg = (from: string, to: string, departureDateTime: string) => ({
  departureAirport: { icaoCode: from },
  arrivalAirport: { icaoCode: to },
  departureDateTime,
});

const trip = (
  bookingId: string,
  departure: string,
  carbon: { totalKg: number; repositioning: number; passengers: number } | null,
  status = 'BOOKED',
): StatementTrip => ({
  bookingId,
  status,
  craftDetail: { aircraftCategory: 'LIGHT' },
  legs: [leg('KTEB', 'KMIA', departure), leg('KMIA', 'KTEB', departure)],
  carbon: carbon && {
    totalKg: carbon.totalKg,
    perPassengerKg: Math.round(carbon.totalKg / carbon.passengers),
    passengers: carbon.passengers,
    repositioning: { kg: carbon.repositioning },
  },
});

describe('the carbon statement', () => {
  it('reads the departure date and the route flown', () => {
    expect(isoDateOf('05-03-2026 09:30:00')).toBe('2026-03-05');
    expect(routeOf([leg('KTEB', 'KMIA', ''), leg('KMIA', 'KTEB', '')])).toBe('KTEB - KMIA - KTEB');
    expect(routeOf([leg('KTEB', 'KMIA', ''), leg('KFLL', 'KTEB', '')])).toBe('KTEB - KMIA - KFLL - KTEB');
  });

  it('totals each calendar year of departure; a trip without a figure counts apart', () => {
    const statement = carbonStatement([
      trip('bk-a', '10-02-2026 10:00:00', { totalKg: 4_210, repositioning: 1_100, passengers: 2 }),
      trip('bk-b', '31-12-2025 22:00:00', { totalKg: 8_800, repositioning: 4_400, passengers: 4 }),
      trip('bk-c', '01-06-2026 08:00:00', { totalKg: 1_735, repositioning: 0, passengers: 3 }, 'COMPLETED'),
      trip('bk-d', '02-07-2026 08:00:00', null, 'RESERVED'),
      trip('bk-x', '03-07-2026 08:00:00', { totalKg: 999, repositioning: 0, passengers: 1 }, 'CANCELLED'),
    ]);
    expect(statement.rows.map((r) => r.bookingId)).toEqual(['bk-b', 'bk-a', 'bk-c', 'bk-d']);
    // 2026: 4,210 + 1,735 = 5,945 kg, repositioning 1,100 + 0; bk-d has no figure.
    expect(statement.years).toEqual([
      { year: '2026', trips: 3, withoutFigure: 1, totalKg: 5_945, repositioningKg: 1_100 },
      { year: '2025', trips: 1, withoutFigure: 0, totalKg: 8_800, repositioningKg: 4_400 },
    ]);
    expect(statement.rows[1]).toEqual({
      bookingId: 'bk-a',
      departureDate: '2026-02-10',
      route: 'KTEB - KMIA - KTEB',
      aircraftCategory: 'LIGHT',
      passengers: 2,
      totalKg: 4_210,
      repositioningKg: 1_100,
      perPassengerKg: 2_105,
    });
  });

  it('writes CSV with its header, empty figures for a trip without one, fields escaped', () => {
    const { rows } = carbonStatement([
      trip('bk-a', '10-02-2026 10:00:00', { totalKg: 4_210, repositioning: 1_100, passengers: 2 }),
      trip('bk-d', '02-07-2026 08:00:00', null),
    ]);
    expect(carbonCsv(rows).split('\r\n')).toEqual([
      'Booking reference,Departure date,Route,Aircraft category,Passengers,Total kg CO2e,Repositioning kg CO2e,Per passenger kg CO2e',
      'bk-a,2026-02-10,KTEB - KMIA - KTEB,LIGHT,2,4210,1100,2105',
      'bk-d,2026-07-02,KTEB - KMIA - KTEB,LIGHT,,,,',
      '',
    ]);
    expect(csvField('a,"b"\nc')).toBe('"a,""b""\nc"');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField(-3)).toBe('-3');
    expect(csvField(null)).toBe('');
  });
});

describe("a year's statement (the yearly PDF)", () => {
  const statement = carbonStatement([
    trip('BK-1', '20-12-2025 10:00:00', { totalKg: 3000, repositioning: 1000, passengers: 2 }),
    trip('BK-2', '05-01-2026 10:00:00', { totalKg: 5000, repositioning: 0, passengers: 4 }),
    trip('BK-3', '06-02-2026 10:00:00', null),
  ]);

  it("holds the year's trips and the tab's total of that year", () => {
    const year = statementOfYear(statement, '2026');
    expect(year.rows.map((r) => r.bookingId)).toEqual(['BK-2', 'BK-3']);
    expect(year.total).toEqual({ year: '2026', trips: 2, withoutFigure: 1, totalKg: 5000, repositioningKg: 0 });
  });

  it('is empty, with a zero total, for a year without trips', () => {
    expect(statementOfYear(statement, '2024')).toEqual({
      year: '2024',
      rows: [],
      total: { year: '2024', trips: 0, withoutFigure: 0, totalKg: 0, repositioningKg: 0 },
    });
  });

  it('takes a year of four digits from 2000', () => {
    expect(statementYearSchema.safeParse('2026').success).toBe(true);
    expect(statementYearSchema.safeParse('26').error?.issues[0]?.message).toBe(
      'The year is four digits, such as 2026.',
    );
    expect(statementYearSchema.safeParse('1999').error?.issues[0]?.message).toBe('There is no statement before 2000.');
  });
});
