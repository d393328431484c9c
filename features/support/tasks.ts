/**
 * What a person can do with Contrail, in business terms. Step definitions call these; each
 * driver (domain, http, browser) carries them out its own way, so one scenario checks the
 * rule at every layer.
 */
export interface ConciergeContact {
  email: string;
  phone: string;
}

/** A page's stylesheets: those written into it, and those it only names (links). */
export interface PageStyles {
  carried: string[];
  named: string[];
}

export interface Tasks {
  /** Opens the public page a person would use for the named purpose; returns its heading. */
  visitPage(path: string): Promise<string>;
  /** How the site offers to reach the flight concierge. */
  conciergeContact(): Promise<ConciergeContact>;
  /** Follows a link that leads nowhere; returns what the person is told. */
  followBrokenLink(): Promise<{ notFound: boolean; message: string }>;
  /** A robot reads one of the site's public files (robots.txt, the sitemap, security.txt): its type and text. */
  readSiteFile(path: string): Promise<{ status: number; type: string; text: string }>;

  // What her browser keeps of the site's files (docs/decisions/066).
  /** From now on her browser asks for pages as one that keeps this build's files, or an older build's. */
  keepFilesOf(build: 'this' | 'older'): Promise<void>;
  /** Waits until her browser keeps the site's files: its service worker has them and runs the page. */
  waitUntilFilesKept(): Promise<void>;
  /** The stylesheets of the page she opened last. */
  stylesOfPage(): Promise<PageStyles>;
  /** How the page she has open looks: the computed styles of its main parts. */
  lookOfPage(): Promise<Record<string, string>>;

  // The account journey. Each returns what the person is told (the page's message), if anything.
  signUpByEmail(person: { firstName: string; lastName: string; email: string; password: string }): Promise<string>;
  confirmSignUpWithMailedCode(): Promise<string>;
  /** True when she ends up signed in. */
  signIn(password: string): Promise<boolean>;
  changeLastName(lastName: string): Promise<string>;
  changePasswordWithMailedCode(newPassword: string): Promise<string>;
  signOut(): Promise<void>;
  resetForgottenPassword(newPassword: string): Promise<string>;
  deleteAccount(): Promise<string>;
}

export type DriverName = 'domain' | 'http' | 'browser';
