import type { Cents } from '../src/core/money';

/**
 * The card gateway. Card numbers never reach Contrail's servers: the browser loads the
 * gateway's script (`acceptJsUrl`), which turns the card into a single-use opaque token;
 * the server only ever charges tokens. Both adapters (the sandbox and Authorize.Net) speak
 * the Accept.js shapes, so the browser code is the same for both.
 */
export interface PaymentGateway {
  /** What the browser needs to tokenise a card (payment/initiate's authorizeNetData). */
  clientConfig(): GatewayClientConfig;
  /**
   * Charges a token once. The idempotency key (at most 20 characters: Authorize.Net's
   * invoice number) identifies the attempt: a retry with the same key never charges twice.
   */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** The charge made under an idempotency key, if the gateway has one (crash recovery). */
  findCharge(idempotencyKey: string): Promise<ChargeApproved | null>;
  refund(request: RefundRequest): Promise<RefundResult>;
  /** Apple Pay merchant validation: the session object the browser hands to Apple Pay. */
  appleMerchantSession(request: { validationUrl: string; domain: string; displayName: string }): Promise<unknown>;
}

export interface GatewayClientConfig {
  apiLoginId: string;
  clientKey: string;
  acceptJsUrl: string;
  /** Origins the page must allow (Content-Security-Policy) for the script and its calls. */
  scriptOrigins: string[];
  connectOrigins: string[];
}

/** An Accept.js payment nonce, or an Apple Pay token (dataDescriptor COMMON.APPLE.INAPP.PAYMENT). */
export interface OpaqueData {
  dataDescriptor: string;
  dataValue: string;
}

export interface ChargeRequest {
  idempotencyKey: string;
  amount: Cents;
  token: OpaqueData;
  description: string;
  customerEmail: string;
}

export interface ChargeApproved {
  status: 'APPROVED';
  chargeId: string;
  amount: Cents;
  /** "XXXX1111": what may be shown and stored. */
  maskedCard: string;
  brand: string;
}

export type DeclineReason = 'DECLINED' | 'CVV_MISMATCH' | 'INSUFFICIENT_FUNDS' | 'INVALID_TOKEN' | 'GATEWAY_ERROR';

export interface ChargeDeclined {
  status: 'DECLINED';
  reason: DeclineReason;
  /** The gateway's own words, for logs and support. */
  gatewayMessage: string;
}

export type ChargeResult = ChargeApproved | ChargeDeclined;

export interface RefundRequest {
  chargeId: string;
  /** The card's masked number from the charge (Authorize.Net needs its last four digits). */
  maskedCard: string;
  amount: Cents;
  idempotencyKey: string;
  /**
   * What the charge took, when the caller knows it. A charge the gateway has not settled yet
   * can only be voided whole, so it is voided only when this equals `amount`.
   */
  chargedAmount?: Cents;
}

/**
 * RETRY_LATER: nothing was refunded and nothing is wrong; the gateway cannot refund this charge
 * yet (Authorize.Net refunds only settled charges). The caller keeps the refund and tries again.
 */
export type RefundResult =
  | { status: 'REFUNDED'; refundId: string; amount: Cents }
  | { status: 'RETRY_LATER'; gatewayMessage: string }
  | { status: 'FAILED'; gatewayMessage: string };

export const PAYMENT_GATEWAY = Symbol.for('contrail.PaymentGateway');
