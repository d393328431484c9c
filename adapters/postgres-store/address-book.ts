import { and, asc, eq, isNull } from 'drizzle-orm';
import { inject, injectable } from 'inversify';
import type {
  AddressBookStore,
  BookingPassenger,
  EmergencyContact,
  StoredLimoRequest,
  StoredTraveller,
} from '../../ports/charter/address-book-store';
import type { OutboxEntry } from '../../ports/message-outbox';
import { DB, type Db } from './database';
import { queueMessages } from './message-outbox';
import { bookingEmergencyContacts, bookingPassengers, limoRequests, travellers } from './schema';

type TravellerRow = typeof travellers.$inferSelect;

/** The address book, passengers, emergency contacts and limo requests on PGlite or PostgreSQL. */
@injectable()
export class PostgresAddressBookStore implements AddressBookStore {
  constructor(@inject(DB) private readonly db: Db) {}

  async travellers(userId: string): Promise<StoredTraveller[]> {
    const rows = await this.db
      .select()
      .from(travellers)
      .where(and(eq(travellers.ownerUserId, userId), isNull(travellers.removedAt)))
      .orderBy(asc(travellers.createdAt), asc(travellers.id));
    return rows.map(fromTravellerRow);
  }

  async traveller(id: string): Promise<StoredTraveller | undefined> {
    const [row] = await this.db.select().from(travellers).where(eq(travellers.id, id));
    return row ? fromTravellerRow(row) : undefined;
  }

  async addTraveller(traveller: StoredTraveller): Promise<void> {
    await this.db.insert(travellers).values({ ...traveller, removedAt: null });
  }

  async removeTraveller(id: string, now: Date): Promise<void> {
    await this.db.update(travellers).set({ removedAt: now }).where(eq(travellers.id, id));
  }

  async passengers(bookingId: string): Promise<BookingPassenger[]> {
    const rows = await this.db
      .select()
      .from(bookingPassengers)
      .where(eq(bookingPassengers.bookingId, bookingId))
      .orderBy(asc(bookingPassengers.assignedAt), asc(bookingPassengers.seq));
    return rows.map(({ seq: _seq, ...passenger }) => passenger);
  }

  async savePassenger(passenger: BookingPassenger): Promise<void> {
    await this.db
      .insert(bookingPassengers)
      .values(passenger)
      .onConflictDoUpdate({
        target: [bookingPassengers.bookingId, bookingPassengers.travellerId],
        set: { legs: passenger.legs, lead: passenger.lead },
      });
  }

  async setLead(bookingId: string, travellerId: string | null): Promise<void> {
    // One statement, so no moment shows two leads or, mid-change, none.
    const passengersOf = eq(bookingPassengers.bookingId, bookingId);
    if (travellerId === null) {
      await this.db.update(bookingPassengers).set({ lead: false }).where(passengersOf);
      return;
    }
    await this.db
      .update(bookingPassengers)
      .set({ lead: eq(bookingPassengers.travellerId, travellerId) })
      .where(passengersOf);
  }

  async removePassenger(bookingId: string, travellerId: string): Promise<void> {
    await this.db
      .delete(bookingPassengers)
      .where(and(eq(bookingPassengers.bookingId, bookingId), eq(bookingPassengers.travellerId, travellerId)));
  }

  async emergencyContact(bookingId: string): Promise<EmergencyContact | undefined> {
    const [row] = await this.db
      .select({
        fname: bookingEmergencyContacts.fname,
        lname: bookingEmergencyContacts.lname,
        phoneNumber: bookingEmergencyContacts.phoneNumber,
      })
      .from(bookingEmergencyContacts)
      .where(eq(bookingEmergencyContacts.bookingId, bookingId));
    return row;
  }

  async saveEmergencyContact(bookingId: string, contact: EmergencyContact, now: Date): Promise<void> {
    const values = { ...contact, updatedAt: now };
    await this.db
      .insert(bookingEmergencyContacts)
      .values({ bookingId, ...values })
      .onConflictDoUpdate({ target: bookingEmergencyContacts.bookingId, set: values });
  }

  async addLimoRequest(request: StoredLimoRequest, messages: OutboxEntry[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.insert(limoRequests).values(request);
      await queueMessages(tx, messages, request.createdAt);
    });
  }

  async limoRequests(bookingId: string): Promise<StoredLimoRequest[]> {
    return this.db
      .select()
      .from(limoRequests)
      .where(eq(limoRequests.bookingId, bookingId))
      .orderBy(asc(limoRequests.createdAt), asc(limoRequests.id));
  }
}

function fromTravellerRow(row: TravellerRow): StoredTraveller {
  const { removedAt: _removedAt, ...traveller } = row;
  return traveller;
}
