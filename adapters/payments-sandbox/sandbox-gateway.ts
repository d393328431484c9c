import { createHash, randomBytes } from 'node:crypto';
import express, { type Router } from 'express';
import { inject, injectable } from 'inversify';
import { z } from 'zod';
import { CLOCK, type Clock } from '../../ports/clock';
import type {
  ChargeApproved,
  ChargeRequest,
  ChargeResult,
  GatewayClientConfig,
  PaymentGateway,
  RefundRequest,
  RefundResult,
} from '../../ports/payment-gateway';
import { SANDBOX_GATEWAY_STORE, type SandboxCharge, type SandboxGatewayStore } from '../../ports/sandbox-gateway-store';
import { CARD_BRAND_NAMES, cvvLength, detectCardBrand, passesLuhn } from '../../src/core/payments/card';
import { acceptScript } from './accept-script';
import { testOutcomeOf } from './test-cards';

export interface SandboxGatewaySettings {
  /** Where the gateway's routes are mounted, e.g. /sandbox-gateway. */
  basePath: string;
  apiLoginId: string;
  clientKey: string;
}

export const SANDBOX_GATEWAY_SETTINGS = Symbol.for('contrail.SandboxGatewaySettings');

/** Accept.js tokens live 15 minutes; so do ours. */
const TOKEN_LIFETIME_MS = 15 * 60_000;
export const SANDBOX_DATA_DESCRIPTOR = 'COMMON.ACCEPT.INAPP.PAYMENT';
export const APPLE_PAY_DATA_DESCRIPTOR = 'COMMON.APPLE.INAPP.PAYMENT';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const DECLINE_MESSAGES = {
  DECLINED: 'This transaction has been declined.',
  CVV_MISMATCH: 'This transaction has been declined: the card code does not match.',
  INSUFFICIENT_FUNDS: 'This transaction has been declined: insufficient funds.',
  INVALID_TOKEN: 'The payment token is invalid, used or expired.',
} as const;

/**
 * A working card gateway inside the app, for development, demos and tests: the browser flow,
 * single-use tokens, approvals, declines and refunds behave like a real gateway's, with
 * documented test cards (test-cards.ts) choosing the outcome. Its routes are the gateway's
 * own (mounted under `basePath`), separate from the app's: card data never passes through an
 * app route, and request logs carry only the URL.
 */
@injectable()
export class SandboxPaymentGateway implements PaymentGateway {
  constructor(
    @inject(SANDBOX_GATEWAY_SETTINGS) private readonly settings: SandboxGatewaySettings,
    @inject(SANDBOX_GATEWAY_STORE) private readonly store: SandboxGatewayStore,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  clientConfig(): GatewayClientConfig {
    return {
      apiLoginId: this.settings.apiLoginId,
      clientKey: this.settings.clientKey,
      acceptJsUrl: `${this.settings.basePath}/v1/Accept.js`,
      scriptOrigins: [],
      connectOrigins: [],
    };
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const apple = request.token.dataDescriptor === APPLE_PAY_DATA_DESCRIPTOR;
    if (apple) await this.saveApplePayToken(request.token.dataValue);
    else if (request.token.dataDescriptor !== SANDBOX_DATA_DESCRIPTOR) {
      return { status: 'DECLINED', reason: 'INVALID_TOKEN', gatewayMessage: 'Unknown payment data descriptor.' };
    }
    const charge = await this.store.chargeOnce(
      {
        idempotencyKey: request.idempotencyKey,
        tokenHash: hashToken(request.token.dataValue),
        amount: request.amount,
        description: request.description,
      },
      this.clock.now(),
      (token) => token.outcome,
    );
    return toResult(charge);
  }

  async findCharge(idempotencyKey: string): Promise<ChargeApproved | null> {
    const charge = await this.store.findChargeByKey(idempotencyKey);
    const result = charge ? toResult(charge) : null;
    return result?.status === 'APPROVED' ? result : null;
  }

  async refund(request: RefundRequest): Promise<RefundResult> {
    const refund = await this.store.refundOnce(
      { idempotencyKey: request.idempotencyKey, chargeId: request.chargeId, amount: request.amount },
      this.clock.now(),
    );
    return refund.status === 'REFUNDED'
      ? { status: 'REFUNDED', refundId: refund.id, amount: refund.amount }
      : { status: 'FAILED', gatewayMessage: refund.message };
  }

  async appleMerchantSession(request: {
    validationUrl: string;
    domain: string;
    displayName: string;
  }): Promise<unknown> {
    const now = this.clock.now().getTime();
    return {
      merchantSessionIdentifier: `SSH${randomBytes(16).toString('hex').toUpperCase()}`,
      epochTimestamp: now,
      expiresAt: now + 60 * 60_000,
      nonce: randomBytes(4).toString('hex'),
      merchantIdentifier: `sandbox.${request.domain}`,
      domainName: request.domain,
      displayName: request.displayName,
      signature: randomBytes(32).toString('base64'),
      operationalAnalyticsIdentifier: `${request.displayName}:sandbox`,
    };
  }

  /** Tokenises a card as the browser script does; returns the opaque data or Accept.js-style errors. */
  async tokenize(input: unknown): Promise<TokenizeAnswer> {
    const parsed = tokenizeSchema.safeParse(input);
    if (!parsed.success) return tokenizeError('E_WC_05', 'Please provide valid credit card number.');
    const { clientKey, apiLoginID, cardData } = parsed.data;
    if (clientKey !== this.settings.clientKey || apiLoginID !== this.settings.apiLoginId) {
      return tokenizeError('E_WC_21', 'User authentication failed due to invalid authentication values.');
    }
    const number = cardData.cardNumber.replace(/\D/g, '');
    const brand = detectCardBrand(number);
    if (!brand || !passesLuhn(number)) return tokenizeError('E_WC_05', 'Please provide valid credit card number.');
    const month = Number(cardData.month);
    const year = Number(cardData.year.length === 2 ? `20${cardData.year}` : cardData.year);
    const now = this.clock.now();
    if (month < 1 || month > 12 || year * 12 + month - 1 < now.getUTCFullYear() * 12 + now.getUTCMonth()) {
      return tokenizeError('E_WC_08', 'Expiration date must be in the future.');
    }
    if (cardData.cardCode !== undefined && !new RegExp(`^\\d{${cvvLength(brand)}}$`).test(cardData.cardCode)) {
      return tokenizeError('E_WC_15', 'Please provide valid CVV.');
    }
    const token = randomBytes(24).toString('base64url');
    await this.store.saveToken({
      tokenHash: hashToken(token),
      last4: number.slice(-4),
      brand: CARD_BRAND_NAMES[brand],
      outcome: testOutcomeOf(number),
      expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS),
    });
    return {
      opaqueData: { dataDescriptor: SANDBOX_DATA_DESCRIPTOR, dataValue: token },
      messages: { resultCode: 'Ok', message: [{ code: 'I_WC_01', text: 'Successful.' }] },
    };
  }

  /** The gateway's own HTTP routes: its script and its token endpoint. */
  routes(): Router {
    const router = express.Router();
    router.get('/v1/Accept.js', (_req, res) => {
      res
        .type('application/javascript')
        .set('Cache-Control', 'public, max-age=300')
        .send(acceptScript(`${this.settings.basePath}/v1/tokens`));
    });
    router.post('/v1/tokens', express.json({ limit: '4kb' }), async (req, res, next) => {
      try {
        const answer = await this.tokenize(req.body);
        res.set('Cache-Control', 'no-store').json(answer);
      } catch (error) {
        next(error);
      }
    });
    return router;
  }

  /** Apple Pay tokens come from the device, not from our script: accept them as approved cards. */
  private async saveApplePayToken(dataValue: string): Promise<void> {
    await this.store
      .saveToken({
        tokenHash: hashToken(dataValue),
        last4: '0000',
        brand: 'Apple Pay',
        outcome: 'APPROVED',
        expiresAt: new Date(this.clock.now().getTime() + TOKEN_LIFETIME_MS),
      })
      .catch(() => undefined); // already saved by an earlier attempt with the same token
  }
}

const tokenizeSchema = z.object({
  clientKey: z.string(),
  apiLoginID: z.string(),
  cardData: z.object({
    cardNumber: z.string().max(32),
    month: z.string().regex(/^\d{1,2}$/),
    year: z.string().regex(/^\d{2}(\d{2})?$/),
    cardCode: z.string().max(4).optional(),
  }),
});

export type TokenizeAnswer =
  | {
      opaqueData: { dataDescriptor: string; dataValue: string };
      messages: { resultCode: 'Ok'; message: { code: string; text: string }[] };
    }
  | { messages: { resultCode: 'Error'; message: { code: string; text: string }[] } };

const tokenizeError = (code: string, text: string): TokenizeAnswer => ({
  messages: { resultCode: 'Error', message: [{ code, text }] },
});

function toResult(charge: SandboxCharge): ChargeResult {
  if (charge.outcome === 'APPROVED') {
    return {
      status: 'APPROVED',
      chargeId: charge.id,
      amount: charge.amount,
      maskedCard: `XXXX${charge.last4}`,
      brand: charge.brand,
    };
  }
  return { status: 'DECLINED', reason: charge.outcome, gatewayMessage: DECLINE_MESSAGES[charge.outcome] };
}
