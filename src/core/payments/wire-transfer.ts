/**
 * The wire-details sheet of the review page (spec 001 sections 2, 8 and 9): the booking is
 * held while the transfer arrives, which must be within 24 hours. The bank details come from
 * configuration (the spec shows them on screen only).
 */
export const WIRE_TRANSFER_NOTICE = 'Please complete payment by wire transfer within the next 24 hours.';
export const WIRE_TRANSFER_HOURS = 24;

export interface WireTransferDetails {
  bankName: string;
  bankAddress: string;
  accountName: string;
  accountNumber: string;
  /** ABA routing number, for transfers within the US. */
  routingNumber: string;
  /** SWIFT/BIC, for international transfers. */
  swiftCode: string;
}
