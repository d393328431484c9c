import { loadConfig } from '../../../src/config';
import { siteInfo } from '../../../src/composition/settings';
import type { ConciergeContact, Tasks } from '../tasks';

/** Carries tasks out against the application core and its configuration, without a server. */
export class DomainTasks implements Tasks {
  private readonly site = siteInfo(loadConfig({ NODE_ENV: 'test' }));

  async visitPage(): Promise<string> {
    throw new Error('Pages exist only on the web: tag this scenario @web');
  }

  async conciergeContact(): Promise<ConciergeContact> {
    return { email: this.site.conciergeEmail, phone: this.site.conciergePhone };
  }

  async followBrokenLink(): Promise<{ notFound: boolean; message: string }> {
    throw new Error('Links exist only on the web: tag this scenario @web');
  }

  async readSiteFile(): Promise<never> {
    throw new Error('Files are served only on the web: tag this scenario @web');
  }

  keepFilesOf(): Promise<void> {
    return this.webOnly();
  }
  waitUntilFilesKept(): Promise<void> {
    return this.webOnly();
  }
  stylesOfPage(): Promise<never> {
    return this.webOnly();
  }
  lookOfPage(): Promise<never> {
    return this.webOnly();
  }

  private webOnly(): never {
    throw new Error('The account journey runs on the web drivers for now: tag this scenario @web');
  }
  signUpByEmail(): Promise<string> {
    return this.webOnly();
  }
  confirmSignUpWithMailedCode(): Promise<string> {
    return this.webOnly();
  }
  signIn(): Promise<boolean> {
    return this.webOnly();
  }
  changeLastName(): Promise<string> {
    return this.webOnly();
  }
  changePasswordWithMailedCode(): Promise<string> {
    return this.webOnly();
  }
  signOut(): Promise<void> {
    return this.webOnly();
  }
  resetForgottenPassword(): Promise<string> {
    return this.webOnly();
  }
  deleteAccount(): Promise<string> {
    return this.webOnly();
  }
}
