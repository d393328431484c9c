import { DateTime } from 'luxon';

/**
 * A browser's session against a running server, by plain HTTP: the cookies it keeps, a sign-in
 * through the /login form and a search through the /consumer-booking form, as a browser before
 * JavaScript sends them. For benchmarks and tests against servers in other processes.
 */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  /** Keeps the response's Set-Cookie values (name=value), over what was there. */
  remember(res: Response): void {
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      if (at > 0) this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** The Cookie header a browser would send. */
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/** Posts a page form from "our own page" (decision 012), keeping what the server sets. */
export async function postForm(
  base: string,
  path: string,
  jar: CookieJar,
  body: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Response> {
  const res = await fetch(base + path, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Sec-Fetch-Site': 'same-origin', Cookie: jar.header(), ...headers },
    body: new URLSearchParams(body),
    signal: AbortSignal.timeout(30_000),
  });
  jar.remember(res);
  await res.body?.cancel();
  return res;
}

/** Signs in through the /login form; throws unless it answers the redirect of a success. */
export async function signInThroughPages(
  base: string,
  customer: { email: string; password: string },
  jar = new CookieJar(),
  headers: Record<string, string> = {},
): Promise<CookieJar> {
  const res = await postForm(base, '/login', jar, customer, headers);
  if (res.status !== 302) throw new Error(`sign-in answered ${res.status}`);
  return jar;
}

/** Searches KTEB to KPBI (a round trip 10 days ahead) through the form: /book-flight then shows it. */
export async function searchThroughPages(base: string, jar: CookieJar): Promise<void> {
  const day = (days: number) => DateTime.now().setZone('America/New_York').plus({ days }).toISODate() ?? '';
  const res = await postForm(base, '/consumer-booking', jar, {
    routeType: 'ROUND_TRIP',
    from: 'KTEB',
    to: 'KPBI',
    date: day(10),
    time: '10:00',
    returnDate: day(12),
    returnTime: '15:00',
    passengers: '2',
  });
  if (res.headers.get('location') !== '/book-flight') throw new Error(`search answered ${res.status}`);
}
