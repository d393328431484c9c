import request from 'supertest';
import type { TestApp } from '../../../test/support/app';
import { aSupportAgent, CUSTOMER_PASSWORD } from '../../../test/support/customers';
import { appClock, enrolThroughPage, nextCode } from '../../../test/support/second-factor';
import { addPasskeyWith, passkeySignIn, SoftAuthenticator } from '../../../test/support/passkeys';
import { auditActionWords } from '../../../src/core/desk/audit-actions';
import type { CodeGiven, SecondFactorTasks, SignInOutcome } from '../second-factor-tasks';

type Agent = ReturnType<typeof request.agent>;

interface Staff {
  fullName: string;
  email: string;
  password: string;
  recoveryCodes: string[];
  lastCode?: string;
  lastRecoveryCode?: string;
  /** Their passkeys (their laptop's), once they add one. */
  passkeys?: SoftAuthenticator;
  /** Their own browser session, once signed in. */
  agent?: Agent;
}

/** The second factor through the pages, as a browser without JavaScript: forms and redirects. */
export class HttpSecondFactorTasks implements SecondFactorTasks {
  private readonly staff = new Map<string, Staff>();
  /** The session of the last sign-in (someone's, or an attacker's with a stolen password). */
  private last?: Agent;

  constructor(private readonly app: TestApp) {}

  private get samePage() {
    return { Origin: this.app.url, 'Sec-Fetch-Site': 'same-origin' };
  }

  private person(first: string): Staff {
    const found = this.staff.get(first);
    if (!found) throw new Error(`nobody called ${first} in this scenario yet`);
    return found;
  }

  async adminWithAuthenticator(fullName: string): Promise<void> {
    const [first = '', last = ''] = fullName.split(' ');
    const admin = await aSupportAgent(this.app.app, first, last, 'ADMIN');
    this.staff.set(first, { fullName, email: admin.email, password: admin.password, recoveryCodes: [] });
    const signedIn = await this.signIn(first, { kind: 'current' });
    if (signedIn.landedOn !== '/desk') throw new Error(`${first}'s sign-in ended on ${signedIn.landedOn}`);
    this.person(first).agent = this.last;
  }

  async opensSupportAccount(admin: string, fullName: string): Promise<void> {
    const [first = '', last = ''] = fullName.split(' ');
    const email = `${first}.${last}@contrail.test`.toLowerCase();
    const res = await this.agentOf(admin).post('/desk/staff').set(this.samePage).type('form').send({
      intent: 'create',
      email,
      firstname: first,
      lastname: last,
      password: CUSTOMER_PASSWORD,
      role: 'SUPPORT',
    });
    if (res.status !== 200) throw new Error(`creating ${email} answered ${res.status}`);
    this.staff.set(first, { fullName, email, password: CUSTOMER_PASSWORD, recoveryCodes: [] });
  }

  async setUpAuthenticator(staff: string): Promise<void> {
    await this.signIn(staff);
    await this.enrolFromPage(staff);
  }

  async signIn(first: string, code?: CodeGiven): Promise<SignInOutcome> {
    const staff = this.person(first);
    const agent = request.agent(this.app.url);
    this.last = agent;
    const login = await agent
      .post('/login')
      .set(this.samePage)
      .type('form')
      .send({ email: staff.email, password: staff.password });
    if (login.status !== 302) throw new Error(`the password was refused (${login.status})`);
    if (!code) return { landedOn: login.headers.location ?? '' };
    const answer = await agent
      .post('/second-factor')
      .set(this.samePage)
      .type('form')
      .send({ intent: 'verify', code: await this.codeOf(staff, code) });
    if (answer.status === 302) {
      staff.agent = agent;
      return { landedOn: answer.headers.location ?? '' };
    }
    const said =
      /<span class="field__error"[^>]*>([^<]+)<\/span>/.exec(answer.text) ??
      /<p class="form-error" role="alert">([^<]+)<\/p>/.exec(answer.text);
    return { landedOn: '/second-factor', message: said?.[1] ?? `(${answer.status})` };
  }

  private async codeOf(staff: Staff, code: CodeGiven): Promise<string> {
    switch (code.kind) {
      case 'current':
        staff.lastCode = await nextCode(staff.email, appClock(this.app.app));
        return staff.lastCode;
      case 'same-as-last':
        return staff.lastCode ?? '';
      case 'typed':
        return code.code;
      case 'recovery':
        staff.lastRecoveryCode = staff.recoveryCodes.shift() ?? '';
        return staff.lastRecoveryCode;
      case 'same-recovery-as-last':
        return staff.lastRecoveryCode ?? '';
    }
  }

  async enrolmentOffered(): Promise<boolean> {
    const page = await this.lastAgent().get('/second-factor');
    return page.status === 200 && page.text.includes('<svg') && page.text.includes('second-factor__key');
  }

  async enrolFromPage(first: string): Promise<string[]> {
    const staff = this.person(first);
    const agent = this.lastAgent();
    staff.recoveryCodes = await enrolThroughPage(agent, staff.email, this.samePage, appClock(this.app.app));
    staff.agent = agent;
    return [...staff.recoveryCodes];
  }

  async deskAnswers(): Promise<{ page: number; api: number }> {
    const agent = this.lastAgent();
    const page = await agent.get('/desk');
    const api = await agent.get('/desk/api/bookings');
    return { page: page.status, api: api.status };
  }

  async resetSecondFactor(admin: string, first: string): Promise<void> {
    const userId = await this.userIdOf(admin, first);
    const res = await this.agentOf(admin)
      .post('/desk/staff')
      .set(this.samePage)
      .type('form')
      .send({ intent: 'reset-second-factor', userId });
    if (res.status !== 200) throw new Error(`the reset answered ${res.status}`);
  }

  async auditAbout(admin: string, first: string): Promise<{ who: string; what: string; details: string }[]> {
    const userId = await this.userIdOf(admin, first);
    type Entry = { actorUserId: string; action: string; customerUserId: string | null; details: string | null };
    const lines: { who: string; what: string; details: string }[] = [];
    for (const staffId of [this.person(first).email, this.person(admin).email]) {
      const res = await this.agentOf(admin).get('/desk/api/audit').query({ staffId }).expect(200);
      const { entries, names } = res.body as { entries: Entry[]; names: Record<string, string> };
      for (const e of entries.filter((found) => found.actorUserId === userId || found.customerUserId === userId)) {
        lines.push({
          who: names[e.actorUserId] ?? e.actorUserId,
          what: auditActionWords(e.action),
          details: e.details ?? '',
        });
      }
    }
    return lines;
  }

  async addPasskey(first: string): Promise<void> {
    const added = await addPasskeyWith(this.agentOf(first), this.authenticator(first), this.samePage);
    if (added.status !== 201)
      throw new Error(`adding ${first}'s passkey answered ${added.status}: ${added.body.message}`);
  }

  async signInWithPasskey(first: string): Promise<SignInOutcome> {
    const outcome = await passkeySignIn(this.app.url, this.authenticator(first), this.samePage);
    this.last = outcome.agent;
    if (outcome.status === 200) this.person(first).agent = outcome.agent;
    return { landedOn: outcome.redirectTo ?? '', message: outcome.message };
  }

  private authenticator(first: string): SoftAuthenticator {
    const staff = this.person(first);
    staff.passkeys ??= new SoftAuthenticator(this.app.publicUrl);
    return staff.passkeys;
  }

  /** Whether `first`'s own session still reaches the desk. */
  async ownSessionAtDesk(first: string): Promise<number> {
    return (await this.agentOf(first).get('/desk')).status;
  }

  private async userIdOf(admin: string, first: string): Promise<string> {
    const res = await this.agentOf(admin).get('/desk/api/staff').expect(200);
    const member = (res.body as { userId: string; email: string }[]).find((m) => m.email === this.person(first).email);
    if (!member) throw new Error(`${first} is not among the staff accounts`);
    return member.userId;
  }

  private agentOf(first: string): Agent {
    const agent = this.person(first).agent;
    if (!agent) throw new Error(`${first} is not signed in`);
    return agent;
  }

  private lastAgent(): Agent {
    if (!this.last) throw new Error('nobody has signed in yet');
    return this.last;
  }
}
