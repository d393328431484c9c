import { describe, expect, it } from 'vitest';
import { noMetrics, type Metrics } from '../../../ports/metrics';
import type { ChargeRequest, ChargeResult, PaymentGateway } from '../../../ports/payment-gateway';
import { MeteredPaymentGateway } from './metered-gateway';

/** Each gateway call counted by what it tells the operators: the gateway works, or it does not. */
const request: ChargeRequest = {
  idempotencyKey: 'P-1',
  amount: 1_200_000,
  token: { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: 'token' },
  description: 'Charter',
  customerEmail: 'maya@example.com',
};

function gatewayAnswering(...answers: (ChargeResult | Error)[]): PaymentGateway {
  return {
    clientConfig: () => ({}) as ReturnType<PaymentGateway['clientConfig']>,
    charge: async () => {
      const answer = answers.shift();
      if (!answer || answer instanceof Error) throw answer ?? new Error('no answer');
      return answer;
    },
    findCharge: async () => null,
    refund: async () => ({ status: 'FAILED', gatewayMessage: 'down' }),
    appleMerchantSession: async () => ({}),
  };
}

describe('the metered card gateway', () => {
  it('counts an approval, a decline, a gateway error and a throw by their outcome, and passes each on', async () => {
    const calls: string[] = [];
    const metrics: Metrics = {
      ...noMetrics,
      gatewayCall: (operation, outcome) => calls.push(`${operation} ${outcome}`),
    };
    const gateway = new MeteredPaymentGateway(
      gatewayAnswering(
        { status: 'APPROVED', chargeId: 'c1', amount: 1_200_000, maskedCard: 'XXXX1111', brand: 'Visa' },
        { status: 'DECLINED', reason: 'INSUFFICIENT_FUNDS', gatewayMessage: 'no funds' },
        { status: 'DECLINED', reason: 'GATEWAY_ERROR', gatewayMessage: 'timeout' },
        new Error('ECONNRESET'),
      ),
      metrics,
    );
    expect((await gateway.charge(request)).status).toBe('APPROVED');
    expect((await gateway.charge(request)).status).toBe('DECLINED');
    expect((await gateway.charge(request)).status).toBe('DECLINED');
    await expect(gateway.charge(request)).rejects.toThrow('ECONNRESET');
    await gateway.refund({ chargeId: 'c1', maskedCard: 'XXXX1111', amount: 100, idempotencyKey: 'R-1' });
    expect(calls).toEqual(['charge approved', 'charge declined', 'charge failed', 'charge failed', 'refund failed']);
  });
});
