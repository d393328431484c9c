/**
 * Apple Pay on the web (spec 001 sections 4 and 9): offered only where the browser supports
 * it; the merchant session comes from our server (through the gateway port), the payment token
 * from the device, and the token is charged through the same confirm call as a card. Country
 * US, currency USD, networks Visa, Mastercard, AMEX and Discover.
 */
export const APPLE_PAY_FAILED = 'APPLE PAY Failed!';
/** Navigation follows two seconds after success, once Apple's sheet has shown its tick. */
export const APPLE_PAY_SUCCESS_DELAY_MS = 2000;
/** Authorize.Net's descriptor for Apple Pay tokens. */
export const APPLE_PAY_DATA_DESCRIPTOR = 'COMMON.APPLE.INAPP.PAYMENT';

interface ApplePayPaymentRequest {
  countryCode: string;
  currencyCode: string;
  supportedNetworks: string[];
  merchantCapabilities: string[];
  total: { label: string; amount: string };
}

interface ApplePaySessionEvents {
  validatemerchant: { validationURL: string };
  paymentauthorized: { payment: { token: { paymentData: unknown } } };
  cancel: unknown;
}

/** Safari's ApplePaySession is an EventTarget; only what this page uses is typed here. */
interface ApplePaySessionInstance {
  addEventListener<K extends keyof ApplePaySessionEvents>(
    type: K,
    listener: (event: ApplePaySessionEvents[K]) => void,
  ): void;
  begin(): void;
  abort(): void;
  completeMerchantValidation(session: unknown): void;
  completePayment(status: number): void;
}

interface ApplePaySessionClass {
  new (version: number, request: ApplePayPaymentRequest): ApplePaySessionInstance;
  canMakePayments(): boolean;
  supportsVersion(version: number): boolean;
  STATUS_SUCCESS: number;
  STATUS_FAILURE: number;
}

function sessionClass(): ApplePaySessionClass | null {
  const candidate = (globalThis as unknown as { ApplePaySession?: ApplePaySessionClass }).ApplePaySession;
  return candidate ?? null;
}

/** True only in a browser that offers Apple Pay with a card set up (Safari on Apple devices). */
export function applePaySupported(): boolean {
  const session = sessionClass();
  try {
    return Boolean(session?.supportsVersion(3) && session.canMakePayments());
  } catch {
    return false;
  }
}

export interface ApplePayFlow {
  /** What the sheet shows: the amount charged today, dollars. */
  amount: number;
  label: string;
  /** Our server's merchant session for Apple's validation URL. */
  validateMerchant(validationUrl: string): Promise<unknown>;
  /** Charges the device's token; true when the booking is paid. */
  authorize(token: { dataDescriptor: string; dataValue: string }): Promise<boolean>;
  /** Called once: true after success (the caller moves on after the delay), false otherwise. */
  finished(success: boolean, cancelled: boolean): void;
}

/** Must be called straight from the click: Safari starts a session only in a user gesture. */
export function startApplePay(flow: ApplePayFlow): void {
  const ApplePay = sessionClass();
  if (!ApplePay) {
    flow.finished(false, false);
    return;
  }
  let session: ApplePaySessionInstance;
  try {
    session = new ApplePay(3, {
      countryCode: 'US',
      currencyCode: 'USD',
      supportedNetworks: ['visa', 'masterCard', 'amex', 'discover'],
      merchantCapabilities: ['supports3DS'],
      total: { label: flow.label, amount: flow.amount.toFixed(2) },
    });
  } catch {
    // Safari refuses a session outside a user gesture or on an insecure page.
    flow.finished(false, false);
    return;
  }
  let done = false;
  const finish = (success: boolean, cancelled: boolean) => {
    if (done) return;
    done = true;
    flow.finished(success, cancelled);
  };
  session.addEventListener('validatemerchant', (event) => {
    void (async () => {
      try {
        session.completeMerchantValidation(await flow.validateMerchant(event.validationURL));
      } catch {
        session.abort();
        finish(false, false);
      }
    })();
  });
  session.addEventListener('paymentauthorized', (event) => {
    const dataValue = btoa(JSON.stringify(event.payment.token.paymentData));
    void (async () => {
      let paid = false;
      try {
        paid = await flow.authorize({ dataDescriptor: APPLE_PAY_DATA_DESCRIPTOR, dataValue });
      } catch {
        paid = false;
      }
      session.completePayment(paid ? ApplePay.STATUS_SUCCESS : ApplePay.STATUS_FAILURE);
      finish(paid, false);
    })();
  });
  session.addEventListener('cancel', () => finish(false, true));
  try {
    session.begin();
  } catch {
    finish(false, false);
  }
}
