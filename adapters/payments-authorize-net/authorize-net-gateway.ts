import { readFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { inject, injectable } from 'inversify';
import { z } from 'zod';
import type {
  ChargeApproved,
  ChargeRequest,
  ChargeResult,
  DeclineReason,
  GatewayClientConfig,
  PaymentGateway,
  RefundRequest,
  RefundResult,
} from '../../ports/payment-gateway';

export interface AuthorizeNetSettings {
  apiLoginId: string;
  transactionKey: string;
  clientKey: string;
  environment: 'sandbox' | 'production';
  /** Overrides the API endpoint (tests replay recorded exchanges from a local server). */
  endpoint?: string;
  applePay?: { merchantId: string; certPath: string; keyPath: string };
}

export const AUTHORIZE_NET_SETTINGS = Symbol.for('contrail.AuthorizeNetSettings');

const ENDPOINTS = {
  sandbox: { api: 'https://apitest.authorize.net/xml/v1/request.api', js: 'https://jstest.authorize.net/v1/Accept.js' },
  production: { api: 'https://api.authorize.net/xml/v1/request.api', js: 'https://js.authorize.net/v1/Accept.js' },
} as const;

/** Authorize.Net amounts are decimal strings of dollars. */
const dollars = (cents: number) => (cents / 100).toFixed(2);
const cents = (amount: string | number) => Math.round(Number(amount) * 100);

const message = z.object({ code: z.string(), text: z.string() });
const apiMessages = z.object({ resultCode: z.enum(['Ok', 'Error']), message: z.array(message) });
const transactionResponse = z.object({
  responseCode: z.string(),
  transId: z.string().optional(),
  accountNumber: z.string().optional(),
  accountType: z.string().optional(),
  cvvResultCode: z.string().optional(),
  messages: z.array(z.object({ code: z.string(), description: z.string() })).optional(),
  errors: z.array(z.object({ errorCode: z.string(), errorText: z.string() })).optional(),
});
const createTransactionResponse = z.object({
  transactionResponse: transactionResponse.optional(),
  messages: apiMessages,
});
const unsettledListResponse = z.object({
  transactions: z
    .array(
      z.object({
        transId: z.string(),
        invoiceNumber: z.string().optional(),
        transactionStatus: z.string(),
        accountType: z.string().optional(),
        accountNumber: z.string().optional(),
        settleAmount: z.number(),
      }),
    )
    .optional(),
  messages: apiMessages,
});

/** Error codes that mean the card's security code did not match (Authorize.Net response codes). */
const CVV_ERRORS = new Set(['44', '45', '65']);
/** The referenced transaction is not settled yet, so it cannot be refunded (only voided). */
const NOT_SETTLED = '54';
const DUPLICATE = '11';

/**
 * Authorize.Net through its JSON API: createTransactionRequest (authCaptureTransaction with
 * the Accept.js opaque data, refundTransaction, voidTransaction) and
 * getUnsettledTransactionListRequest to find a charge by our idempotency key, which travels
 * as the invoice number.
 */
@injectable()
export class AuthorizeNetGateway implements PaymentGateway {
  constructor(@inject(AUTHORIZE_NET_SETTINGS) private readonly settings: AuthorizeNetSettings) {}

  clientConfig(): GatewayClientConfig {
    const js = ENDPOINTS[this.settings.environment].js;
    return {
      apiLoginId: this.settings.apiLoginId,
      clientKey: this.settings.clientKey,
      acceptJsUrl: js,
      scriptOrigins: [new URL(js).origin],
      connectOrigins: [new URL(js).origin, new URL(ENDPOINTS[this.settings.environment].api).origin],
    };
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const answer = await this.call(createTransactionResponse, {
      createTransactionRequest: {
        merchantAuthentication: this.auth(),
        refId: request.idempotencyKey,
        transactionRequest: {
          transactionType: 'authCaptureTransaction',
          amount: dollars(request.amount),
          payment: { opaqueData: request.token },
          order: { invoiceNumber: request.idempotencyKey, description: request.description.slice(0, 255) },
          customer: { email: request.customerEmail },
        },
      },
    });
    const tx = answer.transactionResponse;
    if (tx?.responseCode === '1' && tx.transId) {
      return approved(tx.transId, request.amount, tx.accountNumber, tx.accountType);
    }
    const errorCode = tx?.errors?.[0]?.errorCode;
    if (errorCode === DUPLICATE) {
      // The same attempt was charged before (a retry after a lost answer): return that charge.
      const earlier = await this.findCharge(request.idempotencyKey);
      if (earlier) return earlier;
    }
    return {
      status: 'DECLINED',
      reason: declineReason(errorCode, tx?.cvvResultCode, answer.messages),
      gatewayMessage: describe(tx, answer.messages),
    };
  }

  async findCharge(idempotencyKey: string): Promise<ChargeApproved | null> {
    const answer = await this.call(unsettledListResponse, {
      getUnsettledTransactionListRequest: {
        merchantAuthentication: this.auth(),
        sorting: { orderBy: 'submitTimeUTC', orderDescending: 'true' },
        paging: { limit: '1000', offset: '1' },
      },
    });
    const tx = answer.transactions?.find(
      (t) => t.invoiceNumber === idempotencyKey && t.transactionStatus !== 'declined',
    );
    return tx ? approved(tx.transId, cents(tx.settleAmount), tx.accountNumber, tx.accountType) : null;
  }

  async refund(request: RefundRequest): Promise<RefundResult> {
    const refund = await this.transaction(request.idempotencyKey, {
      transactionType: 'refundTransaction',
      amount: dollars(request.amount),
      payment: { creditCard: { cardNumber: request.maskedCard.slice(-4), expirationDate: 'XXXX' } },
      refTransId: request.chargeId,
    });
    const tx = refund.transactionResponse;
    if (tx?.responseCode === '1' && tx.transId)
      return { status: 'REFUNDED', refundId: tx.transId, amount: request.amount };
    if (tx?.errors?.[0]?.errorCode === NOT_SETTLED) {
      // Not settled yet: voiding cancels the whole charge, which is right only for a full refund.
      // A partial refund waits for the settlement (daily), and the caller tries again.
      if (request.chargedAmount !== request.amount)
        return { status: 'RETRY_LATER', gatewayMessage: describe(tx, refund.messages) };
      const voided = await this.transaction(request.idempotencyKey, {
        transactionType: 'voidTransaction',
        refTransId: request.chargeId,
      });
      const v = voided.transactionResponse;
      if (v?.responseCode === '1')
        return { status: 'REFUNDED', refundId: v.transId ?? request.chargeId, amount: request.amount };
      return { status: 'FAILED', gatewayMessage: describe(v, voided.messages) };
    }
    return { status: 'FAILED', gatewayMessage: describe(tx, refund.messages) };
  }

  async appleMerchantSession(request: {
    validationUrl: string;
    domain: string;
    displayName: string;
  }): Promise<unknown> {
    const applePay = this.settings.applePay;
    if (!applePay) throw new Error('Apple Pay is not configured (APPLE_PAY_MERCHANT_ID and its certificate)');
    const url = new URL(request.validationUrl);
    // Only Apple's validation servers may be called: the URL comes from the browser.
    if (url.protocol !== 'https:' || !/^apple-pay-gateway(-[a-z0-9-]+)?\.apple\.com$/.test(url.hostname)) {
      throw new Error('Not an Apple Pay validation URL');
    }
    const body = JSON.stringify({
      merchantIdentifier: applePay.merchantId,
      displayName: request.displayName,
      initiative: 'web',
      initiativeContext: request.domain,
    });
    return new Promise((resolve, reject) => {
      const req = httpsRequest(
        url,
        {
          method: 'POST',
          cert: readFileSync(applePay.certPath),
          key: readFileSync(applePay.keyPath),
          headers: { 'Content-Type': 'application/json' },
          timeout: 10_000,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            if (res.statusCode !== 200) reject(new Error(`Apple Pay validation answered ${res.statusCode}`));
            else resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown);
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error('Apple Pay validation timed out')));
      req.on('error', reject);
      req.end(body);
    });
  }

  private transaction(refId: string, transactionRequest: Record<string, unknown>) {
    return this.call(createTransactionResponse, {
      createTransactionRequest: { merchantAuthentication: this.auth(), refId: refId.slice(0, 20), transactionRequest },
    });
  }

  private auth() {
    return { name: this.settings.apiLoginId, transactionKey: this.settings.transactionKey };
  }

  private async call<S extends z.ZodType>(schema: S, body: unknown): Promise<z.output<S>> {
    const endpoint = this.settings.endpoint ?? ENDPOINTS[this.settings.environment].api;
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    if (!response.ok) throw new Error(`Authorize.Net answered HTTP ${response.status}`);
    // Authorize.Net starts its JSON with a byte-order mark.
    const text = (await response.text()).replace(/^\uFEFF/, '');
    return schema.parse(JSON.parse(text));
  }
}

function approved(transId: string, amount: number, accountNumber = 'XXXX', accountType = 'Card'): ChargeApproved {
  return { status: 'APPROVED', chargeId: transId, amount, maskedCard: accountNumber, brand: accountType };
}

function declineReason(
  errorCode: string | undefined,
  cvvResultCode: string | undefined,
  messages: z.output<typeof apiMessages>,
): DeclineReason {
  if (messages.message.some((m) => m.code === 'E00114')) return 'INVALID_TOKEN';
  if ((errorCode && CVV_ERRORS.has(errorCode)) || cvvResultCode === 'N') return 'CVV_MISMATCH';
  if (errorCode === '2' || errorCode === '3' || errorCode === '4') return 'DECLINED';
  return errorCode ? 'DECLINED' : 'GATEWAY_ERROR';
}

function describe(
  tx: z.output<typeof transactionResponse> | undefined,
  messages: z.output<typeof apiMessages>,
): string {
  return (
    tx?.errors?.map((e) => `${e.errorCode}: ${e.errorText}`).join('; ') ||
    messages.message.map((m) => `${m.code}: ${m.text}`).join('; ')
  );
}
