import type { Browser, Page } from 'puppeteer';
import type { TestApp } from '../../../test/support/app';
import { passSecondFactor, sendLoginForm, signInToDesk } from '../../../test/support/desk';
import { appClock } from '../../../test/support/second-factor';
import type {
  AuditAsked,
  AuditReading,
  BookingSheet,
  DeskTasks,
  FoundBooking,
  RefundOffer,
  StaffRole,
} from '../desk-tasks';
import { DeskCast } from './desk-cast';
import { pressAndReadNew } from './page-messages';

/** A desk form's outcome, announced at the top of its page. */
const NOTICE = '.desk-notice';
const button = (name: string) => `::-p-aria(${name}[role="button"])`;

/**
 * The support desk in Chromium, as staff work it: each staff member in a browser of their own
 * (their own session) signed in through the login form, finding, typing, choosing and pressing
 * on the desk's pages, and reading what the pages show.
 */
export class BrowserDeskTasks extends DeskCast implements DeskTasks {
  private readonly pages = new Map<string, Page>();
  /** Who worked the desk last: the one who looks again. */
  private lastStaff: string | undefined;

  constructor(
    private readonly browser: Browser,
    app: TestApp,
  ) {
    super(app);
  }

  async close(): Promise<void> {
    for (const page of this.pages.values()) await page.browserContext().close();
  }

  async searchBookings(staff: string, query: { text?: string; waitingForWire?: boolean }): Promise<FoundBooking[]> {
    const page = await this.desk(staff, '/desk');
    await this.search(page, query.text ?? '', query.waitingForWire ? 'payment-pending' : '');
    // No functions named inside the page's callbacks: tsx would name them with a helper the page lacks.
    return page.$$eval('#desk-results tbody tr', (rows) =>
      rows.map((row) => ({
        reference: row.querySelector('td:nth-child(1)')?.textContent?.trim() ?? '',
        customer: row.querySelector('td:nth-child(2) a')?.firstChild?.textContent?.trim() ?? '',
        status: row.querySelector('td:nth-child(6)')?.textContent?.trim() ?? '',
      })),
    );
  }

  async openBooking(staff: string, customer: string): Promise<BookingSheet> {
    return this.sheet(await this.bookingOf(staff, customer));
  }

  async lookAgain(customer: string): Promise<BookingSheet> {
    const staff = this.lastStaff;
    if (!staff) throw new Error('no staff member has worked the desk yet');
    const page = await this.as(staff);
    // Still on the booking after an action: its page shows it as the action left it.
    const onIt =
      new URL(page.url()).pathname === `/desk/bookings/${encodeURIComponent(this.tripOf(customer).reference)}`;
    return onIt ? this.sheet(page) : this.openBooking(staff, customer);
  }

  /** What the booking page on the screen shows. */
  private async sheet(page: Page): Promise<BookingSheet> {
    // Each table's cells as read, without the smaller print under them (a card fee, "Lead passenger").
    const table = (title: string) =>
      page.$$eval(`section[aria-labelledby="desk-${title}-title"] tbody tr`, (rows) =>
        rows.map((row) =>
          [...row.querySelectorAll('td')].map((td) =>
            [...td.childNodes]
              .filter((node) => !(node instanceof Element && node.matches('.desk-sub, form')))
              .map((node) => node.textContent ?? '')
              .join('')
              .trim(),
          ),
        ),
      );
    const [legs, passengers, money, messages] = [
      await table('legs'),
      await table('passengers'),
      await table('ledger'),
      await table('messages'),
    ];
    return {
      status: await page.$eval('h1 .desk-badge', (badge) => badge.textContent?.trim() ?? ''),
      legs: legs.map(([, from = '', to = '']) => `${from.slice(0, 4)} to ${to.slice(0, 4)}`),
      passengers: passengers.map(([name = '']) => name),
      money: money.map(([, what = '', how = '', amount = '', status = '']) => ({ what, how, amount, status })),
      // The messages table lists texts (and push) beside e-mails: the e-mails are the rows of that channel.
      emails: messages
        .filter(([, channel]) => channel === 'E-mail')
        .map(([, , subject = '', to = '']) => ({ subject, to })),
    };
  }

  async recordWire(staff: string, customer: string): Promise<string> {
    const page = await this.bookingOf(staff, customer);
    await this.replace(page, '#desk-wire-amount', (this.tripOf(customer).dueCents / 100).toFixed(2));
    return this.press(page, button('Record wire received'));
  }

  async startCancelling(staff: string, customer: string): Promise<RefundOffer> {
    const page = await this.bookingOf(staff, customer);
    await page.select('#desk-cause', 'CUSTOMER');
    await page.click(button('Show the refund'));
    // Once the refund is on the screen the desk takes her to the password that confirms it.
    await page.waitForFunction(() => document.activeElement?.id === 'desk-cancel-password');
    return page.$eval('#desk-refund-plan', (plan) => {
      const confirm = plan.parentElement?.querySelector('form');
      return {
        refunds: [...plan.querySelectorAll('li')].map((li) => li.textContent?.trim() ?? ''),
        total: /\$[\d,]+\.\d\d/.exec(confirm?.querySelector('button[type="submit"]')?.textContent ?? '')?.[0] ?? '',
        asksPassword: confirm?.querySelector('input[type="password"][required]') !== null,
      };
    });
  }

  async confirmCancelling(staff: string, password: string): Promise<string> {
    const page = await this.as(staff);
    await this.replace(page, '#desk-cancel-password', password);
    return this.press(page, '#desk-refund-plan + form button[type="submit"]');
  }

  async cancelAtTheirRequest(staff: string, customer: string): Promise<string> {
    await this.startCancelling(staff, customer);
    return this.confirmCancelling(staff, this.passwordOf(staff));
  }

  async resendConfirmation(staff: string, customer: string): Promise<string> {
    const page = await this.bookingOf(staff, customer);
    return this.press(page, button('Resend the confirmation'));
  }

  async openStaffAccount(admin: string, fullName: string, role: StaffRole, password: string): Promise<string> {
    const [first = '', last = ''] = fullName.split(' ');
    const email = `${first}.${last}@contrail.test`.toLowerCase();
    const page = await this.desk(admin, '/desk/staff');
    await page.type('#desk-new-firstname', first);
    await page.type('#desk-new-lastname', last);
    await page.type('#desk-new-email', email);
    await page.type('#desk-new-password', password);
    await page.select('#desk-new-role', role);
    const said = await this.press(page, button('Create the account'));
    this.introduce(fullName, { email, password });
    return said;
  }

  async disableStaffAccount(admin: string, member: string): Promise<string> {
    const page = await this.desk(admin, '/desk/staff');
    return this.press(page, button(`Disable ${this.person(member).email}`));
  }

  async canSignIn(member: string, password: string): Promise<boolean> {
    const context = await this.browser.createBrowserContext();
    try {
      const page = await context.newPage();
      const email = this.person(member).email;
      await sendLoginForm(page, this.app, { email, password });
      await page.waitForFunction(
        () => location.pathname === '/second-factor' || document.querySelector('.form-error, .field__error') !== null,
      );
      if (new URL(page.url()).pathname !== '/second-factor') return false;
      // The password is right: the desk opens once the authenticator is set up (decision 053).
      await passSecondFactor(page, email, appClock(this.app.app));
      return new URL(page.url()).pathname === '/desk';
    } finally {
      await context.close();
    }
  }

  async auditLog(staff: string, asked: AuditAsked = {}): Promise<AuditReading> {
    const page = await this.desk(staff, '/desk/audit');
    if (asked.customerEmail || asked.staffEmail) {
      if (asked.customerEmail) await page.type('#desk-audit-customer', asked.customerEmail);
      if (asked.staffEmail) await page.type('#desk-audit-staff', asked.staffEmail);
      await page.click('form[aria-label="Filter the audit log"] button[type="submit"]');
      await page.waitForFunction(() => location.search.includes('Id=') && !document.querySelector('.route-loading'));
    }
    const lines = await page.$$eval('.desk-table tbody tr', (rows) =>
      rows.map((row) => {
        const [, who = '', what = '', ...about] = [...row.querySelectorAll('td')].map(
          (td) => td.textContent?.trim() ?? '',
        );
        return { who, what, about: about.join(' ') };
      }),
    );
    const says = await page.$$eval('.desk-found, .desk-empty[role="alert"]', (all) =>
      all.map((p) => p.textContent?.trim() ?? '').join(' '),
    );
    return { lines, says };
  }

  /** The staff member's own browser, signed in at first use, in front (Chromium stalls clicks in a tab behind). */
  private async as(staff: string): Promise<Page> {
    let page = this.pages.get(staff);
    if (!page) {
      page = await (await this.browser.createBrowserContext()).newPage();
      await page.setViewport({ width: 1280, height: 900 });
      page.setDefaultTimeout(20_000);
      this.pages.set(staff, page);
      await page.bringToFront();
      await signInToDesk(page, this.app, this.person(staff));
    }
    await page.bringToFront();
    this.lastStaff = staff;
    return page;
  }

  /** Opens one of the desk's pages afresh, as from a bookmark. */
  private async desk(staff: string, path: string): Promise<Page> {
    const page = await this.as(staff);
    await page.goto(this.app.url + path, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="true"]');
    return page;
  }

  /** Searches the bookings; done when the line above the results names this search. */
  private async search(page: Page, text: string, status: string): Promise<void> {
    if (text) await page.type('#desk-text', text);
    if (status) await page.select('#desk-status', status);
    const words = text
      ? `“${text}”`
      : (
          await page.$eval('#desk-status', (s) => (s as HTMLSelectElement).selectedOptions[0]?.textContent ?? '')
        ).toLowerCase();
    await page.click('form[role="search"] button[type="submit"]');
    await page.waitForFunction(
      (expected: string) => document.querySelector('#desk-found')?.textContent?.includes(expected),
      {},
      words,
    );
  }

  /** Finds the customer's booking by its reference, and opens it from the results. */
  private async bookingOf(staff: string, customer: string): Promise<Page> {
    const { reference } = this.tripOf(customer);
    const page = await this.desk(staff, '/desk');
    await this.search(page, reference, '');
    await page.click(`#desk-results a[href$="/${reference}"]`);
    await page.waitForFunction(
      (ref: string) => document.querySelector('h1')?.textContent?.includes(ref),
      {},
      reference,
    );
    return page;
  }

  /**
   * Presses a desk form's button and reads the notice it brings (none is on a freshly opened
   * page). The notice comes with the action's answer, before the page has loaded the booking
   * again: done once the page's loading indicator has gone too.
   */
  private async press(page: Page, control: string): Promise<string> {
    const said = await pressAndReadNew(page, control, NOTICE);
    await page.waitForFunction(() => !document.querySelector('.route-loading'));
    return said;
  }

  private async replace(page: Page, selector: string, value: string): Promise<void> {
    await page.$eval(selector, (input) => (input as HTMLInputElement).select());
    await page.type(selector, value);
  }
}
