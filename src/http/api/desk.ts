import express, { type Request, type Response, type Router } from 'express';
import { dollarsToCents } from '../../core/money';
import { deskSchemas } from '../../core/desk/desk-input';
import type { SupportDesk } from '../../engine/desk/support-desk';
import { staffOf, type DeskResult, type StaffCaller } from '../../engine/desk/staff-caller';
import { parseOr400 } from './validation';

/**
 * The back office's JSON API under /desk/api (issue 16), for staff tools and the desk's
 * benchmarks: the same use cases as the desk's pages, with the session cookie or a bearer
 * token. To anyone but staff every call answers 404, as an unknown one does. Amounts sent are
 * dollars with cents, as in the rest of the API; answers are the back office's records, whose
 * amounts are integer cents (`totalCents`, `amount`, `totalRefund`...).
 */
export function deskApi(desk: SupportDesk, more: { path: string; router: Router }[] = []): Router {
  const router = express.Router();
  router.use(express.json({ limit: '20kb' }));
  // Not staff: every call reads as one that does not exist.
  router.use((req, res, next) => {
    const staff = staffOf(res.locals.caller, String(req.id));
    if (!staff) {
      res.status(404).json({ message: 'No such API call.' });
      return;
    }
    res.locals.staff = staff;
    res.set('Cache-Control', 'no-store');
    next();
  });
  // Further rooms of the back office (the concierge chat), behind the same check.
  for (const room of more) router.use(room.path, room.router);

  router.get('/bookings', async (req, res) => {
    const q = parseOr400(deskSchemas.search, req.query, res);
    if (!q) return;
    const { page: n, departsFrom, departsTo, ...rest } = q;
    const query = {
      ...rest,
      departsFrom: departsFrom ? new Date(departsFrom) : undefined,
      departsTo: departsTo ? new Date(departsTo) : undefined,
    };
    res.json(await desk.bookings.search(staffOn(res), query, n));
  });
  router.get('/bookings/:id', async (req, res) => answer(res, await desk.bookings.view(staffOn(res), param(req))));
  router.post('/bookings/:id/wire-received', async (req, res) => {
    const body = parseOr400(deskSchemas.wire, req.body, res);
    if (body) answer(res, await desk.bookings.recordWire(staffOn(res), param(req), dollarsToCents(body.amount)));
  });
  router.get('/bookings/:id/cancellation', async (req, res) => {
    const q = parseOr400(deskSchemas.cancellation, req.query, res);
    if (q) {
      answer(
        res,
        await desk.bookings.cancellationQuote(staffOn(res), param(req), {
          cause: q.cause,
          prepaidCosts: dollarsToCents(q.prepaidCosts),
        }),
      );
    }
  });
  router.post('/bookings/:id/cancel', async (req, res) => {
    const body = parseOr400(deskSchemas.cancel, req.body, res);
    if (!body) return;
    answer(
      res,
      await desk.bookings.cancel(staffOn(res), param(req), {
        cause: body.cause,
        prepaidCosts: dollarsToCents(body.prepaidCosts),
        password: body.password,
        expectedRefund: dollarsToCents(body.expectedRefund),
      }),
    );
  });
  router.post('/bookings/:id/resend-confirmation', async (req, res) =>
    answer(res, await desk.bookings.resendConfirmation(staffOn(res), param(req))),
  );
  // The message by its outbox key in the body: keys hold ":" and "#", awkward in a path.
  router.post('/bookings/:id/messages/resend', async (req, res) => {
    const body = parseOr400(deskSchemas.resendMessage, req.body, res);
    if (body) answer(res, await desk.bookings.resendMessage(staffOn(res), param(req), body.messageKey));
  });
  router.post('/bookings/:id/refunds/:refundId/wired', async (req, res) =>
    answer(res, await desk.bookings.markRefundWired(staffOn(res), param(req), String(req.params.refundId))),
  );

  router.get('/customers', async (req, res) => {
    const q = parseOr400(deskSchemas.customers, req.query, res);
    if (q) res.json(await desk.customers.find(staffOn(res), q.text));
  });
  router.get('/customers/:id', async (req, res) => answer(res, await desk.customers.view(staffOn(res), param(req))));
  router.post('/customers/:id/wallet-credits', async (req, res) => {
    const body = parseOr400(deskSchemas.walletCredit, req.body, res);
    if (body) {
      answer(
        res,
        await desk.customers.creditWallet(staffOn(res), param(req), {
          amount: dollarsToCents(body.amount),
          reference: body.reference,
        }),
      );
    }
  });

  router.get('/audit', async (req, res) => {
    const q = parseOr400(deskSchemas.audit, req.query, res);
    if (!q) return;
    res.json(
      await desk.staff.auditLog(
        staffOn(res),
        { bookingId: q.bookingId, customerUserId: q.customerId, actorUserId: q.staffId },
        q.page,
      ),
    );
  });
  router.get('/staff', async (_req, res) => answer(res, await desk.staff.list(staffOn(res))));
  router.post('/staff', async (req, res) => {
    const body = parseOr400(deskSchemas.newStaff, req.body, res);
    if (body) answer(res, await desk.staff.create(staffOn(res), body), 201);
  });
  for (const [path, disabled] of [
    ['disable', true],
    ['enable', false],
  ] as const) {
    router.post(`/staff/:id/${path}`, async (req, res) =>
      answer(res, await desk.staff.setDisabled(staffOn(res), param(req), disabled)),
    );
  }
  router.post('/staff/:id/reset-password', async (req, res) =>
    answer(res, await desk.staff.resetPassword(staffOn(res), param(req))),
  );
  router.post('/staff/:id/reset-second-factor', async (req, res) =>
    answer(res, await desk.staff.resetSecondFactor(staffOn(res), param(req))),
  );

  router.use((_req, res) => {
    res.status(404).json({ message: 'No such API call.' });
  });
  return router;
}

const param = (req: Request) => String(req.params.id);

/** The staff member a desk call is made by (set by the desk's check). */
export const staffOn = (res: Response): StaffCaller => res.locals.staff as StaffCaller;

const STATUS: Record<Exclude<DeskResult<unknown>, { ok: true }>['code'], number> = {
  NOT_FOUND: 404,
  FORBIDDEN: 403,
  INVALID: 400,
  REFUSED: 409,
  PASSWORD: 403,
};

export function answer<T>(res: Response, result: DeskResult<T>, okStatus = 200): void {
  if (result.ok) {
    res.status(okStatus).json(result.value ?? { ok: true });
    return;
  }
  res.status(STATUS[result.code]).json({ message: result.message, fieldErrors: result.fieldErrors ?? {} });
}
