import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app';
import { confirmedCustomer, staffAgent } from '../support/customers';

/**
 * The audit log read by the people it concerns (issue 16): staff know customers and colleagues
 * by their e-mail, not by user id, so its customer and staff member filters take either. An
 * e-mail is looked up among customers for the customer filter and among staff for the staff
 * filter; one that names nobody there lists nothing and says so.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const SAME_PAGE = { 'Sec-Fetch-Site': 'same-origin' };

interface AuditAnswer {
  entries: { actorUserId: string; action: string; customerUserId: string | null }[];
  names: Record<string, string>;
  filter: { customerUserId?: string; actorUserId?: string };
  notFound?: string;
}

describe('the audit log filtered by e-mail', () => {
  it('lists one staff member’s entries, or one customer’s, and says when an e-mail names nobody', async () => {
    const admin = await staffAgent(app, 'ADMIN', 'Omar', 'Haddad');
    const ana = await staffAgent(app, 'SUPPORT', 'Ana', 'Ruiz');
    const maya = await confirmedCustomer(app, 'maya.audit@example.com');
    const found = await ana.agent.get(`/desk/api/customers?text=${maya.email}`).set(SAME_PAGE).expect(200);
    const mayaId = (found.body as { userId: string }[])[0]?.userId ?? '';
    await ana.agent.get(`/desk/api/customers/${mayaId}`).set(SAME_PAGE).expect(200);
    await admin.agent.get('/desk/api/staff').set(SAME_PAGE).expect(200);

    const read = async (query: Record<string, string>) =>
      (await admin.agent.get('/desk/api/audit').query(query).set(SAME_PAGE).expect(200)).body as AuditAnswer;

    const byAna = await read({ staffId: ana.staff.email.toUpperCase() });
    expect(byAna.entries.length).toBeGreaterThan(0);
    expect(new Set(byAna.entries.map((e) => byAna.names[e.actorUserId]))).toEqual(new Set(['Ana Ruiz']));
    expect(byAna.entries.map((e) => e.action)).toContain('desk.customer.read');

    const aboutMaya = await read({ customerId: maya.email });
    expect(aboutMaya.filter.customerUserId).toBe(mayaId);
    expect(aboutMaya.entries.length).toBeGreaterThan(0);
    expect(aboutMaya.entries.every((e) => e.customerUserId === mayaId)).toBe(true);

    // By id, as the log's own links filter: the same entries, after the reading just made.
    expect((await read({ customerId: mayaId })).entries.slice(1)).toEqual(aboutMaya.entries);

    const nobody: Record<string, string>[] = [
      { customerId: 'nobody@example.com' },
      // A customer is no staff member, and a staff member no customer.
      { staffId: maya.email },
      { customerId: ana.staff.email },
    ];
    for (const query of nobody) {
      const email = Object.values(query)[0] ?? '';
      expect(await read(query)).toMatchObject({ entries: [], notFound: `No account has the e-mail ${email}.` });
    }
  });
});
