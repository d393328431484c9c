import type { Cents } from '../src/core/money';

/**
 * Storage of the sandbox card gateway, the in-process stand-in for a real gateway used in
 * development and tests. Kept in the shared database so a card tokenised through one node
 * can be charged by another. Card numbers are never stored: only the last four digits, the
 * brand, and the outcome its test number asks for.
 */
export interface SandboxGatewayStore {
  saveToken(token: SandboxToken): Promise<void>;
  /**
   * Charges at most once per idempotency key, atomically: returns the charge already made
   * under the key, or consumes the token (single use, unexpired) and records `decide`'s
   * result. A missing, used or expired token is recorded as INVALID_TOKEN.
   */
  chargeOnce(
    request: SandboxChargeRequest,
    now: Date,
    decide: (token: SandboxToken) => SandboxOutcome,
  ): Promise<SandboxCharge>;
  findChargeByKey(idempotencyKey: string): Promise<SandboxCharge | null>;
  /** Refunds at most once per key, never more than what remains of the charge. */
  refundOnce(request: { idempotencyKey: string; chargeId: string; amount: Cents }, now: Date): Promise<SandboxRefund>;
}

export type SandboxOutcome = 'APPROVED' | 'DECLINED' | 'CVV_MISMATCH' | 'INSUFFICIENT_FUNDS' | 'INVALID_TOKEN';

export interface SandboxToken {
  /** SHA-256 of the token handed to the browser; the token itself is never stored. */
  tokenHash: string;
  last4: string;
  brand: string;
  outcome: Exclude<SandboxOutcome, 'INVALID_TOKEN'>;
  expiresAt: Date;
}

export interface SandboxChargeRequest {
  idempotencyKey: string;
  tokenHash: string;
  amount: Cents;
  description: string;
}

export interface SandboxCharge {
  id: string;
  idempotencyKey: string;
  outcome: SandboxOutcome;
  amount: Cents;
  last4: string;
  brand: string;
}

export type SandboxRefund = { status: 'REFUNDED'; id: string; amount: Cents } | { status: 'FAILED'; message: string };

export const SANDBOX_GATEWAY_STORE = Symbol.for('contrail.SandboxGatewayStore');
