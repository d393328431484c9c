import type { Browser, BrowserContext } from 'puppeteer';
import { codeOnTerminal, staffCommand, type AppProcess } from '../../test/support/app-process';
import { passSecondFactor } from '../../test/support/desk';
import { CUSTOMER_PASSWORD, signUpThroughApi } from '../../test/support/customers';
import { prepareMaya, type VisitData, type Who } from '../../test/support/page-visits';
import {
  acknowledgePeakTravel,
  bookLightJet,
  chooseAndConfirm,
  payByCard,
  signIn,
  VISA_APPROVED,
} from '../../test/support/payment-driver';

export interface AuditPeople {
  /** A browser session of each person, signed in as they are. */
  sessions: Record<Who, BrowserContext>;
  data: VisitData;
}

const MAYA = 'maya.okafor@example.com';
const ADMIN = { email: 'ines.moreau@contrail.test', first: 'Ines', last: 'Moreau', role: 'admin' };
/**
 * Omar of the visits is a customer whose social sign-in left out the phone. The app started by
 * the audit has no identity provider, so here he is a staff account, which has no phone either:
 * /complete-profile serves him its form, but the home screen's dialog is for customers only.
 */
const NO_PHONE = { email: 'omar.haddad@contrail.test', first: 'Omar', last: 'Haddad', role: 'support' };
/** A support member signed in by password, their authenticator still to set up (/second-factor). */
const NEW_STAFF = { email: 'noa.lind@contrail.test', first: 'Noa', last: 'Lind', role: 'support' };

/**
 * The people of test/support/page-visits.ts, made on the running app as people and operators
 * make them: Maya signs up (the code from the server's terminal), books and pays for a trip
 * by card in her browser, then gets a draft, a passenger and a saved search; the administrator
 * and Omar are created by `npm run staff:create`, which goes through
 * the server (decision 032).
 */
export async function makePeople(browser: Browser, app: AppProcess, dataDir: string): Promise<AuditPeople> {
  const sessions = {} as Record<Who, BrowserContext>;
  for (const who of ['visitor', 'maya', 'omar', 'staff', 'newStaff'] as const) {
    sessions[who] = await browser.createBrowserContext();
  }

  await signUpThroughApi(app.url, MAYA, (to) => codeOnTerminal(app, to));
  const page = await sessions.maya.newPage();
  page.setDefaultTimeout(30_000);
  await page.setViewport({ width: 1280, height: 900 });
  await signIn(page, app.url, MAYA, CUSTOMER_PASSWORD);
  const booked = await bookLightJet(page, app, 10);
  await acknowledgePeakTravel(page);
  await chooseAndConfirm(page, 'PAY_NOW_CARD');
  await payByCard(page, VISA_APPROVED);
  await page.waitForFunction(() => location.pathname === '/payment-success');
  const { draft, legsPath, conversation } = await prepareMaya(page, app.url, booked);
  await page.close();

  for (const [who, person] of [
    ['staff', ADMIN],
    ['omar', NO_PHONE],
    ['newStaff', NEW_STAFF],
  ] as const) {
    const args = ['--email', person.email, '--password', CUSTOMER_PASSWORD, '--role', person.role];
    args.push('--first', person.first, '--last', person.last);
    const created = await staffCommand('staff:create', args, { DATA_DIR: dataDir });
    if (created.code !== 0) throw new Error(`staff:create failed: ${created.stderr}`);
    const tab = await sessions[who].newPage();
    await signIn(tab, app.url, person.email, CUSTOMER_PASSWORD);
    // Their authenticator is enrolled at this first sign-in (docs/decisions/053); the new
    // member's is left to do, for the visit of its page.
    if (who !== 'newStaff') await passSecondFactor(tab, person.email);
    await tab.close();
  }

  // Maya's id, as the desk's customer search links her.
  const desk = await sessions.staff.newPage();
  await desk.goto(`${app.url}/desk/customers?text=${encodeURIComponent(MAYA)}`, { waitUntil: 'load' });
  const link = await desk.$eval('a[href^="/desk/customers/"]', (a) => a.getAttribute('href') ?? '');
  await desk.close();
  const customer = decodeURIComponent(link.split('/').pop() ?? '');

  return { sessions, data: { booked, draft, legsPath, customer, conversation } };
}
