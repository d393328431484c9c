import { WireDetails } from '../../ui/wire-details';
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { Form, useBlocker, useLoaderData, useNavigate, useRevalidator } from 'react-router';
import './review-booking.css';
import type { CheckoutView, InitiatePaymentAnswer } from '../../../../ports/charter/booking-payments';
import { CATEGORY_PROFILES } from '../../../core/aircraft-categories';
import { jetInfoOf } from '../../../core/jet-info';
import { CARD_DETAILS_INVALID, validateCard, type CardEntry } from '../../../core/payments/card';
import { CARD_FEE_PERCENT } from '../../../core/payments/checkout-summary';
import {
  confirmBlock,
  NO_CHOICE,
  type ConfirmBlock,
  type PaymentChoice,
  type SubPaymentOption,
} from '../../../core/payments/payment-choice';
import { WIRE_TRANSFER_NOTICE } from '../../../core/payments/wire-transfer';
import { useSite } from '../../shell/root-data';
import { useToast } from '../../shell/toasts';
import { telHref } from '../../site';
import { Modal } from '../../ui/modal';
import { APPLE_PAY_FAILED, APPLE_PAY_SUCCESS_DELAY_MS, applePaySupported, startApplePay } from './apple-pay';
import { CardModal } from './card-modal';
import { callAction, loadGatewayScript, tokeniseCard, type ActionAnswer } from './payment-client';
import type { ReviewBookingActionData, ReviewBookingData } from './review-booking.server';
import { AIRCRAFT_IMAGES, AIRCRAFT_IMAGE_SIZE } from './aircraft-images';
import { JetFeatures } from './jet-features';
import { ItinerarySection } from './review-booking-legs';
import { AddonsSection } from './review-booking-addons';
import { CostSection } from './review-booking-cost';
import { PaymentSection } from './review-booking-payment';
import { PersonalInfoModal } from './review-booking-personal-info';
import { ROUTE_ID, SOMETHING_WRONG, successPath, usd } from './review-booking-shared';

const INFORMATION_UPDATED = 'Information Updated Successfully';
const CARD_PAYMENT_FAILED = 'Credit card payment failed!';
/** Spec 001 section 9: the success toast lasts 2 seconds, then payment initiation continues. */
const SUCCESS_TOAST_MS = 2000;

const noSubscription = () => () => undefined;

/**
 * /review-booking/{id} (spec 001 sections 2, 4, 5, 8 and 9): the booking draft's jet,
 * passengers, itinerary, add-ons and cost, the payment section with its gates, and Confirm,
 * which runs the chosen payment flow.
 */
export function Component() {
  const { booking, profile, wireTransfer, idempotencyKey } = useLoaderData() as ReviewBookingData;
  const site = useSite();
  const toast = useToast();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const ids = useId();

  const [choice, setChoice] = useState<PaymentChoice>(NO_CHOICE);
  const [peakAcknowledged, setPeakAcknowledged] = useState(false);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [block, setBlock] = useState<ConfirmBlock | null>(null);
  const [busy, setBusy] = useState(false);
  const [payment, setPayment] = useState<InitiatePaymentAnswer | null>(null);
  const [cardOpen, setCardOpen] = useState(false);
  const [cardError, setCardError] = useState<string | null>(null);
  const [profileOpen, setProfileOpen] = useState(false);
  const [phoneKnown, setPhoneKnown] = useState(Boolean(profile.phone) && !booking.rules.phoneRequired);
  const [wire, setWire] = useState<{ bookingId: string; infoText: string | null } | null>(null);
  // Apple Pay is offered only where the browser supports it; the server renders without it.
  const applePay = useSyncExternalStore(noSubscription, applePaySupported, () => false);
  const [dirty, setDirty] = useState(false);
  const allowLeave = useRef(false);
  const confirms = useRef(0);

  // Leaving warns that the data entered will be lost (spec 001 section 2), in the app and for
  // a reload or a closed tab, once the customer has chosen anything here.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !allowLeave.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (allowLeave.current) return;
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  /** Moves on without the leave warning: the booking is paid, held, or the session ended. */
  const leaveTo = useCallback(
    (path: string) => {
      allowLeave.current = true;
      void navigate(path);
    },
    [navigate],
  );

  const checkout: CheckoutView | undefined = choice.subOption ? booking.checkout[choice.subOption] : undefined;
  const rules = booking.rules;
  const offered = (sub: SubPaymentOption) => booking.checkout[sub] !== undefined;
  const gate = { choice, peakNoticeShown: rules.peakNoticeShown, peakAcknowledged, termsAccepted };

  const choose = (next: PaymentChoice) => {
    setChoice(next);
    setDirty(true);
    if (block?.reason === 'selection') setBlock(null);
  };

  /** Asks for a new payment attempt (a card or Apple Pay); null after a refusal, which is toasted. */
  const initiate = async (method: 'CREDIT_CARD' | 'APPLE_PAY', mode: 'FULL_PAYMENT' | 'PARTIAL_PAYMENT') => {
    const answer = await callAction<ReviewBookingActionData>(ROUTE_ID, {
      intent: 'initiate',
      paymentMethod: method,
      paymentMode: mode,
      peakAcknowledged,
    });
    if ('redirect' in answer) {
      leaveTo(answer.redirect);
      return null;
    }
    const data = answer.data;
    if (data.intent === 'initiate' && data.ok) return data.payment;
    toast.show('message' in data && data.message ? data.message : SOMETHING_WRONG, 'error');
    return null;
  };

  const startCardPayment = async (mode: 'FULL_PAYMENT' | 'PARTIAL_PAYMENT') => {
    const started = await initiate('CREDIT_CARD', mode);
    if (!started) return;
    await loadGatewayScript(started.authorizeNetData.acceptJsUrl);
    setPayment(started);
    setCardError(null);
    setCardOpen(true);
  };

  const payWithoutCard = async (subOption: 'PAY_NOW_WALLET' | 'PAY_BY_WIRE') => {
    const answer = await callAction<ReviewBookingActionData>(ROUTE_ID, {
      intent: 'pay',
      option: 'FULL_PAYMENT',
      subOption,
      peakAcknowledged,
      termsAccepted,
      // One key per Confirm (crypto.randomUUID needs a secure context; the page's key does not).
      idempotencyKey: `${idempotencyKey}:${++confirms.current}`,
    });
    if ('redirect' in answer) return leaveTo(answer.redirect);
    const data = answer.data;
    if (data.intent === 'wire' && data.ok) {
      allowLeave.current = true;
      setWire({ bookingId: data.bookingId, infoText: data.infoText });
      return;
    }
    toast.show('message' in data && data.message ? data.message : SOMETHING_WRONG, 'error');
  };

  const payWithApplePay = () => {
    const amount = booking.checkout.APPLE_PAY?.dueNow ?? 0;
    let started: InitiatePaymentAnswer | null = null;
    setBusy(true);
    startApplePay({
      amount,
      label: site.brandName,
      validateMerchant: async (validationUrl) => {
        const [attempt, session] = await Promise.all([
          initiate('APPLE_PAY', 'FULL_PAYMENT'),
          callAction<ReviewBookingActionData>(ROUTE_ID, { intent: 'apple-session', validationUrl }),
        ]);
        if (!attempt || 'redirect' in session || session.data.intent !== 'apple-session' || !session.data.ok) {
          throw new Error('merchant validation failed');
        }
        started = attempt;
        return session.data.session;
      },
      authorize: async (token) => {
        if (!started) return false;
        const answer = await callAction<ReviewBookingActionData>(ROUTE_ID, {
          intent: 'confirm',
          paymentId: started.paymentId,
          paymentMethod: 'APPLE_PAY',
          mode: 'FULL_PAYMENT',
          ...token,
        });
        return !('redirect' in answer) && answer.data.intent === 'confirm' && answer.data.ok;
      },
      finished: (success, cancelled) => {
        if (success) {
          allowLeave.current = true;
          setTimeout(() => leaveTo(successPath(booking.bookingId)), APPLE_PAY_SUCCESS_DELAY_MS);
          return;
        }
        setBusy(false);
        if (!cancelled) toast.show(APPLE_PAY_FAILED, 'error');
      },
    });
  };

  /** The chosen flow, once every gate is passed and the phone is known. */
  const proceed = async () => {
    const subOption = choice.subOption;
    if (subOption === 'APPLE_PAY') return payWithApplePay();
    setBusy(true);
    try {
      if (subOption === 'PAY_NOW_CARD') await startCardPayment('FULL_PAYMENT');
      else if (subOption === 'RESERVE_CARD') await startCardPayment('PARTIAL_PAYMENT');
      else if (subOption === 'PAY_NOW_WALLET' || subOption === 'PAY_BY_WIRE') await payWithoutCard(subOption);
    } catch {
      toast.show(SOMETHING_WRONG, 'error');
    } finally {
      setBusy(false);
    }
  };

  const onConfirm = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const stop = confirmBlock(gate);
    setBlock(stop);
    if (stop) {
      document.getElementById(`${ids}-${stop.reason}`)?.focus();
      return;
    }
    // Spec 001 section 4: before paying, the profile must have a phone number.
    if (!phoneKnown) {
      setProfileOpen(true);
      return;
    }
    void proceed();
  };

  const submitCard = async (card: CardEntry) => {
    if (!payment) return;
    if (!validateCard(card, new Date()).valid) {
      setCardError(CARD_DETAILS_INVALID);
      toast.show(CARD_DETAILS_INVALID, 'error');
      return;
    }
    setBusy(true);
    setCardError(null);
    try {
      const token = await tokeniseCard(payment.authorizeNetData, card);
      if (token.messages.resultCode !== 'Ok' || !token.opaqueData) {
        // Spec 001 section 8: each of the gateway's messages is toasted.
        for (const message of token.messages.message) toast.show(message.text, 'error');
        setCardError(token.messages.message.map((m) => m.text).join(' ') || CARD_PAYMENT_FAILED);
        return;
      }
      const answer: ActionAnswer<ReviewBookingActionData> = await callAction(ROUTE_ID, {
        intent: 'confirm',
        paymentId: payment.paymentId,
        paymentMethod: 'CREDIT_CARD',
        mode: payment.paymentMode,
        dataDescriptor: token.opaqueData.dataDescriptor,
        dataValue: token.opaqueData.dataValue,
      });
      if ('redirect' in answer) {
        setCardOpen(false);
        return leaveTo(answer.redirect);
      }
      const data = answer.data;
      const message = 'message' in data && data.message ? data.message : CARD_PAYMENT_FAILED;
      toast.show(message, 'error');
      setCardError(message);
      // A declined attempt is spent: the next try is a new payment (spec 001 section 4).
      const again = await initiate('CREDIT_CARD', payment.paymentMode);
      if (again) setPayment(again);
      else setCardOpen(false);
    } catch {
      toast.show(CARD_PAYMENT_FAILED, 'error');
      setCardError(CARD_PAYMENT_FAILED);
    } finally {
      setBusy(false);
    }
  };

  const profileSaved = () => {
    setPhoneKnown(true);
    setProfileOpen(false);
    toast.show(INFORMATION_UPDATED, 'success', SUCCESS_TOAST_MS);
    void revalidator.revalidate();
    setBusy(true);
    setTimeout(() => {
      setBusy(false);
      void proceed();
    }, SUCCESS_TOAST_MS);
  };

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

          <AddonsSection booking={booking} onChange={() => setDirty(true)} />
        </div>

        <aside className="review-booking__side">
          <CostSection
            booking={booking}
            checkout={checkout}
            subOption={choice.subOption}
            onRewardsChange={() => setDirty(true)}
          />

          {rules.bookableOnline ? (
            <Form method="post" className="card review-booking__section review-booking__pay" onSubmit={onConfirm}>
              <input type="hidden" name="intent" value="pay" />
              <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
              <PaymentSection
                idBase={ids}
                choice={choice}
                onChoose={choose}
                offered={offered}
                applePay={applePay}
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
                      checked={peakAcknowledged}
                      aria-invalid={block?.reason === 'peak' ? true : undefined}
                      aria-describedby={block?.reason === 'peak' ? `${ids}-peak-error` : undefined}
                      onChange={(e) => {
                        setPeakAcknowledged(e.target.checked);
                        setDirty(true);
                        if (e.target.checked && block?.reason === 'peak') setBlock(null);
                      }}
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
                  checked={termsAccepted}
                  aria-invalid={block?.reason === 'terms' ? true : undefined}
                  aria-describedby={block?.reason === 'terms' ? `${ids}-terms-error` : undefined}
                  onChange={(e) => {
                    setTermsAccepted(e.target.checked);
                    setDirty(true);
                    if (e.target.checked && block?.reason === 'terms') setBlock(null);
                  }}
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
        open={cardOpen}
        title={payment?.paymentMode === 'PARTIAL_PAYMENT' ? 'Reserve by credit card' : 'Pay with credit card'}
        payLabel={payLabel}
        busy={busy}
        error={cardError}
        onClose={() => setCardOpen(false)}
        onSubmit={(card) => void submitCard(card)}
      />

      <PersonalInfoModal
        open={profileOpen}
        profile={profile}
        onClose={() => setProfileOpen(false)}
        onSaved={profileSaved}
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
