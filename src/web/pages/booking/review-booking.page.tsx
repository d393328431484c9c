import { WireDetails } from '../../ui/wire-details';
import { useId } from 'react';
import { Form, useLoaderData } from 'react-router';
import './review-booking.css';
import type { CheckoutView } from '../../../../ports/charter/booking-payments';
import { CATEGORY_PROFILES } from '../../../core/aircraft-categories';
import { jetInfoOf } from '../../../core/jet-info';
import { CARD_FEE_PERCENT } from '../../../core/payments/checkout-summary';
import type { SubPaymentOption } from '../../../core/payments/payment-choice';
import { WIRE_TRANSFER_NOTICE } from '../../../core/payments/wire-transfer';
import { useSite } from '../../shell/root-data';
import { telHref } from '../../site';
import { Modal } from '../../ui/modal';
import { AIRCRAFT_IMAGES, AIRCRAFT_IMAGE_SIZE } from './aircraft-images';
import { CardModal } from './card-modal';
import { JetFeatures } from './jet-features';
import type { ReviewBookingData } from './review-booking.server';
import { AddonsSection } from './review-booking-addons';
import { CostSection } from './review-booking-cost';
import { OffsetSection } from './review-booking-offset';
import { ItinerarySection } from './review-booking-legs';
import { PaymentSection } from './review-booking-payment';
import { PersonalInfoModal } from './review-booking-personal-info';
import { successPath, usd } from './review-booking-shared';
import { useReviewPayment } from './use-review-payment';

/**
 * /review-booking/{id} (spec 001 sections 2, 4, 5, 8 and 9): the booking draft's jet,
 * passengers, itinerary, add-ons and cost, the payment section with its gates, and Confirm,
 * which runs the chosen payment flow.
 */
export function Component() {
  const data = useLoaderData() as ReviewBookingData;
  const { booking, profile, wireTransfer, idempotencyKey } = data;
  const site = useSite();
  const ids = useId();

  const pay = useReviewPayment(data, ids);
  const { blocker, leaveTo, choice, block, busy, wire } = pay;
  const payment = pay.card.payment;

  const checkout: CheckoutView | undefined = choice.subOption ? booking.checkout[choice.subOption] : undefined;
  const rules = booking.rules;
  const offered = (sub: SubPaymentOption) => booking.checkout[sub] !== undefined;

  const legs = booking.legs;
  const first = legs[0];
  const roundTrip = legs.length === 2 && legs[1]?.arrivalAirport.icaoCode === first?.departureAirport.icaoCode;
  const last = roundTrip ? first : legs[legs.length - 1];
  const category = booking.craftDetail.aircraftCategory;
  const jet = jetInfoOf(CATEGORY_PROFILES[category]);
  const cardPaying = choice.subOption === 'PAY_NOW_CARD' || choice.subOption === 'RESERVE_CARD';
  const payLabel = payment
    ? `${payment.paymentMode === 'PARTIAL_PAYMENT' ? 'Reserve for' : 'Pay'} ${usd(payment.flightData.total)}`
    : 'Pay';

  return (
    <article className="page container review-booking">
      <title>Review your booking</title>
      <p className="eyebrow">Review and pay</p>
      <h1>
        {first?.departureAirport.icaoCode} to {last?.arrivalAirport.icaoCode}
      </h1>

      <div className="review-booking__layout">
        <div className="review-booking__main">
          <section className="card review-booking__section" aria-labelledby={`${ids}-jet`}>
            <h2 id={`${ids}-jet`}>Jet info</h2>
            <div className="review-booking__jet">
              <img src={AIRCRAFT_IMAGES[category]} alt="" className="review-booking__image" {...AIRCRAFT_IMAGE_SIZE} />
              <div>
                <p className="lead">{booking.craftDetail.displayName}</p>
                {booking.craftDetail.aircraftName ? <p>{booking.craftDetail.aircraftName}</p> : null}
                <JetFeatures jet={jet} />
              </div>
            </div>
          </section>

          <section className="card review-booking__section" aria-labelledby={`${ids}-passengers`}>
            <h2 id={`${ids}-passengers`}>Passengers</h2>
            <p>
              Lead passenger:{' '}
              <strong>
                {profile.firstname} {profile.lastname}
              </strong>{' '}
              ({profile.email}
              {profile.phone ? `, ${profile.phone}` : ''})
            </p>
            <p className="review-booking__note">
              Add every passenger&apos;s name and date of birth from your trip&apos;s details at least 48 hours before
              departure. Passengers must be 18 or older, or travel with a guardian.
            </p>
          </section>

          <ItinerarySection idBase={ids} legs={legs} />

          <AddonsSection booking={booking} onChange={pay.markDirty} />

          <OffsetSection booking={booking} onChange={pay.markDirty} />
        </div>

        <aside className="review-booking__side">
          <CostSection
            booking={booking}
            checkout={checkout}
            subOption={choice.subOption}
            onRewardsChange={pay.markDirty}
          />

          {rules.bookableOnline ? (
            <Form method="post" className="card review-booking__section review-booking__pay" onSubmit={pay.onConfirm}>
              <input type="hidden" name="intent" value="pay" />
              <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
              <PaymentSection
                idBase={ids}
                choice={choice}
                onChoose={pay.choose}
                offered={offered}
                applePay={pay.applePay}
                walletBalance={booking.balance.walletBalance}
                walletApplicable={booking.balance.walletPayApplicable}
                selectionError={block?.reason === 'selection' ? block.message : null}
              />

              <div className="review-booking__notices" aria-label="Notices">
                {rules.onDemand ? (
                  <p className="review-booking__notice">
                    This is an On-Demand Flight: it must be paid in full at booking and cannot be held with a deposit.
                  </p>
                ) : null}
                {rules.fuelSurchargeNote ? (
                  <p className="review-booking__notice">
                    Fuel surcharges may apply to flights booked 14 or more days in advance.
                  </p>
                ) : null}
                <p className="review-booking__notice">
                  Your flight is confirmed once you receive the e-mail stating that your payment was processed.
                </p>
              </div>

              {rules.peakNoticeShown ? (
                <div className="review-booking__peak" role="group" aria-labelledby={`${ids}-peak-title`}>
                  <h3 id={`${ids}-peak-title`}>Peak travel period</h3>
                  {rules.peakMessage ? <p>{rules.peakMessage}</p> : null}
                  <label className="review-booking__check">
                    <input
                      id={`${ids}-peak`}
                      type="checkbox"
                      name="peakAcknowledged"
                      checked={pay.peakAcknowledged}
                      aria-invalid={block?.reason === 'peak' ? true : undefined}
                      aria-describedby={block?.reason === 'peak' ? `${ids}-peak-error` : undefined}
                      onChange={(e) => pay.acknowledgePeak(e.target.checked)}
                    />
                    <span>I acknowledge the current Peak Travel Period.</span>
                  </label>
                  {block?.reason === 'peak' ? (
                    <p id={`${ids}-peak-error`} className="field__error" role="alert">
                      {block.message}
                    </p>
                  ) : null}
                </div>
              ) : null}

              <label className="review-booking__check review-booking__terms">
                <input
                  id={`${ids}-terms`}
                  type="checkbox"
                  name="termsAccepted"
                  checked={pay.termsAccepted}
                  aria-invalid={block?.reason === 'terms' ? true : undefined}
                  aria-describedby={block?.reason === 'terms' ? `${ids}-terms-error` : undefined}
                  onChange={(e) => pay.acceptTerms(e.target.checked)}
                />
                <span>
                  I agree to the{' '}
                  <a href="/terms-of-service" target="_blank" rel="noopener">
                    Terms of Service
                  </a>
                  ,{' '}
                  <a href="/terms-of-sale" target="_blank" rel="noopener">
                    Terms of Sale
                  </a>{' '}
                  and{' '}
                  <a href="/privacy-policy" target="_blank" rel="noopener">
                    Privacy Policy
                  </a>{' '}
                  <span className="visually-hidden">(each opens in a new tab)</span>
                </span>
              </label>
              {block?.reason === 'terms' ? (
                <p id={`${ids}-terms-error`} className="field__error" role="alert">
                  {block.message}
                </p>
              ) : null}

              <button
                type="submit"
                className="button button--primary button--block review-booking__confirm"
                disabled={busy}
                aria-busy={busy}
              >
                {busy ? 'Processing…' : 'Confirm'}
              </button>
              {cardPaying ? (
                <p className="review-booking__note">
                  A {CARD_FEE_PERCENT}% fee applies to card payments. Your card details are entered in the next step.
                </p>
              ) : null}
            </Form>
          ) : (
            <section className="card review-booking__section" aria-labelledby={`${ids}-concierge`}>
              <h2 id={`${ids}-concierge`}>Book with your Flight Concierge</h2>
              <p>
                This trip is booked through our concierge. Call{' '}
                <a href={telHref(site.conciergePhone)}>{site.conciergePhone}</a> or e-mail{' '}
                <a href={`mailto:${site.conciergeEmail}`}>{site.conciergeEmail}</a>.
              </p>
            </section>
          )}
        </aside>
      </div>

      <CardModal
        key={payment?.paymentMode ?? 'none'}
        open={pay.card.open}
        title={payment?.paymentMode === 'PARTIAL_PAYMENT' ? 'Reserve by credit card' : 'Pay with credit card'}
        payLabel={payLabel}
        busy={busy}
        error={pay.card.error}
        onClose={pay.card.close}
        onSubmit={(card) => void pay.card.submit(card)}
      />

      <PersonalInfoModal
        open={pay.personalInfo.open}
        profile={profile}
        onClose={pay.personalInfo.close}
        onSaved={pay.personalInfo.saved}
      />

      <Modal
        open={wire !== null}
        title="Wire transfer details"
        onClose={() => wire && leaveTo(successPath(wire.bookingId))}
      >
        <p className="lead">{WIRE_TRANSFER_NOTICE}</p>
        <WireDetails
          details={wireTransfer}
          amount={usd(booking.checkout.PAY_BY_WIRE?.dueNow ?? booking.priceBreakup.totalPrice)}
          reference={wire?.bookingId ?? booking.bookingId}
        />
        {wire?.infoText ? <p>{wire.infoText}</p> : null}
        <button
          type="button"
          className="button button--primary button--block"
          onClick={() => wire && leaveTo(successPath(wire.bookingId))}
        >
          Done
        </button>
      </Modal>

      <Modal open={blocker.state === 'blocked'} title="Leave this page?" onClose={() => blocker.reset?.()}>
        <p>If you leave this page, the choices you made for this booking will be lost.</p>
        <div className="button-row">
          <button type="button" className="button button--primary" onClick={() => blocker.reset?.()}>
            Stay on this page
          </button>
          <button type="button" className="button button--ghost" onClick={() => blocker.proceed?.()}>
            Leave
          </button>
        </div>
      </Modal>
    </article>
  );
}
