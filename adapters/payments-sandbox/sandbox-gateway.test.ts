import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../postgres-store/database';
import { PostgresSandboxGatewayStore } from '../postgres-store/sandbox-gateway';
import { dialects } from '../../test/support/database';
import { SandboxPaymentGateway } from './sandbox-gateway';

const settings = { basePath: '/sandbox-gateway', apiLoginId: 'login', clientKey: 'client' };
const clock = { now: () => new Date('2026-11-22T18:00:00Z') };
const card = (overrides: Record<string, string> = {}) => ({
  clientKey: 'client',
  apiLoginID: 'login',
  cardData: { cardNumber: '4111111111111111', month: '12', year: '28', cardCode: '123', ...overrides },
});

let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

describe.each(dialects)('the sandbox gateway on $name', (dialect) => {
  const open = async () => {
    database = await dialect.open();
    return new SandboxPaymentGateway(settings, new PostgresSandboxGatewayStore(database.db), clock);
  };

  it('charges once when 20 requests with one idempotency key arrive together', async () => {
    const gateway = await open();
    const answer = await gateway.tokenize(card());
    if (!('opaqueData' in answer)) throw new Error('not tokenised');
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        gateway.charge({
          idempotencyKey: 'pay-burst',
          amount: 100_000,
          token: answer.opaqueData,
          description: 'x',
          customerEmail: 'm@example.com',
        }),
      ),
    );
    const ids = new Set(results.map((r) => (r.status === 'APPROVED' ? r.chargeId : r.reason)));
    expect(ids.size).toBe(1);
    expect(results[0]?.status).toBe('APPROVED');
  });
});

describe('tokenising a card in the sandbox', () => {
  const gateway = async () => {
    database = await dialects[0].open();
    return new SandboxPaymentGateway(settings, new PostgresSandboxGatewayStore(database.db), clock);
  };

  it.each([
    ['a number failing the Luhn check', card({ cardNumber: '4111111111111112' }), 'E_WC_05'],
    ['an expired card', card({ month: '10', year: '26' }), 'E_WC_08'],
    ['a 3-digit code on an AMEX', card({ cardNumber: '378282246310005', cardCode: '123' }), 'E_WC_15'],
    ['the wrong public keys', { ...card(), clientKey: 'someone-else' }, 'E_WC_21'],
    ['no card at all', { clientKey: 'client', apiLoginID: 'login' }, 'E_WC_05'],
  ])('answers %s with an Accept.js error', async (_what, input, code) => {
    const answer = await (await gateway()).tokenize(input);
    expect(answer.messages.resultCode).toBe('Error');
    expect(answer.messages.message[0]?.code).toBe(code);
  });

  it('serves the Accept.js-compatible script that posts to its own token endpoint', async () => {
    const router = (await gateway()).routes();
    expect(router.stack.map((layer) => layer.route?.path)).toEqual(['/v1/Accept.js', '/v1/tokens']);
  });
});
