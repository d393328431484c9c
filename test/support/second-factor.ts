import { setTimeout as sleep } from 'node:timers/promises';
import { CLOCK, type Clock } from '../../ports/clock';
import type { Application } from '../../src/container';
import { StaffSecondFactor } from '../../src/engine/second-factor/staff-second-factor';
import { TOTP_PERIOD_SECONDS, timeStepAt, totpCode } from '../../src/engine/second-factor/totp';
import type { Tokens } from '../../ports/identity-provider';
import { postForm, signInThroughPages } from './page-session';

/**
 * The tests' authenticator app (docs/decisions/053): it keeps each staff member's TOTP secret,
 * as a phone would, and gives a code no sign-in has used yet. The app accepts the step before
 * (until the current one ends) and the one after, so two or three sign-ins fit in one 30-second
 * step; the next waits for a new step, as a person would.
 */
const secrets = new Map<string, string>();
const lastSteps = new Map<string, number>();

export function rememberSecret(email: string, secret: string): void {
  secrets.set(email.toLowerCase(), secret);
  lastSteps.delete(email.toLowerCase());
}

export function secretOf(email: string): string {
  const secret = secrets.get(email.toLowerCase());
  if (!secret) throw new Error(`no authenticator holds a secret for ${email}`);
  return secret;
}

/** A code of `email`'s authenticator that the app takes at `now` and no sign-in has used. */
export async function nextCode(email: string, now: () => Date = () => new Date()): Promise<string> {
  const key = email.toLowerCase();
  const secret = secretOf(email);
  for (;;) {
    const at = now();
    const current = timeStepAt(at);
    // The step before is taken only until the current one ends: offered only early in the step,
    // so a code typed and sent on a loaded machine still arrives in time (20 s at least).
    const intoStep = at.getTime() / 1000 - current * TOTP_PERIOD_SECONDS;
    const lowest = intoStep <= 10 ? current - 1 : current;
    const step = Math.max(lowest, (lastSteps.get(key) ?? -Infinity) + 1);
    if (step <= current + 1) {
      lastSteps.set(key, step);
      return totpCode(secret, new Date(step * TOTP_PERIOD_SECONDS * 1000 + 1000));
    }
    // Every code the window allows has been used: the next step brings one.
    await sleep((current + 1) * TOTP_PERIOD_SECONDS * 1000 - now().getTime() + 50);
  }
}

/** The app's clock, for codes of the time it believes it is. */
export const appClock = (app: Application) => () => app.container.get<Clock>(CLOCK).now();

/**
 * Enrols a staff member signed in with `refreshToken` through the use case, as the page does:
 * answers the sign-in's tokens stamped with the second factor.
 */
export async function enrolledSignIn(
  app: Application,
  staff: { userId: string; email: string },
  refreshToken: string,
): Promise<{ tokens: Tokens; recoveryCodes: string[] }> {
  const factors = app.container.get(StaffSecondFactor);
  const who = { ...staff, refreshToken, requestId: null, address: '127.0.0.1' };
  const enrolment = await factors.enrolment(who);
  if (!enrolment.ok) throw new Error(enrolment.message);
  rememberSecret(staff.email, enrolment.value.secret);
  const enrolled = await factors.confirmEnrolment(who, await nextCode(staff.email, appClock(app)));
  if (!enrolled.ok) throw new Error(enrolled.message);
  return enrolled.value;
}

/** The key /second-factor shows for typing in by hand during enrolment; undefined once enrolled. */
export function keyOnPage(html: string): string | undefined {
  return /<code class="second-factor__key">([A-Z2-7]+)<\/code>/.exec(html)?.[1];
}

/** What a supertest agent does on pages: GET and form POSTs with its cookies. */
interface PageAgent {
  get(path: string): PromiseLike<{ status: number; text: string }>;
  post(path: string): {
    set(headers: Record<string, string>): {
      type(kind: 'form'): { send(body: Record<string, string>): PromiseLike<{ status: number; text: string }> };
    };
  };
}

/**
 * Enrols the signed-in staff member of `agent` through /second-factor as a person does: the key
 * read off the page into the authenticator, its first code sent. Answers the recovery codes the
 * page shows once.
 */
export async function enrolThroughPage(
  agent: PageAgent,
  email: string,
  samePage: Record<string, string>,
  now?: () => Date,
): Promise<string[]> {
  const page = await agent.get('/second-factor');
  const secret = keyOnPage(page.text);
  if (page.status !== 200 || !secret) throw new Error(`no enrolment on /second-factor (${page.status})`);
  rememberSecret(email, secret);
  const code = await nextCode(email, now);
  const enrolled = await agent.post('/second-factor').set(samePage).type('form').send({ intent: 'enrol', code });
  if (enrolled.status !== 200) throw new Error(`enrolment answered ${enrolled.status}`);
  return [...enrolled.text.matchAll(/<li><code>([a-z0-9]{5}-[a-z0-9]{5})<\/code><\/li>/g)].map((m) => m[1] ?? '');
}

/**
 * A staff member's browser session against a server in another process, by plain HTTP: signed in
 * through /login, their authenticator enrolled from /second-factor's key (or its code entered
 * when already enrolled). For benchmarks that work the desk.
 */
export async function staffSessionThroughPages(base: string, staff: { email: string; password: string }) {
  const jar = await signInThroughPages(base, staff);
  const page = await fetch(`${base}/second-factor`, { headers: { Cookie: jar.header() } });
  const secret = keyOnPage(await page.text());
  if (secret) rememberSecret(staff.email, secret);
  const code = await nextCode(staff.email);
  const proven = await postForm(base, '/second-factor', jar, { intent: secret ? 'enrol' : 'verify', code });
  if (proven.status !== (secret ? 200 : 302)) throw new Error(`the second factor answered ${proven.status}`);
  return jar;
}
