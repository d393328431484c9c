import type { Browser, Page } from 'puppeteer';
import { fill } from '../../../test/support/trips-driver';
import { downloaded } from '../../../test/support/downloads';
import { pdfText } from '../../../test/support/pdf';
import {
  changeShownIn,
  refundShownIn,
  type NewDeparture,
  type Shown,
  type ShownChange,
  type ShownRefund,
  type TripTasks,
} from '../trip-tasks';
import type { TripScenario } from './trip-scenario';

const DIALOG = 'dialog[open].trip-modal';
const TOAST = '.toast__message';

/**
 * Maya's cancel and change in Chromium, as she does them: her booking details, the "Cancel trip"
 * and "Change dates" dialogs, the figures they show, and the card form of the gateway's script.
 */
export class BrowserTripTasks implements TripTasks {
  private readonly pages: Page[] = [];
  private signedIn = false;

  constructor(
    private readonly browser: Browser,
    private readonly trip: TripScenario,
  ) {}

  async close(): Promise<void> {
    for (const page of this.pages) await page.close();
  }

  private async page(index = 0): Promise<Page> {
    while (this.pages.length <= index) {
      const page = await this.browser.newPage();
      await page.setViewport({ width: 1280, height: 900 });
      page.setDefaultTimeout(20_000);
      this.pages.push(page);
    }
    const page = this.pages[index];
    if (!page) throw new Error('no page');
    if (!this.signedIn) {
      await this.goto(page, '/login');
      await page.type('input[name="email"]', this.trip.maya.email);
      await page.type('input[name="password"]', this.trip.maya.password);
      await page.click('button[value="sign-in"]');
      await page.waitForFunction(() => location.pathname !== '/login');
      this.signedIn = true;
    }
    return page;
  }

  private async goto(page: Page, path: string) {
    // The window she uses is in front: a tab behind another runs no animation frames to wait on.
    await page.bringToFront();
    await page.goto(this.trip.app.url + path, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="true"]');
  }

  private get details() {
    return `/booking-details/${encodeURIComponent(this.trip.bookingId)}`;
  }

  /** Her booking details, and the dialog its link opens (or its address, when the page offers no link). */
  private async openDialog(page: Page, modal: 'cancel' | 'change') {
    await this.goto(page, `${this.details}?tab=details`);
    const link = await page.$(`a[href$="modal=${modal}"]`);
    if (link) await link.click();
    else await this.goto(page, `${this.details}?tab=details&modal=${modal}`);
    await page.waitForSelector(DIALOG);
  }

  private dialogText(page: Page): Promise<string> {
    return page.$eval(DIALOG, (dialog) => (dialog as HTMLElement).innerText);
  }

  private async dialogError(page: Page): Promise<string | null> {
    const error = await page.$(`${DIALOG} .form-error`);
    return error ? page.evaluate((e) => e.textContent?.trim() ?? '', error) : null;
  }

  /** Clicks `selector` and waits for what follows: a toast of the change made (null), or the dialog's error. */
  private async submit(page: Page, selector: string, errorIn = DIALOG): Promise<string | null> {
    await page.bringToFront();
    await page.click(selector);
    const outcome = await page.waitForFunction(
      (toast: string, dialog: string) => {
        const error = document.querySelector(`${dialog} .form-error`)?.textContent?.trim();
        if (error) return { error };
        const shown = document.querySelector(toast)?.textContent?.trim();
        return shown && /cancelled|new dates/.test(shown) ? { error: null } : false;
      },
      {},
      TOAST,
      errorIn,
    );
    return ((await outcome.jsonValue()) as { error: string | null }).error;
  }

  async openCancellation(): Promise<Shown<ShownRefund>> {
    const page = await this.page();
    await this.openDialog(page, 'cancel');
    const refused = await this.dialogError(page);
    return refused ? { refused } : { shown: refundShownIn(await this.dialogText(page)) };
  }

  async confirmCancellation(): Promise<string | null> {
    return this.submit(await this.page(), `${DIALOG} button[type="submit"]`);
  }

  async confirmCancellationTwice(): Promise<string | null> {
    const [first, second] = [await this.page(0), await this.page(1)];
    await this.openDialog(first, 'cancel');
    await this.openDialog(second, 'cancel');
    await this.submit(first, `${DIALOG} button[type="submit"]`);
    return this.submit(second, `${DIALOG} button[type="submit"]`);
  }

  /** Her booking details' Receipt tab: each row's label and amount, as she reads them. */
  async receiptLines(): Promise<[string, string][]> {
    const page = await this.page();
    await this.goto(page, `/booking-details/${encodeURIComponent(this.trip.bookingId)}?tab=receipt`);
    return page.$$eval('table.receipt tr', (rows) =>
      rows.map((row) => [
        row.querySelector('th')?.textContent?.trim() ?? '',
        row.querySelector('td')?.textContent?.trim() ?? '',
      ]),
    ) as Promise<[string, string][]>;
  }

  /** My Account > Carbon's "2027 statement (PDF)", clicked: the downloaded PDF's text. */
  async yearStatement(year: string): Promise<string> {
    const page = await this.page();
    await this.goto(page, '/my-account?tab=carbon');
    const pdf = await downloaded(page, `carbon-statement-${year}.pdf`, () =>
      page.click(`a[href="/my-account/carbon/${year}.pdf"]`),
    );
    return pdfText(pdf);
  }

  /** "Carbon offset certificate (PDF)" on the Receipt tab, clicked: the downloaded PDF's text. */
  async offsetCertificate(): Promise<string> {
    const page = await this.page();
    await this.goto(page, `/booking-details/${encodeURIComponent(this.trip.bookingId)}?tab=receipt`);
    const pdf = await downloaded(page, `carbon-offset-${this.trip.bookingId}.pdf`, () =>
      page.click('a[href$="/carbon-certificate.pdf"]'),
    );
    return pdfText(pdf);
  }

  async askForNewDates(legs: NewDeparture[]): Promise<Shown<ShownChange>> {
    const page = await this.page();
    await this.openDialog(page, 'change');
    for (const leg of legs) {
      await fill(page, `${DIALOG} input[name="leg.${leg.legOrder}.date"]`, leg.date);
      await fill(page, `${DIALOG} input[name="leg.${leg.legOrder}.time"]`, leg.time);
    }
    await page.click(`${DIALOG} button[type="submit"]`);
    await page.waitForSelector(`${DIALOG} .trip-change table, ${DIALOG} .form-error`);
    const refused = await this.dialogError(page);
    return refused ? { refused } : { shown: changeShownIn(await this.dialogText(page)) };
  }

  async confirmNewDates(how: 'card' | 'wallet' | 'as shown'): Promise<string | null> {
    const page = await this.page();
    if (how !== 'card') {
      const method = how === 'wallet' ? 'WALLET' : '';
      return this.submit(page, `${DIALOG} input[name="paymentMethod"][value="${method}"] ~ button[type="submit"]`);
    }
    await page.click(`${DIALOG} .trip-change__pay button.button--primary`);
    const card = 'dialog[open].card-modal';
    await page.waitForSelector(card);
    await page.type(`${card} input[autocomplete="cc-name"]`, 'Maya Okafor');
    await page.type(`${card} input[autocomplete="cc-number"]`, '4111111111111111');
    await page.type(`${card} input[autocomplete="cc-exp"]`, '12/35');
    await page.type(`${card} input[autocomplete="cc-csc"]`, '123');
    return this.submit(page, `${card} button[type="submit"]`, card);
  }
}
