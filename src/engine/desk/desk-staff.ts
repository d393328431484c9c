import type { NewStaff } from '../../../ports/identity-provider';
import type { CustomerRecord } from '../../../ports/support-desk';
import type { AuditFilter, StaffAccess } from '../../../ports/audit-log';
import type { DeskDeps } from './desk-deps';
import { ADMINS_ONLY, Auditor, deskFail, deskOk, NOT_FOUND, type DeskResult, type StaffCaller } from './staff-caller';

export const STAFF_MESSAGES = {
  NOT_STAFF: 'That account is not a staff account.',
  NOT_YOURSELF: 'You cannot disable your own account.',
  NOT_YOUR_OWN_FACTOR: 'Ask another administrator to reset your own second factor.',
} as const;

/** The audit log's answer when a filter's e-mail names no account. */
export const noAccountWith = (email: string) => `No account has the e-mail ${email}.`;

export interface AuditPage {
  entries: StaffAccess[];
  more: boolean;
  /** The names of the people the entries and the filter mention, by user id. */
  names: Record<string, string>;
  /** The filter as user ids, its e-mails looked up. */
  filter: AuditFilter;
  /** Set when a filter's e-mail names no account (nothing is then listed). */
  notFound?: string;
}

export const AUDIT_PAGE_SIZE = 50;

/**
 * Staff accounts (administrators only: create, disable and enable, reset a password) and the
 * audit log (every staff member may read it). Both audited, the log's own readings included.
 */
export class DeskStaff {
  private readonly audit: Auditor;

  constructor(private readonly deps: DeskDeps) {
    this.audit = new Auditor(deps.audit, deps.clock);
  }

  /** Every staff account, with whether its second factor is set up (false: enrolment pending). */
  async list(staff: StaffCaller): Promise<DeskResult<(CustomerRecord & { secondFactor: boolean })[]>> {
    if (staff.role !== 'ADMIN') return ADMINS_ONLY;
    await this.audit.record(staff, 'desk.staff.read', {});
    const members = await this.deps.desk.staff();
    const listed: (CustomerRecord & { secondFactor: boolean })[] = [];
    for (const member of members) {
      const factor = await this.deps.secondFactors.factorOf(member.userId);
      listed.push(Object.assign(member, { secondFactor: Boolean(factor?.confirmedAt) }));
    }
    return deskOk(listed);
  }

  /**
   * Forgets a staff member's authenticator and recovery codes (a lost phone) and ends their
   * sessions: their next sign-in enrols again (docs/decisions/053).
   */
  async resetSecondFactor(staff: StaffCaller, userId: string): Promise<DeskResult<void>> {
    if (staff.role !== 'ADMIN') return ADMINS_ONLY;
    if (userId === staff.userId) return deskFail('REFUSED', STAFF_MESSAGES.NOT_YOUR_OWN_FACTOR);
    const member = await this.deps.desk.account(userId);
    if (!member) return NOT_FOUND;
    if (member.role === 'CUSTOMER') return deskFail('REFUSED', STAFF_MESSAGES.NOT_STAFF);
    const had = await this.deps.secondFactors.reset(userId);
    await this.deps.endSessions(userId);
    await this.audit.record(staff, 'desk.staff.reset-second-factor', {
      customerUserId: userId,
      details: had ? member.email : `${member.email} (none was set up)`,
    });
    return deskOk(undefined);
  }

  async create(staff: StaffCaller, input: NewStaff): Promise<DeskResult<{ userId: string }>> {
    if (staff.role !== 'ADMIN') return ADMINS_ONLY;
    const created = await this.deps.identity.createStaff(input);
    await this.audit.record(staff, 'desk.staff.create', {
      customerUserId: created.ok ? created.value.userId : null,
      found: created.ok,
      details: created.ok ? `${input.email} as ${input.role}` : `refused: ${created.error.message}`,
    });
    if (!created.ok) {
      const field = created.error.name === 'InvalidPasswordException' ? 'password' : 'email';
      return deskFail('INVALID', created.error.message, { [field]: created.error.message });
    }
    return deskOk(created.value);
  }

  async setDisabled(staff: StaffCaller, userId: string, disabled: boolean): Promise<DeskResult<void>> {
    if (staff.role !== 'ADMIN') return ADMINS_ONLY;
    if (disabled && userId === staff.userId) return deskFail('REFUSED', STAFF_MESSAGES.NOT_YOURSELF);
    const member = await this.deps.desk.account(userId);
    if (!member) return NOT_FOUND;
    if (member.role === 'CUSTOMER') return deskFail('REFUSED', STAFF_MESSAGES.NOT_STAFF);
    const result = await this.deps.identity.setDisabled(userId, disabled);
    if (!result.ok) return NOT_FOUND;
    // Its sessions end everywhere now, not when their access tokens run out.
    if (disabled) await this.deps.endSessions(userId);
    await this.audit.record(staff, disabled ? 'desk.staff.disable' : 'desk.staff.enable', {
      customerUserId: userId,
      details: member.email,
    });
    return deskOk(undefined);
  }

  /** E-mails the staff member a reset code (the forgot-password flow) and ends their sessions. */
  async resetPassword(staff: StaffCaller, userId: string): Promise<DeskResult<void>> {
    if (staff.role !== 'ADMIN') return ADMINS_ONLY;
    const member = await this.deps.desk.account(userId);
    if (!member) return NOT_FOUND;
    if (member.role === 'CUSTOMER') return deskFail('REFUSED', STAFF_MESSAGES.NOT_STAFF);
    const sent = await this.deps.identity.forgotPassword(member.email);
    if (!sent.ok) return deskFail('REFUSED', sent.error.message);
    await this.deps.endSessions(userId);
    await this.audit.record(staff, 'desk.staff.reset-password', { customerUserId: userId, details: member.email });
    return deskOk(undefined);
  }

  /**
   * A page of the log, newest first, with the names of the people it mentions (staff members and
   * customers by user id): readers ask who did it, and an id answers nobody. A deleted account
   * has no name; its id stands. The customer and the staff member of the filter may be given by
   * their e-mail, as staff know them: a customer's among customers, a staff member's among staff.
   */
  async auditLog(staff: StaffCaller, asked: AuditFilter, page: number): Promise<AuditPage> {
    const customer = await this.userIdOf(asked.customerUserId, 'customer');
    const actor = await this.userIdOf(asked.actorUserId, 'staff');
    const filter: AuditFilter = { bookingId: asked.bookingId, customerUserId: customer.id, actorUserId: actor.id };
    const notFound = customer.notFound ?? actor.notFound;
    const found: AuditPage = notFound
      ? { entries: [], more: false, names: {}, filter: asked, notFound: noAccountWith(notFound) }
      : await this.pageOf(filter, page);
    await this.audit.record(staff, 'desk.audit.read', {
      bookingId: filter.bookingId ?? null,
      customerUserId: filter.customerUserId ?? null,
      found: !notFound,
      details: asked.actorUserId ? `staff ${asked.actorUserId}` : null,
    });
    return found;
  }

  private async pageOf(filter: AuditFilter, page: number): Promise<AuditPage> {
    const rows = await this.deps.audit.staffAccesses(
      { ...filter, offset: (page - 1) * AUDIT_PAGE_SIZE },
      AUDIT_PAGE_SIZE + 1,
    );
    const entries = rows.slice(0, AUDIT_PAGE_SIZE);
    const ids = new Set([
      ...entries.flatMap((e) => (e.customerUserId ? [e.actorUserId, e.customerUserId] : [e.actorUserId])),
      ...[filter.customerUserId, filter.actorUserId].filter((id): id is string => Boolean(id)),
    ]);
    const accounts = await Promise.all([...ids].map((id) => this.deps.desk.account(id)));
    const names = Object.fromEntries(
      accounts.flatMap((a) => (a ? [[a.userId, `${a.firstname} ${a.lastname}`.trim() || a.email]] : [])),
    );
    return { entries, more: rows.length > AUDIT_PAGE_SIZE, names, filter };
  }

  /** A user id as given, or the user id of the account with the e-mail given. */
  private async userIdOf(
    given: string | undefined,
    side: 'customer' | 'staff',
  ): Promise<{ id?: string; notFound?: string }> {
    if (!given?.includes('@')) return { id: given };
    const email = given.trim().toLowerCase();
    const candidates = side === 'staff' ? await this.deps.desk.staff() : await this.deps.desk.findCustomers(email, 5);
    const account = candidates.find((a) => a.email.toLowerCase() === email);
    return account ? { id: account.userId } : { notFound: given.trim() };
  }
}
