import express, { type Request, type Response, type Router } from 'express';
import { z } from 'zod';
import type { Caller } from '../../../ports/caller';
import type { BookingPayments, PaymentResult } from '../../../ports/charter/booking-payments';
import { departureTimeSchema } from '../../core/payments/trip-change';
import { timeZoneSchema } from '../../core/time-zone';
import { parseOr400 } from './validation';

/**
 * The payment calls of spec 001 section 7 (docs/decisions/018-payments-exactly-once.md), for a
 * signed-in customer (bearer token or session cookie; 401 otherwise):
 * - a body or parameter not of the call's shape is 400 with field errors;
 * - a booking or payment that is not the caller's is 404, like an unknown one;
 * - a refusal (phone missing, peak not acknowledged, on-demand hold, wallet minimum, already
 *   paid...) is 409 with `{ code, message }`;
 * - a declined card is 200 with status FAILED and the spec's message: the client reads status.
 * Card tokens arrive in the confirm body and go to the gateway only; request logs hold the URL.
 */
const id = (what: string) =>
  z
    .string({ error: `Please send the ${what}.` })
    .trim()
    .min(1, `Please send the ${what}.`)
    .max(100);

const paymentMode = z.enum(['FULL_PAYMENT', 'PARTIAL_PAYMENT'], {
  error: 'paymentMode must be FULL_PAYMENT or PARTIAL_PAYMENT.',
});

/** The customer's IANA zone, optional: e-mailed deadlines are shown on that clock (decision 025). */
const timeZone = timeZoneSchema.optional();

const initiateSchema = z.object({
  bookingId: id('booking id'),
  paymentMethod: z.enum(['CREDIT_CARD', 'APPLE_PAY'], { error: 'paymentMethod must be CREDIT_CARD or APPLE_PAY.' }),
  paymentMode,
  peakAcknowledged: z.boolean().optional(),
  timeZone,
});

const confirmSchema = z.object({
  paymentId: id('payment id'),
  paymentMethod: z.enum(['CREDIT_CARD', 'APPLE_PAY'], { error: 'paymentMethod must be CREDIT_CARD or APPLE_PAY.' }),
  dataValue: z.string({ error: 'Please send the payment token.' }).min(1, 'Please send the payment token.').max(20_000),
  dataDescriptor: z.string({ error: 'Please send the data descriptor.' }).min(1).max(100),
  mode: paymentMode,
  idempotencyKey: z.string().min(1).max(100).optional(),
});

const walletPaySchema = z
  .object({
    bookingId: z.string().trim().min(1).max(100).optional(),
    // The spec's client names the field "booking".
    booking: z.string().trim().min(1).max(100).optional(),
    peakAcknowledged: z.boolean().optional(),
    idempotencyKey: z.string().min(1).max(100).optional(),
    timeZone,
  })
  .refine((b) => b.bookingId ?? b.booking, { message: 'Please send the booking id.', path: ['bookingId'] });

const wireSchema = z.object({ bookingId: id('booking id'), peakAcknowledged: z.boolean().optional(), timeZone });

/** Apple's merchant validation URLs are on apple.com over https; nothing else is fetched. */
const appleSessionSchema = z.object({
  validationUrl: z.url({ error: 'validationUrl must be a URL.' }).refine((value) => {
    const url = new URL(value);
    return url.protocol === 'https:' && (url.hostname === 'apple.com' || url.hostname.endsWith('.apple.com'));
  }, 'validationUrl must be an Apple Pay validation URL.'),
  client: z.literal('WEB', { error: 'client must be WEB.' }),
});

const bookingIdParam = z.object({ bookingId: id('booking-id') });

/** Dollars with at most cents, as every amount of the API. */
const dollars = (what: string) =>
  z
    .number({ error: `Please send the ${what} in dollars.` })
    .finite()
    .min(-100_000_000)
    .max(100_000_000)
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, `The ${what} has at most cents.`);

const cancelSchema = z.object({ bookingId: id('booking id'), expectedRefund: dollars('refund shown') });

const departureTime = departureTimeSchema;

const changeQuoteSchema = z.object({
  bookingId: id('booking id'),
  legs: z
    .array(z.object({ legOrder: z.number().int().min(1).max(12), departureTime }), {
      error: 'Please send the new departure of each flight.',
    })
    .min(1, 'Please send the new departure of each flight.')
    .max(12)
    .refine((legs) => new Set(legs.map((l) => l.legOrder)).size === legs.length, 'Each flight once, please.'),
});

const changeSchema = z.object({
  changeId: id('change id'),
  paymentMethod: z
    .enum(['CREDIT_CARD', 'APPLE_PAY', 'WALLET'], { error: 'paymentMethod must be CREDIT_CARD, APPLE_PAY or WALLET.' })
    .nullable()
    .optional()
    .transform((method) => method ?? null),
  expectedDifference: dollars('difference shown'),
  idempotencyKey: z.string().min(1).max(100).optional(),
  timeZone,
});

export function paymentsApi(
  payments: BookingPayments,
  rememberTimeZone: (userId: string, timeZone: string) => Promise<unknown>,
): Router {
  const router = express.Router();
  const remember = async (caller: Caller, body: { timeZone?: string | undefined }) => {
    if (body.timeZone && caller.kind === 'customer') await rememberTimeZone(caller.userId, body.timeZone);
  };

  router.get('/book-aircraft/details', async (req, res) => {
    const caller = signedIn(res);
    const query = caller && parseOr400(bookingIdParam, { bookingId: bookingIdOf(req) }, res);
    if (caller && query) answer(res, await payments.details(caller, query.bookingId));
  });

  router.post('/payment/initiate', async (req, res) => {
    const caller = signedIn(res);
    const body = caller && parseOr400(initiateSchema, req.body, res);
    if (!caller || !body) return;
    const { timeZone: _zone, ...request } = body;
    await remember(caller, body);
    answer(res, await payments.initiate(caller, request));
  });

  router.post('/payment/confirm', async (req, res) => {
    const caller = signedIn(res);
    const body = caller && parseOr400(confirmSchema, req.body, res);
    if (!caller || !body) return;
    const headerKey = req.get('idempotency-key');
    answer(res, await payments.confirm(caller, { ...body, idempotencyKey: body.idempotencyKey ?? headerKey }));
  });

  router.post('/payment/wallet-pay', async (req, res) => {
    const caller = signedIn(res);
    const body = caller && parseOr400(walletPaySchema, req.body, res);
    if (!caller || !body) return;
    await remember(caller, body);
    answer(
      res,
      await payments.walletPay(caller, {
        bookingId: body.bookingId ?? body.booking ?? '',
        peakAcknowledged: body.peakAcknowledged,
        idempotencyKey: body.idempotencyKey ?? req.get('idempotency-key'),
      }),
    );
  });

  router.post('/payment/wire', async (req, res) => {
    const caller = signedIn(res);
    const body = caller && parseOr400(wireSchema, req.body, res);
    if (!caller || !body) return;
    await remember(caller, body);
    answer(res, await payments.wire(caller, { bookingId: body.bookingId, peakAcknowledged: body.peakAcknowledged }));
  });

  router.post('/payment/apple-merchant-session', async (req, res) => {
    const caller = signedIn(res);
    const body = caller && parseOr400(appleSessionSchema, req.body, res);
    if (caller && body) answer(res, await payments.appleMerchantSession(caller, body));
  });

  router.get('/payment/receipt', async (req, res) => {
    const caller = signedIn(res);
    const query = caller && parseOr400(bookingIdParam, { bookingId: bookingIdOf(req) }, res);
    if (caller && query) answer(res, await payments.receipt(caller, query.bookingId));
  });

  // A booked trip cancelled or changed by its customer (issue 19, decision 037).
  router.get('/booking/cancellation-quote', async (req, res) => {
    const caller = signedIn(res);
    const query = caller && parseOr400(bookingIdParam, { bookingId: bookingIdOf(req) }, res);
    if (caller && query) answer(res, await payments.cancellationQuote(caller, query.bookingId));
  });

  router.post('/booking/cancel', async (req, res) => {
    const caller = signedIn(res);
    const body = caller && parseOr400(cancelSchema, req.body, res);
    if (caller && body) answer(res, await payments.cancel(caller, body));
  });

  router.post('/booking/change-quote', async (req, res) => {
    const caller = signedIn(res);
    const body = caller && parseOr400(changeQuoteSchema, req.body, res);
    if (caller && body) answer(res, await payments.changeQuote(caller, body));
  });

  router.post('/booking/change', async (req, res) => {
    const caller = signedIn(res);
    const body = caller && parseOr400(changeSchema, req.body, res);
    if (!caller || !body) return;
    const { timeZone: _zone, ...request } = body;
    await remember(caller, body);
    answer(
      res,
      await payments.change(caller, {
        ...request,
        idempotencyKey: request.idempotencyKey ?? req.get('idempotency-key'),
      }),
    );
  });

  return router;
}

/** The spec sends booking-id as a header or a parameter (bookingId is accepted too). */
function bookingIdOf(req: Request): unknown {
  return req.get('booking-id') ?? req.query['booking-id'] ?? req.query.bookingId;
}

function signedIn(res: Response): Caller | null {
  const caller: Caller | null = res.locals.caller ?? null;
  if (!caller || caller.kind !== 'customer') {
    res.status(401).json({ message: 'Please sign in to continue.' });
    return null;
  }
  return caller;
}

function answer<T>(res: Response, result: PaymentResult<T>): void {
  res.set('Cache-Control', 'no-store');
  if (result.ok) {
    res.json(result.answer);
    return;
  }
  const { code, message } = result.refusal;
  const status = code === 'NOT_FOUND' ? 404 : code === 'SIGN_IN_REQUIRED' ? 401 : 409;
  res.status(status).json({ code, message });
}
