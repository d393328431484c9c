import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AuthorizeNetGateway } from '../../adapters/payments-authorize-net/authorize-net-gateway';
import { SandboxPaymentGateway } from '../../adapters/payments-sandbox/sandbox-gateway';
import type { Database } from '../../adapters/postgres-store/database';
import { PostgresSandboxGatewayStore } from '../../adapters/postgres-store/sandbox-gateway';
import type { OpaqueData, PaymentGateway } from '../../ports/payment-gateway';
import { AuthorizeNetReplay, recordings } from '../support/authorize-net-replay';
import { pgliteDatabase } from '../support/database';

type TestCard = 'approved' | 'declined' | 'cvv' | 'insufficient';

interface Subject {
  name: string;
  open(testName: string): Promise<{ gateway: PaymentGateway; token(card: TestCard): Promise<OpaqueData> }>;
  /** Checks after each test (all recorded exchanges were made, nothing unexpected). */
  verify(): void;
  close(): Promise<void>;
}

const SANDBOX_CARDS: Record<TestCard, string> = {
  approved: '4111111111111111',
  declined: '4000000000000002',
  cvv: '4000000000000101',
  insufficient: '4000000000009995',
};
const clock = { now: () => new Date('2026-11-22T18:00:00Z') };

function sandboxSubject(): Subject {
  let database: Database | undefined;
  return {
    name: 'sandbox',
    async open() {
      database = await pgliteDatabase();
      const gateway = new SandboxPaymentGateway(
        { basePath: '/sandbox-gateway', apiLoginId: 'sandbox-login', clientKey: 'sandbox-client-key' },
        new PostgresSandboxGatewayStore(database.db),
        clock,
      );
      return {
        gateway,
        async token(card) {
          const answer = await gateway.tokenize({
            clientKey: 'sandbox-client-key',
            apiLoginID: 'sandbox-login',
            cardData: { cardNumber: SANDBOX_CARDS[card], month: '12', year: '2028', cardCode: '123' },
          });
          if (!('opaqueData' in answer)) throw new Error(answer.messages.message[0]?.text);
          return answer.opaqueData;
        },
      };
    },
    verify() {},
    async close() {
      await database?.close();
    },
  };
}

function authorizeNetSubject(replay: AuthorizeNetReplay): Subject {
  return {
    name: 'Authorize.Net (recorded exchanges)',
    async open(testName) {
      replay.load(testName);
      const gateway = new AuthorizeNetGateway({
        apiLoginId: recordings.merchant.name,
        transactionKey: recordings.merchant.transactionKey,
        clientKey: 'recorded-client-key',
        environment: 'sandbox',
        endpoint: replay.url,
      });
      return {
        gateway,
        token: async (card) => ({
          dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT',
          dataValue: `${recordings.tokens[card]}-1`,
        }),
      };
    },
    verify() {
      expect(replay.unexpected).toEqual([]);
      expect(replay.remaining).toBe(0);
    },
    async close() {},
  };
}

const replay = new AuthorizeNetReplay();
beforeAll(() => replay.start());
afterAll(() => replay.stop());

const charge = (key: string, amount: number, token: OpaqueData) => ({
  idempotencyKey: key,
  amount,
  token,
  description: 'Contrail booking BK-TEST',
  customerEmail: 'maya@example.com',
});

describe.each([sandboxSubject(), authorizeNetSubject(replay)])('PaymentGateway contract: $name', (subject) => {
  afterEach(async () => {
    subject.verify();
    await subject.close();
  });
  const open = (name: string) => subject.open(name);

  it('approves a valid card once and reports the masked card', async () => {
    const { gateway, token } = await open('approves a valid card once and reports the masked card');
    const result = await gateway.charge(charge('pay-approve-1', 1_234_567, await token('approved')));
    expect(result).toMatchObject({ status: 'APPROVED', amount: 1_234_567, maskedCard: 'XXXX1111', brand: 'Visa' });
  });

  it('never charges twice for one idempotency key', async () => {
    const { gateway, token } = await open('never charges twice for one idempotency key');
    const card = await token('approved');
    const first = await gateway.charge(charge('pay-retry-1', 50_000, card));
    const retry = await gateway.charge(charge('pay-retry-1', 50_000, card));
    expect(first.status).toBe('APPROVED');
    expect(retry).toEqual(first);
  });

  it('declines a card the issuer refuses', async () => {
    const { gateway, token } = await open('declines a card the issuer refuses');
    expect(await gateway.charge(charge('pay-decline-1', 50_000, await token('declined')))).toMatchObject({
      status: 'DECLINED',
      reason: 'DECLINED',
    });
  });

  it('declines a card whose security code does not match', async () => {
    const { gateway, token } = await open('declines a card whose security code does not match');
    expect(await gateway.charge(charge('pay-cvv-1', 50_000, await token('cvv')))).toMatchObject({
      status: 'DECLINED',
      reason: 'CVV_MISMATCH',
    });
  });

  it('declines a card without the funds', async () => {
    const { gateway, token } = await open('declines a card without the funds');
    const result = await gateway.charge(charge('pay-funds-1', 50_000, await token('insufficient')));
    // Authorize.Net reports a plain decline; the sandbox names the reason.
    expect(result.status === 'DECLINED' && ['INSUFFICIENT_FUNDS', 'DECLINED'].includes(result.reason)).toBe(true);
  });

  it('refuses a token that was already used', async () => {
    const { gateway, token } = await open('refuses a token that was already used');
    const card = await token('approved');
    expect((await gateway.charge(charge('pay-reuse-1', 50_000, card))).status).toBe('APPROVED');
    expect(await gateway.charge(charge('pay-reuse-2', 50_000, card))).toMatchObject({
      status: 'DECLINED',
      reason: 'INVALID_TOKEN',
    });
  });

  it('refunds part of a charge, then the rest, and no more', async () => {
    const { gateway, token } = await open('refunds part of a charge, then the rest, and no more');
    const paid = await gateway.charge(charge('pay-refund-1', 100_000, await token('approved')));
    if (paid.status !== 'APPROVED') throw new Error('the charge was not approved');
    const refund = (key: string, amount: number) =>
      gateway.refund({ chargeId: paid.chargeId, maskedCard: paid.maskedCard, amount, idempotencyKey: key });
    expect(await refund('refund-1a', 40_000)).toMatchObject({ status: 'REFUNDED', amount: 40_000 });
    expect(await refund('refund-1b', 60_000)).toMatchObject({ status: 'REFUNDED', amount: 60_000 });
    expect((await refund('refund-1c', 1)).status).toBe('FAILED');
  });

  it('finds a charge by its idempotency key', async () => {
    const { gateway, token } = await open('finds a charge by its idempotency key');
    const paid = await gateway.charge(charge('pay-find-1', 25_000, await token('approved')));
    expect(await gateway.findCharge('pay-find-1')).toEqual(paid);
    expect(await gateway.findCharge('pay-never-made')).toBeNull();
  });
});

describe('Authorize.Net specifics', () => {
  it('voids a charge that has not settled yet when it is refunded in full', async () => {
    const { gateway } = await authorizeNetSubject(replay).open('voids an unsettled charge refunded in full');
    const result = await gateway.refund({
      chargeId: '60212345700',
      maskedCard: 'XXXX1111',
      amount: 25_000,
      idempotencyKey: 'refund-void-1',
      chargedAmount: 25_000,
    });
    expect(result).toEqual({ status: 'REFUNDED', refundId: '60212345700', amount: 25_000 });
    expect(replay.remaining).toBe(0);
  });

  it('never voids an unsettled charge for a partial refund: it asks to be tried again later', async () => {
    const { gateway } = await authorizeNetSubject(replay).open('defers a partial refund of an unsettled charge');
    const result = await gateway.refund({
      chargeId: '60212345700',
      maskedCard: 'XXXX1111',
      amount: 9_650,
      idempotencyKey: 'refund-later-1',
      chargedAmount: 100_000,
    });
    expect(result).toMatchObject({ status: 'RETRY_LATER' });
    expect(replay.remaining).toBe(0);
  });

  it('hands the browser the Accept.js script and keys, and the origins the page must allow', () => {
    const gateway = new AuthorizeNetGateway({
      apiLoginId: 'login',
      transactionKey: 'key',
      clientKey: 'client',
      environment: 'production',
    });
    expect(gateway.clientConfig()).toEqual({
      apiLoginId: 'login',
      clientKey: 'client',
      acceptJsUrl: 'https://js.authorize.net/v1/Accept.js',
      scriptOrigins: ['https://js.authorize.net'],
      connectOrigins: ['https://js.authorize.net', 'https://api.authorize.net'],
    });
  });

  it('calls only Apple’s servers for merchant validation', async () => {
    const gateway = new AuthorizeNetGateway({
      apiLoginId: 'login',
      transactionKey: 'key',
      clientKey: 'client',
      environment: 'sandbox',
      applePay: { merchantId: 'merchant.example.contrail', certPath: '/nonexistent', keyPath: '/nonexistent' },
    });
    await expect(
      gateway.appleMerchantSession({
        validationUrl: 'https://evil.example/validate',
        domain: 'contrail.example',
        displayName: 'Contrail',
      }),
    ).rejects.toThrow('Not an Apple Pay validation URL');
  });
});
