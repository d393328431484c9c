import { useRef, useState, useSyncExternalStore } from 'react';
import type { InitiatePaymentAnswer } from '../../../../ports/charter/booking-payments';
import { CARD_DETAILS_INVALID, validateCard, type CardEntry } from '../../../core/payments/card';
import type { PaymentChoice } from '../../../core/payments/payment-choice';
import { useSite } from '../../shell/root-data';
import { useToast } from '../../shell/toasts';
import { APPLE_PAY_FAILED, APPLE_PAY_SUCCESS_DELAY_MS, applePaySupported, startApplePay } from './apple-pay';
import { callAction, loadGatewayScript, tokeniseCard, type ActionAnswer } from './payment-client';
import type { ReviewBookingActionData, ReviewBookingData } from './review-booking.server';
import { ROUTE_ID, SOMETHING_WRONG, successPath } from './review-booking-shared';

// Review booking: the payment flows Confirm runs, by card (in full or a deposit), wallet, wire
// transfer and Apple Pay.

const CARD_PAYMENT_FAILED = 'Credit card payment failed!';

const noSubscription = () => () => undefined;

export interface PaymentFlowsInput {
  booking: ReviewBookingData['booking'];
  idempotencyKey: string;
  choice: PaymentChoice;
  peakAcknowledged: boolean;
  termsAccepted: boolean;
  /** Moves on without the leave warning. */
  leaveTo(path: string): void;
  /** Lets the page be left without the warning from now on (the booking is paid or held). */
  allowLeaving(): void;
}

export function usePaymentFlows({
  booking,
  idempotencyKey,
  choice,
  peakAcknowledged,
  termsAccepted,
  leaveTo,
  allowLeaving,
}: PaymentFlowsInput) {
  const site = useSite();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [payment, setPayment] = useState<InitiatePaymentAnswer | null>(null);
  const [cardOpen, setCardOpen] = useState(false);
  const [cardError, setCardError] = useState<string | null>(null);
  const [wire, setWire] = useState<{ bookingId: string; infoText: string | null } | null>(null);
  // Apple Pay is offered only where the browser supports it; the server renders without it.
  const applePay = useSyncExternalStore(noSubscription, applePaySupported, () => false);
  const confirms = useRef(0);

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
      allowLeaving();
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
          allowLeaving();
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

  return {
    busy,
    setBusy,
    applePay,
    proceed,
    /** The card modal: the payment attempt it pays, whether it is open, its error. */
    card: { payment, open: cardOpen, error: cardError, close: () => setCardOpen(false), submit: submitCard },
    /** The wire transfer just booked, whose details are shown before moving on. */
    wire,
  };
}
