import type { Metrics } from '../../../ports/metrics';
import type {
  ChargeApproved,
  ChargeRequest,
  ChargeResult,
  GatewayClientConfig,
  PaymentGateway,
  RefundRequest,
  RefundResult,
} from '../../../ports/payment-gateway';

/**
 * The card gateway, each call counted by outcome (contrail_payment_gateway_calls_total,
 * decision 055): approved, declined (the card's or the bank's answer: the gateway works), or
 * failed (no answer, an error, a GATEWAY_ERROR: the gateway does not work). Whatever gateway
 * adapter is bound sits inside.
 */
export class MeteredPaymentGateway implements PaymentGateway {
  constructor(
    private readonly gateway: PaymentGateway,
    private readonly metrics: Metrics,
  ) {}

  clientConfig(): GatewayClientConfig {
    return this.gateway.clientConfig();
  }

  charge(request: ChargeRequest): Promise<ChargeResult> {
    return this.timed(
      'charge',
      () => this.gateway.charge(request),
      (result) =>
        result.status === 'APPROVED' ? 'approved' : result.reason === 'GATEWAY_ERROR' ? 'failed' : 'declined',
    );
  }

  findCharge(idempotencyKey: string): Promise<ChargeApproved | null> {
    return this.timed(
      'find-charge',
      () => this.gateway.findCharge(idempotencyKey),
      (found) => (found ? 'approved' : 'declined'),
    );
  }

  refund(request: RefundRequest): Promise<RefundResult> {
    return this.timed(
      'refund',
      () => this.gateway.refund(request),
      (result) => (result.status === 'REFUNDED' ? 'approved' : result.status === 'RETRY_LATER' ? 'declined' : 'failed'),
    );
  }

  appleMerchantSession(request: { validationUrl: string; domain: string; displayName: string }): Promise<unknown> {
    return this.timed(
      'apple-merchant-session',
      () => this.gateway.appleMerchantSession(request),
      () => 'approved',
    );
  }

  private async timed<T>(
    operation: string,
    call: () => Promise<T>,
    outcomeOf: (result: T) => 'approved' | 'declined' | 'failed',
  ): Promise<T> {
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    try {
      const result = await call();
      this.metrics.gatewayCall(operation, outcomeOf(result), seconds());
      return result;
    } catch (error) {
      this.metrics.gatewayCall(operation, 'failed', seconds());
      throw error;
    }
  }
}
