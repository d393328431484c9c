import type { ReactNode } from 'react';

/** What the sections read from the site: the brand and how to reach the concierge. */
export interface TermsSite {
  brand: string;
  /** "our Flight Concierge Team at <phone> or <e-mail>", both as links. */
  concierge: ReactNode;
}

export const refundPolicy = '/terms-of-sale#CANCELLATION-AND-REFUND-POLICY';
