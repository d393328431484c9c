import type { ChangeQuote } from '../../../ports/charter/booking-payments';
import { offsetLabel } from '../../../src/core/carbon/offset';
import { statementOfYear } from '../../../src/core/carbon/carbon-statement';
import { TRIPS, type Trips } from '../../../ports/charter/trips';
import { carbonStatementOf } from '../../../src/web/pages/account/carbon.server';
import { tonnes } from '../../../src/web/pages/account/carbon-panel';
import { dollarsToCents, formatUsd } from '../../../src/core/money';
import { CarbonOffsets } from '../../../src/engine/carbon-offsets/carbon-offsets';
import type { NewDeparture, Shown, ShownChange, ShownRefund, TripTasks } from '../trip-tasks';
import type { TripScenario } from './trip-scenario';

const cents = (dollars: number) => Math.round(dollars * 100);

/** Maya's cancel and change, as the booking details page asks the engine (the BookingPayments port). */
export class DomainTripTasks implements TripTasks {
  private refundShown = 0;
  private quote: ChangeQuote | undefined;

  constructor(private readonly trip: TripScenario) {}

  async close(): Promise<void> {}

  async openCancellation(): Promise<Shown<ShownRefund>> {
    const quoted = await this.trip.payments.cancellationQuote(this.trip.maya.caller, this.trip.bookingId);
    if (!quoted.ok) return { refused: quoted.refusal.message };
    this.refundShown = quoted.answer.refund;
    return { shown: { refundCents: cents(quoted.answer.refund) } };
  }

  async confirmCancellation(): Promise<string | null> {
    const cancelled = await this.trip.payments.cancel(this.trip.maya.caller, {
      bookingId: this.trip.bookingId,
      expectedRefund: this.refundShown,
    });
    return cancelled.ok ? null : cancelled.refusal.message;
  }

  async confirmCancellationTwice(): Promise<string | null> {
    await this.openCancellation();
    await this.confirmCancellation();
    return this.confirmCancellation();
  }

  async askForNewDates(legs: NewDeparture[]): Promise<Shown<ShownChange>> {
    const quoted = await this.trip.payments.changeQuote(this.trip.maya.caller, {
      bookingId: this.trip.bookingId,
      legs: legs.map((leg) => ({ legOrder: leg.legOrder, departureTime: `${leg.date} ${leg.time}` })),
    });
    if (!quoted.ok) return { refused: quoted.refusal.message };
    const q = (this.quote = quoted.answer);
    return {
      shown: {
        newTotalCents: cents(q.newTotal),
        differenceCents: cents(q.difference),
        refundCents: q.refund ? cents(q.refund.amount) : null,
        cardTotalCents: q.payment ? cents(q.payment.card.total) : null,
      },
    };
  }

  /** The receipt as the payments port answers it (payment/receipt): its price breakup's lines. */
  async receiptLines(): Promise<[string, string][]> {
    const receipt = await this.trip.payments.receipt(this.trip.maya.caller, this.trip.bookingId);
    if (!receipt.ok) throw new Error(receipt.refusal.message);
    const p = receipt.answer.priceBreakup;
    const usd = (dollars: number) => formatUsd(dollarsToCents(dollars));
    return [
      ['Aircraft', usd(p.aircraftPrice)],
      ['Add-ons', usd(p.addonsPrice)],
      ...(p.carbonOffset ? [[offsetLabel(p.carbonOffset.tonnes), usd(p.carbonOffset.price)] as [string, string]] : []),
      ['Taxes and fees', usd(p.taxes)],
      ['Flight total', usd(p.totalPrice)],
    ];
  }

  /** What the yearly statement states, from the rows the PDF prints (the trips port's, hers only). */
  async yearStatement(year: string): Promise<string> {
    const all = await carbonStatementOf(this.trip.app.app.container.get<Trips>(TRIPS), this.trip.maya.caller);
    const statement = statementOfYear(all, year);
    return [
      `Carbon statement ${year}`,
      ` ${year} ${statement.total.trips} ${tonnes(statement.total.repositioningKg)} ${tonnes(statement.total.totalKg)}`,
      ...statement.rows.map((row) => `${row.bookingId} ${row.route} ${tonnes(row.totalKg ?? 0)}`),
    ].join('\n');
  }

  /** What the certificate states, as the offsets use case answers her booking's offset. */
  async offsetCertificate(): Promise<string> {
    const offsets = this.trip.app.app.container.get(CarbonOffsets);
    const record = await offsets.ofBooking(this.trip.bookingId, this.trip.maya.caller);
    if (!record) throw new Error('no offset retired for her booking');
    return [`${offsetLabel(record.tonnes)} retired`, record.bookingId, record.serial].join('\n');
  }

  async confirmNewDates(how: 'card' | 'wallet' | 'as shown'): Promise<string | null> {
    const quote = this.quote;
    if (!quote) throw new Error('no new dates shown yet');
    const caller = this.trip.maya.caller;
    const changed = await this.trip.payments.change(caller, {
      changeId: quote.changeId,
      paymentMethod: how === 'card' ? 'CREDIT_CARD' : how === 'wallet' ? 'WALLET' : null,
      expectedDifference: quote.difference,
    });
    if (!changed.ok) return changed.refusal.message;
    if (changed.answer.status === 'CHANGED') return null;
    const paid = await this.trip.payments.confirm(caller, {
      paymentId: changed.answer.payment.paymentId,
      paymentMethod: 'CREDIT_CARD',
      mode: 'FULL_PAYMENT',
      ...(await this.trip.cardToken()),
    });
    if (!paid.ok) return paid.refusal.message;
    return paid.answer.status === 'SUCCESS' ? null : (paid.answer.message ?? 'declined');
  }
}
