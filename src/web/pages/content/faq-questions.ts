import type { ReactNode } from 'react';

export interface FaqQuestion {
  id: string;
  question: string;
  answer: ReactNode;
}

export interface FaqGroup {
  id: string;
  title: string;
  questions: FaqQuestion[];
}

/** What the answers read from the site: the brand and the concierge's e-mail and phone links. */
export interface FaqSite {
  brand: string;
  email: ReactNode;
  phone: ReactNode;
}
