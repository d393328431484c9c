import { useEffect, useRef } from 'react';
import { Form, useActionData, useNavigation } from 'react-router';
import { CANCELLATION_CAUSES } from '../../core/desk/desk-input';
import type { DeskBookingActionData, DeskBookingPageData, PlanData } from './booking.server';
import { money, utc } from './desk-ui';

const CAUSE_NAMES: Record<(typeof CANCELLATION_CAUSES)[number], string> = {
  CUSTOMER: 'The customer asked to cancel',
  NO_SHOW: 'No-show or security',
  WEATHER: 'Inclement weather (account credit)',
  OPERATOR_SAFETY: 'The operator cancelled for safety',
  OWNER_WITHDREW: 'The aircraft’s owner withdrew it',
};

const METHOD_NAMES: Record<string, string> = {
  CREDIT_CARD: 'card',
  APPLE_PAY: 'Apple Pay',
  WALLET: 'wallet',
  WIRE: 'wire (to be wired back)',
};

/**
 * The outcome of the last action, announced to screen readers. A done action takes the focus
 * here: the button pressed may be gone with the form it was in (a cancelled booking has no
 * cancel form), and a keyboard user would be left at the top of an empty page.
 */
export function ActionNotice() {
  const answer = useActionData() as DeskBookingActionData | undefined;
  const notice = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (answer?.ok) notice.current?.focus();
  }, [answer]);
  if (!answer || !('message' in answer)) return null;
  return (
    <p
      ref={notice}
      tabIndex={-1}
      className={answer.ok ? 'desk-notice' : 'desk-notice desk-notice--error'}
      role={answer.ok ? 'status' : 'alert'}
    >
      {answer.message}
    </p>
  );
}

export function RecordWire({ due }: { due: NonNullable<DeskBookingPageData['wireDue']> }) {
  const answer = useActionData() as DeskBookingActionData | undefined;
  const error = answer && !answer.ok && answer.intent === 'wire' ? answer.fieldErrors?.amount : undefined;
  return (
    <section className="desk-card" aria-labelledby="desk-wire-title">
      <h2 id="desk-wire-title">Record a wire received</h2>
      <p>
        Due: <strong>{money(due.amountCents)}</strong>, before the hold ends at {utc(due.holdUntil)}. Enter the amount
        the bank received; only the exact amount due books the trip.
      </p>
      <Form method="post" className="desk-inline-form">
        <input type="hidden" name="intent" value="wire" />
        <div className="field">
          <label htmlFor="desk-wire-amount">Amount received (USD)</label>
          <input
            id="desk-wire-amount"
            name="amount"
            inputMode="decimal"
            defaultValue={(due.amountCents / 100).toFixed(2)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'desk-wire-error' : undefined}
          />
          {error && (
            <span id="desk-wire-error" className="form-error">
              {error}
            </span>
          )}
        </div>
        <button type="submit" className="button button--dark">
          Record wire received
        </button>
      </Form>
    </section>
  );
}

function PlanTable({ plan }: { plan: PlanData }) {
  return (
    <>
      <p>
        <strong>{plan.rule}.</strong>
      </p>
      {plan.refunds.length === 0 && plan.creditCents === 0 ? (
        <p>Nothing is refunded.</p>
      ) : (
        <ul className="desk-list">
          {plan.refunds.map((r) => (
            <li key={r.paymentId}>
              {money(r.amountCents)} to the {METHOD_NAMES[r.method] ?? r.method}
              {r.adminFeeCents > 0 ? ` (administrative fee ${money(r.adminFeeCents)} kept)` : ''}
            </li>
          ))}
          {plan.creditCents > 0 && <li>{money(plan.creditCents)} credited to the customer’s wallet</li>}
        </ul>
      )}
    </>
  );
}

/** Cancel with the refund the terms give: shown first, confirmed with the staff member's password. */
export function CancelBooking({ initial }: { initial: DeskBookingPageData['cancellation'] }) {
  const answer = useActionData() as DeskBookingActionData | undefined;
  const navigation = useNavigation();
  const quote = answer?.intent === 'quote' && answer.ok ? answer.quote : 'rule' in initial ? initial : null;
  const quoteError = answer?.intent === 'quote' && !answer.ok ? answer.message : undefined;
  const passwordError = answer?.intent === 'cancel' && !answer.ok ? answer.fieldErrors?.password : undefined;
  const busy = navigation.state === 'submitting';
  const password = useRef<HTMLInputElement>(null);
  // The refund shown (or the password refused), the next thing to do is typing the password.
  useEffect(() => {
    if ((answer?.intent === 'quote' && answer.ok) || (answer?.intent === 'cancel' && !answer.ok)) {
      password.current?.focus();
    }
  }, [answer]);
  if ('refusal' in initial && !quote) {
    return (
      <section className="desk-card" aria-labelledby="desk-cancel-title">
        <h2 id="desk-cancel-title">Cancel</h2>
        <p>{initial.refusal}</p>
      </section>
    );
  }
  return (
    <section className="desk-card" aria-labelledby="desk-cancel-title">
      <h2 id="desk-cancel-title">Cancel with the refund the terms give</h2>
      <Form method="post" className="desk-inline-form">
        <input type="hidden" name="intent" value="quote" />
        <div className="field">
          <label htmlFor="desk-cause">Why</label>
          <select id="desk-cause" name="cause" defaultValue={quote?.cause ?? 'CUSTOMER'}>
            {CANCELLATION_CAUSES.map((cause) => (
              <option key={cause} value={cause}>
                {CAUSE_NAMES[cause]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="desk-prepaid">Costs already paid to others (USD)</label>
          <input
            id="desk-prepaid"
            name="prepaidCosts"
            inputMode="decimal"
            defaultValue={((quote?.prepaidCents ?? 0) / 100).toFixed(2)}
          />
        </div>
        <button type="submit" className="button button--ghost" disabled={busy}>
          Show the refund
        </button>
      </Form>
      {quoteError && (
        <p className="desk-notice desk-notice--error" role="alert">
          {quoteError}
        </p>
      )}
      {quote && (
        <div aria-live="polite">
          <div id="desk-refund-plan">
            <PlanTable plan={quote} />
          </div>
          <Form method="post" className="desk-inline-form">
            <input type="hidden" name="intent" value="cancel" />
            <input type="hidden" name="cause" value={quote.cause} />
            <input type="hidden" name="prepaidCosts" value={(quote.prepaidCents / 100).toFixed(2)} />
            <input type="hidden" name="expectedRefund" value={quote.totalRefundCents} />
            <div className="field">
              <label htmlFor="desk-cancel-password">Your password, to confirm</label>
              <input
                ref={password}
                id="desk-cancel-password"
                name="password"
                type="password"
                autoComplete="current-password"
                required
                aria-invalid={passwordError ? true : undefined}
                aria-describedby={passwordError ? 'desk-cancel-password-error desk-refund-plan' : 'desk-refund-plan'}
              />
              {passwordError && (
                <span id="desk-cancel-password-error" className="form-error">
                  {passwordError}
                </span>
              )}
            </div>
            <button type="submit" className="button button--dark" disabled={busy}>
              {quote.totalRefundCents > 0
                ? `Cancel and refund ${money(quote.totalRefundCents)}`
                : 'Cancel with nothing refunded'}
            </button>
          </Form>
        </div>
      )}
    </section>
  );
}

export function ResendConfirmation() {
  return (
    <section className="desk-card" aria-labelledby="desk-resend-title">
      <h2 id="desk-resend-title">Confirmation e-mail</h2>
      <p>Send the customer their booking confirmation again, with the itinerary attached.</p>
      <Form method="post">
        <input type="hidden" name="intent" value="resend" />
        <button type="submit" className="button button--ghost">
          Resend the confirmation
        </button>
      </Form>
    </section>
  );
}

export function MarkWired({ refundId }: { refundId: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="refund-wired" />
      <input type="hidden" name="refundId" value={refundId} />
      <button type="submit" className="button button--link">
        Mark as wired back
      </button>
    </Form>
  );
}
