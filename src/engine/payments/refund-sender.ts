import type { RefundRecord } from '../../../ports/charter/payment-store';
import { refundProcessedMessages } from '../messages/booking-messages';
import type { PaymentEngineDeps } from './payment-engine-deps';

/**
 * Sends a recorded card refund to the gateway, under the refund's id as its idempotency key,
 * and records the answer: REFUNDED (the customer is e-mailed in the same transaction), FAILED,
 * or left PENDING when the gateway asks to try later (the payment job sends it again). Used by
 * the hold-expiry job and by cancellations alike.
 */
export async function sendRefund(refund: RefundRecord, deps: PaymentEngineDeps): Promise<boolean> {
  if (!refund.chargeId) return false;
  const result =
    refund.amount > 0
      ? await deps.gateway.refund({
          chargeId: refund.chargeId,
          maskedCard: refund.maskedCard ?? '',
          amount: refund.amount,
          idempotencyKey: refund.id,
        })
      : ({ status: 'REFUNDED', refundId: 'none', amount: 0 } as const);
  const now = deps.clock.now();
  if (result.status === 'REFUNDED') {
    return deps.payments.settleRefund(
      refund.id,
      { status: 'REFUNDED', gatewayRefundId: result.refundId },
      now,
      refund.amount > 0 ? refundProcessedMessages(refund) : [],
    );
  }
  if (result.status === 'RETRY_LATER') {
    // Left pending: the next run of the job sends it again.
    deps.log('warn', 'refund deferred by the gateway', { refundId: refund.id, gatewayMessage: result.gatewayMessage });
    return false;
  }
  deps.log('error', 'refund failed', { refundId: refund.id, gatewayMessage: result.gatewayMessage });
  await deps.payments.settleRefund(refund.id, { status: 'FAILED', failure: result.gatewayMessage }, now, []);
  return false;
}
