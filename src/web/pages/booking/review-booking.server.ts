import { timeZoneSchema } from '../../../core/time-zone';
import { randomUUID } from 'node:crypto';
import { redirect } from 'react-router';
import { z } from 'zod';
import type {
  BookingDetails,
  ConfirmPaymentAnswer,
  InitiatePaymentAnswer,
  PaymentResult,
} from '../../../../ports/charter/booking-payments';
import { confirmBlock, SUB_PAYMENT_OPTIONS, PAYMENT_OPTIONS } from '../../../core/payments/payment-choice';
import type { WireTransferDetails } from '../../../core/payments/wire-transfer';
import type { ActionArgs, LoaderArgs, WebContext } from '../../context';
import { requireUser } from '../../guards.server';
import { normalisePhone } from '../account/sign-up-rules';
import { field, formFailure } from '../account/form-data.server';

export const REVIEW_BOOKING_ROUTE_ID = 'review-booking';
export const INFORMATION_UPDATED = 'Information Updated Successfully';
export const CARD_PAYMENT_FAILED = 'Credit card payment failed!';
const SOMETHING_WRONG = 'Something went wrong. Please try again.';

export interface ReviewBookingData {
  booking: BookingDetails;
  profile: { firstname: string; lastname: string; phone: string; email: string };
  wireTransfer: WireTransferDetails;
  /** Sent with a plain form post (no script yet): a double-clicked Confirm pays once. */
  idempotencyKey: string;
}

/** What the page's payment calls answer (always 200 to the page's script; see formFailure). */
export type ReviewBookingActionData =
  | { intent: 'addons'; ok: boolean; message?: string }
  | {
      intent: 'profile';
      ok: boolean;
      message?: string;
      fieldErrors: { firstname?: string; lastname?: string; phone?: string };
    }
  | { intent: 'initiate'; ok: true; payment: InitiatePaymentAnswer }
  | { intent: 'confirm'; ok: true; bookingId: string; bookingStatus: ConfirmPaymentAnswer['bookingStatus'] }
  | { intent: 'wire'; ok: true; bookingId: string; infoText: string | null }
  | { intent: 'apple-session'; ok: true; session: unknown }
  | { intent: 'initiate' | 'confirm' | 'pay' | 'apple-session' | 'wire'; ok: false; message: string };

/** Where a paid or reserved booking goes next (spec 001 sections 2 and 4). */
export const successPath = (bookingId: string) => `/payment-success?booking=${encodeURIComponent(bookingId)}`;

function paymentsOf(context: WebContext) {
  if (!context.bookingPayments) throw redirect('/consumer-booking');
  return context.bookingPayments;
}

/**
 * /review-booking/{id}: the booking draft as the customer is about to pay for it. No booking
 * (an unknown id, another customer's, a quote gone) means no aircraft is selected: back to the
 * search (spec 001 section 2). A booking already paid or held is shown on its details page.
 */
export async function loader({ request, context, params }: LoaderArgs): Promise<ReviewBookingData | Response> {
  const user = requireUser(context, request);
  const payments = paymentsOf(context);
  const result = await payments.details(context.caller, params.id ?? '');
  if (!result.ok) return redirect('/consumer-booking');
  const booking = result.answer;
  if (booking.status !== 'DRAFT') return redirect(`/booking-details/${encodeURIComponent(booking.bookingId)}`);
  return {
    booking,
    profile: { firstname: user.firstName, lastname: user.lastName, phone: user.phone ?? '', email: user.email },
    wireTransfer: context.wireTransfer,
    idempotencyKey: randomUUID(),
  };
}

const addonsSchema = z.object({
  addonIds: z.array(z.string().min(1).max(100)).max(50),
  useRewards: z.boolean(),
  offsetCarbon: z.boolean(),
});

const choiceSchema = z.object({
  option: z.enum(PAYMENT_OPTIONS).nullable(),
  subOption: z.enum(SUB_PAYMENT_OPTIONS).nullable(),
});

const initiateSchema = z.object({
  paymentMethod: z.enum(['CREDIT_CARD', 'APPLE_PAY']),
  paymentMode: z.enum(['FULL_PAYMENT', 'PARTIAL_PAYMENT']),
});

/** An Accept.js nonce or an Apple Pay token; never the card itself. */
const confirmSchema = z.object({
  paymentId: z.string().min(1).max(100),
  paymentMethod: z.enum(['CREDIT_CARD', 'APPLE_PAY']),
  dataValue: z.string().min(1).max(20_000),
  dataDescriptor: z.string().min(1).max(100),
  mode: z.enum(['FULL_PAYMENT', 'PARTIAL_PAYMENT']),
});

const optional = (form: FormData, name: string) => field(form, name) || null;

/**
 * The page's calls, by intent: re-pricing add-ons and rewards, saving a missing phone, and the
 * payment flows (initiate and confirm for cards and Apple Pay; wallet and wire through `pay`,
 * which also works as a plain form post before the page's script has loaded).
 */
export async function action({ request, context, params }: ActionArgs) {
  const user = requireUser(context, request);
  const payments = paymentsOf(context);
  const bookingId = params.id ?? '';
  const form = await request.formData();
  const intent = field(form, 'intent');
  const fail = (body: ReviewBookingActionData, status = 400) => formFailure(request, body, status);
  const refused = (
    kind: 'initiate' | 'confirm' | 'pay' | 'apple-session' | 'wire',
    result: Exclude<PaymentResult<unknown>, { ok: true }>,
  ) =>
    fail({ intent: kind, ok: false, message: result.refusal.message }, result.refusal.code === 'NOT_FOUND' ? 404 : 409);
  const peakAcknowledged = form.get('peakAcknowledged') === 'on';
  if (intent === 'initiate' || intent === 'pay') {
    // Sent by the page's script; a form posted without it leaves the trip's own zone in use.
    const zone = timeZoneSchema.safeParse(form.get('timeZone'));
    if (zone.success) await context.accounts.rememberTimeZone(user.id, zone.data);
  }

  if (intent === 'addons') {
    const parsed = addonsSchema.safeParse({
      addonIds: form.getAll('addonIds').filter((v) => typeof v === 'string'),
      useRewards: form.get('useRewards') === 'on',
      offsetCarbon: form.get('offsetCarbon') === 'on',
    });
    if (!parsed.success) return fail({ intent, ok: false, message: SOMETHING_WRONG });
    const details = await payments.details(context.caller, bookingId);
    if (!details.ok || !context.flightSearch) return redirect('/consumer-booking');
    const priced = await context.flightSearch.updateAddons(
      {
        aboneSearchId: details.answer.aboneSearchId,
        bookingId,
        sessionId: null,
        addonIds: parsed.data.addonIds,
        useRewards: parsed.data.useRewards,
        offsetCarbon: parsed.data.offsetCarbon,
        legDataList: details.answer.legs,
      },
      context.caller,
    );
    if (!priced.ok) return fail({ intent, ok: false, message: priced.message }, 409);
    // The engine re-prices the draft in place; a different id would mean the draft was lost.
    if (priced.answer.bookingId !== bookingId) return redirect(`/review-booking/${priced.answer.bookingId}`);
    return { intent, ok: true } satisfies ReviewBookingActionData;
  }

  if (intent === 'profile') {
    const values = { firstname: field(form, 'firstname'), lastname: field(form, 'lastname') };
    const rawPhone = field(form, 'phone');
    const phone = normalisePhone(rawPhone);
    const fieldErrors: { firstname?: string; lastname?: string; phone?: string } = {};
    if (!values.firstname) fieldErrors.firstname = 'Field required';
    if (!values.lastname) fieldErrors.lastname = 'Field required';
    if (!rawPhone) fieldErrors.phone = 'Please enter a phone number';
    else if (!phone) fieldErrors.phone = 'Invalid Phone Number';
    if (!phone || Object.keys(fieldErrors).length > 0) return fail({ intent, ok: false, fieldErrors });
    await context.accounts.updateProfile(user.id, { ...values, phone });
    return { intent, ok: true, message: INFORMATION_UPDATED, fieldErrors: {} } satisfies ReviewBookingActionData;
  }

  if (intent === 'initiate') {
    const parsed = initiateSchema.safeParse({
      paymentMethod: field(form, 'paymentMethod'),
      paymentMode: field(form, 'paymentMode'),
    });
    if (!parsed.success) return fail({ intent, ok: false, message: SOMETHING_WRONG });
    const result = await payments.initiate(context.caller, { bookingId, ...parsed.data, peakAcknowledged });
    if (!result.ok) return refused(intent, result);
    return { intent, ok: true, payment: result.answer } satisfies ReviewBookingActionData;
  }

  if (intent === 'confirm') {
    const parsed = confirmSchema.safeParse({
      paymentId: field(form, 'paymentId'),
      paymentMethod: field(form, 'paymentMethod'),
      dataValue: field(form, 'dataValue'),
      dataDescriptor: field(form, 'dataDescriptor'),
      mode: field(form, 'mode'),
    });
    if (!parsed.success) return fail({ intent, ok: false, message: CARD_PAYMENT_FAILED });
    const { mode, ...attempt } = parsed.data;
    const result =
      mode === 'PARTIAL_PAYMENT'
        ? await payments.reserve(context.caller, attempt)
        : await payments.confirm(context.caller, { ...attempt, mode });
    if (!result.ok) return refused(intent, result);
    const answer = result.answer;
    if (answer.status !== 'SUCCESS') {
      return fail({ intent, ok: false, message: answer.message ?? CARD_PAYMENT_FAILED }, 402);
    }
    // Apple Pay shows its own success sheet and moves on two seconds later (spec 001 section 4).
    if (parsed.data.paymentMethod === 'APPLE_PAY') {
      return {
        intent,
        ok: true,
        bookingId: answer.bookingId,
        bookingStatus: answer.bookingStatus,
      } satisfies ReviewBookingActionData;
    }
    return redirect(successPath(answer.bookingId));
  }

  if (intent === 'apple-session') {
    // Apple's validation URLs are on apple.com; anything else is never passed to the gateway.
    const validationUrl = z
      .url({ protocol: /^https$/, hostname: /(^|\.)apple\.com$/ })
      .safeParse(field(form, 'validationUrl'));
    if (!validationUrl.success) return fail({ intent, ok: false, message: SOMETHING_WRONG });
    const result = await payments.appleMerchantSession(context.caller, {
      validationUrl: validationUrl.data,
      client: 'WEB',
    });
    if (!result.ok) return refused(intent, result);
    return { intent, ok: true, session: result.answer } satisfies ReviewBookingActionData;
  }

  if (intent === 'pay') {
    // The same gate as the page's own check, for posts made without its script.
    const choice = choiceSchema.safeParse({ option: optional(form, 'option'), subOption: optional(form, 'subOption') });
    const details = await payments.details(context.caller, bookingId);
    if (!details.ok) return redirect('/consumer-booking');
    const block = confirmBlock({
      choice: choice.success ? choice.data : { option: null, subOption: null },
      peakNoticeShown: details.answer.rules.peakNoticeShown,
      peakAcknowledged,
      termsAccepted: form.get('termsAccepted') === 'on',
    });
    if (block) return fail({ intent, ok: false, message: block.message });
    const subOption = choice.success ? choice.data.subOption : null;
    if (subOption === 'PAY_NOW_WALLET') {
      const key = z.string().min(1).max(100).safeParse(field(form, 'idempotencyKey'));
      const idempotencyKey = key.success ? key.data : undefined;
      const result = await payments.walletPay(context.caller, { bookingId, peakAcknowledged, idempotencyKey });
      if (!result.ok) return refused(intent, result);
      if (result.answer.status !== 'SUCCESS') {
        return fail({ intent, ok: false, message: result.answer.message ?? SOMETHING_WRONG }, 402);
      }
      return redirect(successPath(result.answer.bookingId));
    }
    if (subOption === 'PAY_BY_WIRE') {
      const result = await payments.wire(context.caller, { bookingId, peakAcknowledged });
      if (!result.ok) return refused('wire', result);
      return {
        intent: 'wire',
        ok: true,
        bookingId: result.answer.bookingId,
        infoText: result.answer.infoText,
      } satisfies ReviewBookingActionData;
    }
    // Cards and Apple Pay are tokenised by the browser: they need the page's script.
    return fail({ intent, ok: false, message: 'Please enable JavaScript to pay by card or Apple Pay.' });
  }

  return fail({ intent: 'pay', ok: false, message: SOMETHING_WRONG });
}
