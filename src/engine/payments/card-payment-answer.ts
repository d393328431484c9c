import type { InitiatePaymentAnswer, PaymentMode } from '../../../ports/charter/booking-payments';
import type { PaymentAttempt } from '../../../ports/charter/payment-store';
import type { GatewayClientConfig } from '../../../ports/payment-gateway';
import { centsToDollars, type Cents } from '../../core/money';

/** An opened card payment as the browser needs it: the gateway's script settings and what it charges. */
export function cardPaymentAnswer(
  config: GatewayClientConfig,
  attempt: Pick<PaymentAttempt, 'id' | 'flightAmount' | 'cardFee' | 'amount' | 'rewardsUsed'>,
  paymentMode: PaymentMode,
  dueLater: Cents,
): InitiatePaymentAnswer {
  return {
    paymentId: attempt.id,
    authorizeNetData: { apiLoginId: config.apiLoginId, clientKey: config.clientKey, acceptJsUrl: config.acceptJsUrl },
    flightData: {
      flight: centsToDollars(attempt.flightAmount),
      surcharge: centsToDollars(attempt.cardFee),
      total: centsToDollars(attempt.amount),
      rewards: centsToDollars(attempt.rewardsUsed),
    },
    paymentMode,
    dueLater: centsToDollars(dueLater),
  };
}
