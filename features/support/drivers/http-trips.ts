import { textOf } from '../page-text';
import type request from 'supertest';
import { REDIRECT_HEADER } from '../../../src/web/data-protocol';
import { signedInAgent } from '../../../test/support/trips';
import { bytes, pdfText } from '../../../test/support/pdf';
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

const SAME_PAGE = { 'Sec-Fetch-Site': 'same-origin' };

const formError = (html: string) => {
  const inner = /<p class="form-error"[^>]*>([\s\S]*?)<\/p>/.exec(html.replace(/<script[\s\S]*?<\/script>/g, ''));
  return inner ? textOf(inner[1] ?? '') : null;
};

/**
 * Maya's cancel and change as her browser's plain form posts to /booking-details (the page works
 * before its script loads), reading the server's HTML. Paying by card is what the page's script
 * does: the same action through the data endpoint, with a token from the gateway.
 */
export class HttpTripTasks implements TripTasks {
  private agentOf: ReturnType<typeof signedInAgent> | undefined;
  private lastPage = '';

  constructor(private readonly trip: TripScenario) {}

  async close(): Promise<void> {}

  private agent() {
    this.agentOf ??= signedInAgent(this.trip.app, this.trip.maya);
    return this.agentOf;
  }

  private path(modal: 'cancel' | 'change') {
    return `/booking-details/${encodeURIComponent(this.trip.bookingId)}?tab=details&modal=${modal}`;
  }

  private async post(modal: 'cancel' | 'change', body: Record<string, string>) {
    return (await this.agent()).post(this.path(modal)).set(SAME_PAGE).type('form').send(body);
  }

  /** A redirect back to the page is a change made; anything else is a refusal on the page. */
  private outcome(res: request.Response): string | null {
    if (res.status === 302 || res.status === 303) return null;
    return formError(res.text) ?? `answered ${res.status}`;
  }

  async openCancellation(): Promise<Shown<ShownRefund>> {
    const page = await (await this.agent()).get(this.path('cancel'));
    this.lastPage = page.text;
    const refused = formError(page.text);
    return refused ? { refused } : { shown: refundShownIn(textOf(page.text)) };
  }

  async confirmCancellation(): Promise<string | null> {
    const refund = /name="expectedRefund" value="([^"]*)"/.exec(this.lastPage)?.[1] ?? '';
    return this.outcome(await this.post('cancel', { intent: 'cancel', expectedRefund: refund }));
  }

  async confirmCancellationTwice(): Promise<string | null> {
    await this.openCancellation();
    await this.confirmCancellation();
    return this.confirmCancellation();
  }

  async askForNewDates(legs: NewDeparture[]): Promise<Shown<ShownChange>> {
    const body: Record<string, string> = { intent: 'change-quote' };
    const details = await this.trip.details();
    for (const leg of details.legs) {
      const [day, month, year] = leg.departureDateTime.slice(0, 10).split('-');
      const chosen = legs.find((l) => l.legOrder === leg.legOrder);
      body[`leg.${leg.legOrder}.date`] = chosen?.date ?? `${year}-${month}-${day}`;
      body[`leg.${leg.legOrder}.time`] = chosen?.time ?? leg.departureDateTime.slice(11, 16);
    }
    const page = await this.post('change', body);
    this.lastPage = page.text;
    const refused = formError(page.text);
    return refused ? { refused } : { shown: changeShownIn(textOf(page.text)) };
  }

  async confirmNewDates(how: 'card' | 'wallet' | 'as shown'): Promise<string | null> {
    const changeId = /data-change-id="([^"]*)"/.exec(this.lastPage)?.[1] ?? '';
    const expectedDifference = /data-difference="([^"]*)"/.exec(this.lastPage)?.[1] ?? '';
    const confirm = { intent: 'change-confirm', changeId, expectedDifference };
    if (how !== 'card') {
      return this.outcome(await this.post('change', { ...confirm, paymentMethod: how === 'wallet' ? 'WALLET' : '' }));
    }
    const data = async (body: Record<string, string>) =>
      (await this.agent())
        .post(`${this.path('change')}&_data=booking-details`)
        .set(SAME_PAGE)
        .set('Accept', 'application/json')
        .type('form')
        .send(body);
    const started = await data({ ...confirm, paymentMethod: 'CREDIT_CARD' });
    const payment = (started.body as { payment?: { paymentId: string } }).payment;
    if (!payment) return (started.body as { message?: string }).message ?? `answered ${started.status}`;
    const paid = await data({ intent: 'change-pay', paymentId: payment.paymentId, ...(await this.trip.cardToken()) });
    if (paid.status === 204 && paid.headers[REDIRECT_HEADER]) return null;
    return (paid.body as { message?: string }).message ?? `answered ${paid.status}`;
  }

  /** My Account > Carbon's "Download CSV" (features/carbon): the file's text. */
  async carbonStatementCsv(): Promise<string> {
    const res = await (await this.agent()).get('/my-account/carbon.csv');
    if (res.status !== 200 || !String(res.headers['content-disposition']).startsWith('attachment;'))
      throw new Error(`the carbon statement answered ${res.status}`);
    return res.text;
  }

  /** Her booking details' Receipt tab, as the server renders it. */
  async receiptHtml(): Promise<string> {
    const page = await (
      await this.agent()
    ).get(`/booking-details/${encodeURIComponent(this.trip.bookingId)}?tab=receipt`);
    return page.text.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<!-- -->/g, '');
  }

  /** The Receipt tab's lines: each row's label and amount. */
  async receiptLines(): Promise<[string, string][]> {
    const rows = (await this.receiptHtml()).matchAll(/<tr[^>]*><th scope="row">([^<]+)<\/th><td>([^<]+)<\/td><\/tr>/g);
    return [...rows].map((row) => [row[1] ?? '', row[2] ?? '']);
  }

  /** The Receipt tab's "Carbon offset certificate (PDF)" link, followed: the PDF's text. */
  async offsetCertificate(): Promise<string> {
    const href = /<a href="([^"]+carbon-certificate\.pdf)"/.exec(await this.receiptHtml())?.[1];
    if (!href) throw new Error('the receipt offers no offset certificate');
    const res = await (await this.agent()).get(href).buffer(true).parse(bytes);
    if (res.status !== 200) throw new Error(`the certificate answered ${res.status}: ${String(res.text)}`);
    return pdfText(new Uint8Array(res.body as Buffer));
  }

  /** My Account > Carbon's statement of a year, "2027 statement (PDF)": the PDF's text. */
  async yearStatement(year: string): Promise<string> {
    const res = await (await this.agent()).get(`/my-account/carbon/${year}.pdf`).buffer(true).parse(bytes);
    if (res.status !== 200 || res.headers['content-type'] !== 'application/pdf')
      throw new Error(`the ${year} carbon statement answered ${res.status}`);
    return pdfText(new Uint8Array(res.body as Buffer));
  }

  /** The carbon line her booking details state ("4.2 t CO2e, ...; 2.1 t per passenger"). */
  async bookingCarbonLine(): Promise<string> {
    const page = await (
      await this.agent()
    ).get(`/booking-details/${encodeURIComponent(this.trip.bookingId)}?tab=details`);
    return /carbon-line">Carbon: <span aria-hidden="true">([^<]+)</.exec(page.text.replace(/<!-- -->/g, ''))?.[1] ?? '';
  }
}
