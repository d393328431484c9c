import { ACCESS_COOKIE } from '../../src/http/session';
import { roundTrip } from '../fixtures/charter';
import { CookieJar, postForm, signInThroughPages } from '../support/page-session';

/**
 * Steady load on the fleet through its load balancer, as customers make it: searches and
 * bookings over the REST API (api tier), pages and sign-ins through the forms (web tier, which
 * reaches the api tier through the balancer again), card payments in full and deposits, the
 * card tokenised at the sandbox gateway. Every request is recorded with when it started and
 * ended, so each error can be laid against the moments something was killed.
 */
export interface Customer {
  email: string;
  password: string;
  /** The client address the app sees (X-Forwarded-For): each customer its own, for the rate limits. */
  address: string;
}

export interface SentRequest {
  kind: string;
  start: number;
  end: number;
  /** 0 when no answer came (a network error or a timeout). */
  status: number;
  error: boolean;
}

/** A payment the load confirmed, and what the client was told. */
export interface ConfirmedPayment {
  bookingId: string;
  paymentId: string;
  mode: 'FULL_PAYMENT' | 'PARTIAL_PAYMENT';
  /** SUCCESS or FAILED from the API; `unknown` when no answer came (in flight at a kill). */
  outcome: string;
}

/**
 * Sign-ins per customer at most: each customer has its own client address, and the app allows
 * 50 sign-ins per address in 15 minutes (decision 012); a fast machine must not reach that.
 */
const MAX_SIGN_INS = 30;

/** 2xx and redirects are answers; so are the API's business refusals (409: an aircraft just taken). */
const isAnswer = (status: number) => (status >= 200 && status < 400) || status === 409;

const ROUTES = [
  ['KTEB', 'KPBI'],
  ['KVNY', 'KLAS'],
  ['KDAL', 'KHOU'],
  ['KBOS', 'KMIA'],
  ['KSDL', 'KSJC'],
  ['KMDW', 'KATL'],
] as const;

export class Load {
  readonly sent: SentRequest[] = [];
  /** GETs sent again once after the connection closed under them, as browsers do (printed). */
  readonly retried: { kind: string; at: number }[] = [];
  readonly payments: ConfirmedPayment[] = [];
  private running = false;
  private users: Promise<void>[] = [];

  constructor(
    private readonly base: string,
    private readonly customers: readonly Customer[],
  ) {}

  start(): void {
    this.running = true;
    this.users = this.customers.map((customer, i) => this.user(customer, i));
  }

  /** Stops starting new work and waits for what is in flight. */
  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.users);
  }

  /**
   * Resolves once `count` more requests have been answered from now, `payments` of them
   * confirmed payments: a stretch of steady load, however fast this machine serves it.
   */
  async answered(count: number, payments = 0, timeoutMs = 120_000): Promise<void> {
    const answered = () => this.sent.filter((r) => !r.error).length;
    const target = answered() + count;
    const paid = this.payments.length + payments;
    const deadline = Date.now() + timeoutMs;
    while (answered() < target || this.payments.length < paid) {
      if (Date.now() > deadline) throw new Error(`the load had ${count} requests answered in ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  errors(): SentRequest[] {
    return this.sent.filter((r) => r.error);
  }

  private async user(customer: Customer, index: number): Promise<void> {
    const headers = { 'X-Forwarded-For': customer.address };
    let jar = await signInThroughPages(this.base, customer, new CookieJar(), headers);
    for (let round = 0; this.running; round++) {
      const token = jar.get(ACCESS_COOKIE) ?? '';
      const route = ROUTES[(index + round) % ROUTES.length] ?? ROUTES[0];
      const option = await this.search(token, headers, route, 5 + ((index * 7 + round) % 35));
      await this.call('page /my-trips', `/my-trips`, { headers: { ...headers, Cookie: jar.header() } });
      if (option && round % 2 === 0) {
        await this.book(token, headers, option, round % 4 === 0 ? 'FULL_PAYMENT' : 'PARTIAL_PAYMENT');
      }
      if (round % 5 === 4 && round < 5 * MAX_SIGN_INS) {
        const fresh = new CookieJar();
        const start = performance.now();
        const credentials = { email: customer.email, password: customer.password };
        const res = await postForm(this.base, '/login', fresh, credentials, headers).catch(() => undefined);
        this.record('sign-in (page)', start, res?.status ?? 0, res?.status === 302);
        if (res?.status === 302) jar = fresh;
      }
    }
  }

  /** A search over the API; answers an aircraft offered, if any. */
  private async search(
    token: string,
    headers: Record<string, string>,
    [origin, destination]: readonly [string, string],
    days: number,
  ): Promise<string | undefined> {
    const search = roundTrip(origin, destination, {
      departDays: days,
      returnDays: days + 2,
      time: '10:00',
      returnTime: '15:00',
      passengers: 2,
      from: new Date(),
    });
    const body = await this.api<{ data?: Record<string, { aboneSearchId: string | null }[]> | null }>(
      'search',
      '/api/aircraft/search-results-v2',
      token,
      headers,
      search,
    );
    const options = Object.values(body?.data ?? {}).flat();
    return options.find((o) => o.aboneSearchId)?.aboneSearchId ?? undefined;
  }

  /** Draft, initiate, tokenise the card, confirm: a booking paid in full or reserved with the deposit. */
  private async book(
    token: string,
    headers: Record<string, string>,
    aboneSearchId: string,
    mode: ConfirmedPayment['mode'],
  ): Promise<void> {
    const draft = await this.api<{ bookingId: string }>(
      'update-addons',
      '/api/book-aircraft/update-addons',
      token,
      headers,
      {
        aboneSearchId,
        bookingId: '',
        addonIds: [],
        useRewards: false,
      },
    );
    if (!draft?.bookingId) return;
    const opened = await this.api<{ paymentId: string; authorizeNetData: { apiLoginId: string; clientKey: string } }>(
      'payment initiate',
      '/api/payment/initiate',
      token,
      headers,
      { bookingId: draft.bookingId, paymentMethod: 'CREDIT_CARD', paymentMode: mode, peakAcknowledged: true },
    );
    if (!opened?.paymentId) return;
    const card = await this.api<{ opaqueData: { dataDescriptor: string; dataValue: string } }>(
      'card token',
      '/sandbox-gateway/v1/tokens',
      '',
      headers,
      {
        clientKey: opened.authorizeNetData.clientKey,
        apiLoginID: opened.authorizeNetData.apiLoginId,
        cardData: { cardNumber: '4111111111111111', month: '12', year: '2030', cardCode: '123' },
      },
    );
    if (!card?.opaqueData) return;
    const paid = await this.api<{ status: string }>('payment confirm', '/api/payment/confirm', token, headers, {
      paymentId: opened.paymentId,
      paymentMethod: 'CREDIT_CARD',
      mode,
      ...card.opaqueData,
    });
    this.payments.push({
      bookingId: draft.bookingId,
      paymentId: opened.paymentId,
      mode,
      outcome: paid?.status ?? 'unknown',
    });
  }

  private async api<T>(
    kind: string,
    path: string,
    token: string,
    headers: Record<string, string>,
    body: unknown,
  ): Promise<T | undefined> {
    const res = await this.call(kind, path, {
      method: 'POST',
      headers: {
        ...headers,
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    if (!res || res.status !== 200) return undefined;
    try {
      return JSON.parse(res.text) as T;
    } catch {
      return undefined;
    }
  }

  private async call(
    kind: string,
    path: string,
    init: RequestInit,
  ): Promise<{ status: number; text: string } | undefined> {
    const start = performance.now();
    const send = async () => {
      const res = await fetch(this.base + path, { redirect: 'manual', signal: AbortSignal.timeout(30_000), ...init });
      // The body is part of the answer: one cut off midway is an error too.
      return { status: res.status, text: await res.text() };
    };
    try {
      let answer: { status: number; text: string };
      try {
        answer = await send();
      } catch (error) {
        // A kept-alive connection that nginx closes as a request goes out on it (a reload when a
        // node joins or leaves): browsers send an idempotent request again on a new connection
        // (RFC 9110, 9.2.2), so the load does too, once, for a GET that got no answer at all.
        if ((init.method ?? 'GET') !== 'GET' || isTimeout(error)) throw error;
        this.retried.push({ kind, at: performance.now() });
        answer = await send();
      }
      this.record(kind, start, answer.status, isAnswer(answer.status));
      return answer;
    } catch {
      this.record(kind, start, 0, false);
      return undefined;
    }
  }

  private record(kind: string, start: number, status: number, answered: boolean): void {
    this.sent.push({ kind, start, end: performance.now(), status, error: !answered });
  }
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}
