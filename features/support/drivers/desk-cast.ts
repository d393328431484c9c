import type { TestApp } from '../../../test/support/app';
import { aCustomer, aSupportAgent, type SignedIn } from '../../../test/support/customers';
import { aPassenger, aTrip, type Trip } from '../../../test/support/desk';
import { deliveredMail } from '../../../test/support/mailbox';
import type { CustomersTrip, StaffRole } from '../desk-tasks';

/** Someone a desk scenario names: a customer or a staff member, with what they sign in with. */
export interface Person {
  fullName: string;
  email: string;
  password: string;
  account?: SignedIn;
}

/**
 * The people of a desk scenario and what customers did before support looks, for every driver:
 * accounts are made and trips paid through the app's own use cases (the customer's side is
 * features/payments'), so each driver spends its time on what staff do.
 */
export class DeskCast {
  private readonly people = new Map<string, Person>();
  private readonly trips = new Map<string, Trip>();

  constructor(protected readonly app: TestApp) {}

  /** Someone already introduced, by first name. */
  person(firstName: string): Person {
    const found = this.people.get(firstName);
    if (!found) throw new Error(`nobody called ${firstName} in this scenario yet`);
    return found;
  }

  /** Remembers someone the scenario introduces (staff opened on the desk itself included). */
  protected introduce(fullName: string, person: Omit<Person, 'fullName'>): Person {
    const [first = fullName] = fullName.split(' ');
    const introduced = { fullName, ...person };
    this.people.set(first, introduced);
    return introduced;
  }

  async staffMember(fullName: string, role: StaffRole): Promise<void> {
    const [first = '', last = ''] = fullName.split(' ');
    const account = await aSupportAgent(this.app.app, first, last, role);
    this.introduce(fullName, { email: account.email, password: account.password, account });
  }

  passwordOf(staff: string): string {
    return this.person(staff).password;
  }

  emailOf(person: string): string {
    return this.person(person).email;
  }

  fullNameOf(person: string): string {
    return this.person(person).fullName;
  }

  async hasTrip(fullName: string, paying: 'card' | 'wire', leavesInDays: number): Promise<CustomersTrip> {
    const [first = '', last = ''] = fullName.split(' ');
    const known = this.people.get(first);
    const account = known?.account ?? (await aCustomer(this.app.app, first, last));
    if (!known) this.introduce(fullName, { email: account.email, password: account.password, account });
    const trip = await aTrip(this.app, account, paying === 'card' ? 'paid' : 'awaiting-wire', leavesInDays);
    this.trips.set(first, trip);
    return this.tripOf(first);
  }

  async addPassenger(customer: string, passengerFullName: string): Promise<void> {
    const [first = '', last = ''] = passengerFullName.split(' ');
    await aPassenger(this.app, this.customer(customer), this.tripOf(customer).reference, first, last);
  }

  tripOf(customer: string): CustomersTrip {
    const trip = this.trips.get(customer);
    if (!trip) throw new Error(`${customer} has no trip in this scenario`);
    const { bookingId, flightCents, chargedCents, dueCents } = trip;
    return { reference: bookingId, flightCents, chargedCents, dueCents };
  }

  async inboxOf(customer: string): Promise<string[]> {
    const to = this.person(customer).email.toLowerCase();
    const mail = await deliveredMail(this.app.app);
    return mail
      .filter((m) => m.to === to)
      .map((m) => m.subject)
      .reverse();
  }

  private customer(firstName: string): SignedIn {
    const account = this.person(firstName).account;
    if (!account) throw new Error(`${firstName} has no customer account`);
    return account;
  }
}
