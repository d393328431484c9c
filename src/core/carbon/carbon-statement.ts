import { z } from 'zod';
import type { CarbonFigures } from './carbon-view';

/**
 * My Account > Carbon (issue 29 item 4): each of the customer's trips with the CO2e its quote
 * answered (docs/decisions/057-carbon-per-trip.md), totals per calendar year of departure, and
 * the same rows as CSV. Pure: the page and the CSV file build from the same rows.
 */

/** What a statement reads of a trip (the trips port's TripView answers it). */
export interface StatementTrip {
  bookingId: string;
  status: string;
  craftDetail: { aircraftCategory: string };
  legs: {
    departureAirport: { icaoCode: string };
    arrivalAirport: { icaoCode: string };
    /** DD-MM-YYYY HH:mm:ss in the departure airport's time. */
    departureDateTime: string;
  }[];
  /** Absent or null: a trip quoted before carbon was computed; it shows none. */
  carbon?: (CarbonFigures & { passengers: number }) | null;
}

export interface CarbonStatementRow {
  bookingId: string;
  /** YYYY-MM-DD, the first leg's departure in its airport's time. */
  departureDate: string;
  /** "KTEB - KMIA - KTEB": the airports in the order flown. */
  route: string;
  aircraftCategory: string;
  /** Null with the carbon: a trip without a figure. */
  passengers: number | null;
  totalKg: number | null;
  repositioningKg: number | null;
  perPassengerKg: number | null;
}

export interface CarbonYearTotal {
  year: string;
  trips: number;
  /** Trips of the year that carry no figure (not in the sums). */
  withoutFigure: number;
  totalKg: number;
  repositioningKg: number;
}

export interface CarbonStatement {
  rows: CarbonStatementRow[];
  /** The latest year first. */
  years: CarbonYearTotal[];
}

/** The trips a statement lists: those booked, reserved or flown (not cancelled, not drafts). */
export const STATEMENT_STATUSES: readonly string[] = ['RESERVED', 'BOOKED', 'COMPLETED'];

/** "28-11-2026 10:00:00" -> "2026-11-28"; an unreadable date stays as given. */
export function isoDateOf(departureDateTime: string): string {
  const match = /^(\d{2})-(\d{2})-(\d{4})/.exec(departureDateTime);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : departureDateTime.slice(0, 10);
}

export function routeOf(legs: StatementTrip['legs']): string {
  const stops: string[] = [];
  for (const leg of legs) {
    if (stops.at(-1) !== leg.departureAirport.icaoCode) stops.push(leg.departureAirport.icaoCode);
    stops.push(leg.arrivalAirport.icaoCode);
  }
  return stops.join(' - ');
}

export function statementRow(trip: StatementTrip): CarbonStatementRow {
  const first = trip.legs[0];
  const carbon = trip.carbon ?? null;
  return {
    bookingId: trip.bookingId,
    departureDate: first ? isoDateOf(first.departureDateTime) : '',
    route: routeOf(trip.legs),
    aircraftCategory: trip.craftDetail.aircraftCategory,
    passengers: carbon ? carbon.passengers : null,
    totalKg: carbon ? carbon.totalKg : null,
    repositioningKg: carbon ? carbon.repositioning.kg : null,
    perPassengerKg: carbon ? carbon.perPassengerKg : null,
  };
}

/** The rows, by departure (earliest first), and the totals per calendar year of departure. */
export function carbonStatement(trips: readonly StatementTrip[]): CarbonStatement {
  const rows = trips
    .filter((t) => STATEMENT_STATUSES.includes(t.status))
    .map(statementRow)
    .sort((a, b) => a.departureDate.localeCompare(b.departureDate) || a.bookingId.localeCompare(b.bookingId));
  const byYear = new Map<string, CarbonYearTotal>();
  for (const row of rows) {
    const year = row.departureDate.slice(0, 4);
    const total = byYear.get(year) ?? { year, trips: 0, withoutFigure: 0, totalKg: 0, repositioningKg: 0 };
    total.trips += 1;
    if (row.totalKg === null) total.withoutFigure += 1;
    else {
      total.totalKg += row.totalKg;
      total.repositioningKg += row.repositioningKg ?? 0;
    }
    byYear.set(year, total);
  }
  return { rows, years: [...byYear.values()].sort((a, b) => b.year.localeCompare(a.year)) };
}

/** A statement year as a download's address names it: four digits, 2000 onwards. */
export const statementYearSchema = z
  .string()
  .regex(/^\d{4}$/, 'The year is four digits, such as 2026.')
  .refine((year) => Number(year) >= 2000, 'There is no statement before 2000.');

/** One year of a statement (the yearly PDF): the year's trips, earliest first, and its total. */
export interface CarbonYearStatement {
  year: string;
  rows: CarbonStatementRow[];
  total: CarbonYearTotal;
}

export function statementOfYear(statement: CarbonStatement, year: string): CarbonYearStatement {
  return {
    year,
    rows: statement.rows.filter((row) => row.departureDate.startsWith(`${year}-`)),
    total: statement.years.find((y) => y.year === year) ?? {
      year,
      trips: 0,
      withoutFigure: 0,
      totalKg: 0,
      repositioningKg: 0,
    },
  };
}

export const CARBON_CSV_HEADER = [
  'Booking reference',
  'Departure date',
  'Route',
  'Aircraft category',
  'Passengers',
  'Total kg CO2e',
  'Repositioning kg CO2e',
  'Per passenger kg CO2e',
] as const;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break, quotes
 * doubled. A field that a spreadsheet would read as a formula (=, +, -, @) is prefixed with
 * an apostrophe.
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The statement's rows as CSV, header first, CRLF line ends; a trip without a figure has empty figures. */
export function carbonCsv(rows: readonly CarbonStatementRow[]): string {
  const lines = [CARBON_CSV_HEADER.map(csvField).join(',')];
  for (const row of rows)
    lines.push(
      [
        row.bookingId,
        row.departureDate,
        row.route,
        row.aircraftCategory,
        row.passengers,
        row.totalKg,
        row.repositioningKg,
        row.perPassengerKg,
      ]
        .map(csvField)
        .join(','),
    );
  return `${lines.join('\r\n')}\r\n`;
}
