import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useBlocker, useNavigate, useRevalidator } from 'react-router';
import { confirmBlock, NO_CHOICE, type ConfirmBlock, type PaymentChoice } from '../../../core/payments/payment-choice';
import { useToast } from '../../shell/toasts';
import type { ReviewBookingData } from './review-booking.server';
import { usePaymentFlows } from './use-review-payment-flows';

// Review booking: the payment's state, from the way chosen and the gates to Confirm.

const INFORMATION_UPDATED = 'Information Updated Successfully';
/** Spec 001 section 9: the success toast lasts 2 seconds, then payment initiation continues. */
const SUCCESS_TOAST_MS = 2000;

/**
 * Leaving warns that the data entered will be lost (spec 001 section 2), in the app and for a
 * reload or a closed tab, once the customer has chosen anything here.
 */
export function useLeaveWarning() {
  const navigate = useNavigate();
  const [dirty, setDirty] = useState(false);
  const allowLeave = useRef(false);

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
  const allowLeaving = useCallback(() => {
    allowLeave.current = true;
  }, []);
  const markDirty = useCallback(() => setDirty(true), []);

  return { blocker, leaveTo, allowLeaving, markDirty };
}

/**
 * The way to pay and the gates before Confirm (a choice made, the peak period acknowledged,
 * the terms accepted); a gate that stops Confirm shows its message until it is passed.
 */
export function useConfirmGates(idBase: string, peakNoticeShown: boolean, onChange: () => void) {
  const [choice, setChoice] = useState<PaymentChoice>(NO_CHOICE);
  const [peakAcknowledged, setPeakAcknowledged] = useState(false);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [block, setBlock] = useState<ConfirmBlock | null>(null);

  const choose = (next: PaymentChoice) => {
    setChoice(next);
    onChange();
    if (block?.reason === 'selection') setBlock(null);
  };
  const tick = (reason: 'peak' | 'terms', set: (on: boolean) => void) => (on: boolean) => {
    set(on);
    onChange();
    if (on && block?.reason === reason) setBlock(null);
  };

  /** Whether every gate is passed; if not, the first that stops Confirm is shown and focused. */
  const pass = () => {
    const stop = confirmBlock({ choice, peakNoticeShown, peakAcknowledged, termsAccepted });
    setBlock(stop);
    if (stop) document.getElementById(`${idBase}-${stop.reason}`)?.focus();
    return !stop;
  };

  return {
    choice,
    choose,
    peakAcknowledged,
    acknowledgePeak: tick('peak', setPeakAcknowledged),
    termsAccepted,
    acceptTerms: tick('terms', setTermsAccepted),
    block,
    pass,
  };
}

/**
 * The review page's payment: the way chosen and the gates, the phone asked for before paying
 * (spec 001 section 4), and Confirm, which runs the chosen flow.
 */
export function useReviewPayment({ booking, profile, idempotencyKey }: ReviewBookingData, idBase: string) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const leave = useLeaveWarning();
  const gates = useConfirmGates(idBase, booking.rules.peakNoticeShown, leave.markDirty);
  const flows = usePaymentFlows({
    booking,
    idempotencyKey,
    choice: gates.choice,
    peakAcknowledged: gates.peakAcknowledged,
    termsAccepted: gates.termsAccepted,
    leaveTo: leave.leaveTo,
    allowLeaving: leave.allowLeaving,
  });
  const [profileOpen, setProfileOpen] = useState(false);
  const [phoneKnown, setPhoneKnown] = useState(Boolean(profile.phone) && !booking.rules.phoneRequired);

  const onConfirm = (event: FormEvent) => {
    event.preventDefault();
    if (flows.busy) return;
    if (!gates.pass()) return;
    // Spec 001 section 4: before paying, the profile must have a phone number.
    if (!phoneKnown) {
      setProfileOpen(true);
      return;
    }
    void flows.proceed();
  };

  const profileSaved = () => {
    setPhoneKnown(true);
    setProfileOpen(false);
    toast.show(INFORMATION_UPDATED, 'success', SUCCESS_TOAST_MS);
    void revalidator.revalidate();
    flows.setBusy(true);
    setTimeout(() => {
      flows.setBusy(false);
      void flows.proceed();
    }, SUCCESS_TOAST_MS);
  };

  return {
    ...leave,
    ...gates,
    ...flows,
    onConfirm,
    /** The personal-info modal, open while the phone is asked for. */
    personalInfo: { open: profileOpen, close: () => setProfileOpen(false), saved: profileSaved },
  };
}
