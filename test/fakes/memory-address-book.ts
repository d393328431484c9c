import type { OutboxEntry } from '../../ports/message-outbox';
import type {
  AddressBookStore,
  BookingPassenger,
  EmergencyContact,
  StoredLimoRequest,
  StoredTraveller,
} from '../../ports/charter/address-book-store';

/** In-memory AddressBookStore; passes the same contract as Postgres. */
export class MemoryAddressBookStore implements AddressBookStore {
  private readonly travellerRows = new Map<string, { traveller: StoredTraveller; removed: boolean }>();
  private passengerRows: BookingPassenger[] = [];
  private readonly contacts = new Map<string, EmergencyContact>();
  private readonly limos: StoredLimoRequest[] = [];

  async travellers(userId: string): Promise<StoredTraveller[]> {
    return [...this.travellerRows.values()]
      .filter((row) => !row.removed && row.traveller.ownerUserId === userId)
      .map((row) => structuredClone(row.traveller))
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
  }

  async traveller(id: string): Promise<StoredTraveller | undefined> {
    const row = this.travellerRows.get(id);
    return row ? structuredClone(row.traveller) : undefined;
  }

  async addTraveller(traveller: StoredTraveller): Promise<void> {
    if (this.travellerRows.has(traveller.id)) throw new Error(`traveller ${traveller.id} exists`);
    this.travellerRows.set(traveller.id, { traveller: structuredClone(traveller), removed: false });
  }

  async removeTraveller(id: string): Promise<void> {
    const row = this.travellerRows.get(id);
    if (row) row.removed = true;
  }

  async passengers(bookingId: string): Promise<BookingPassenger[]> {
    return this.passengerRows
      .filter((p) => p.bookingId === bookingId)
      .map((p) => structuredClone(p))
      .sort((a, b) => a.assignedAt.getTime() - b.assignedAt.getTime());
  }

  async savePassenger(passenger: BookingPassenger): Promise<void> {
    const existing = this.passengerRows.find(
      (p) => p.bookingId === passenger.bookingId && p.travellerId === passenger.travellerId,
    );
    if (existing) {
      existing.legs = [...passenger.legs];
      existing.lead = passenger.lead;
      return;
    }
    if (!this.travellerRows.has(passenger.travellerId)) throw new Error('no such traveller');
    this.passengerRows.push(structuredClone(passenger));
  }

  async setLead(bookingId: string, travellerId: string | null): Promise<void> {
    for (const p of this.passengerRows) if (p.bookingId === bookingId) p.lead = p.travellerId === travellerId;
  }

  async removePassenger(bookingId: string, travellerId: string): Promise<void> {
    this.passengerRows = this.passengerRows.filter(
      (p) => !(p.bookingId === bookingId && p.travellerId === travellerId),
    );
  }

  async emergencyContact(bookingId: string): Promise<EmergencyContact | undefined> {
    const contact = this.contacts.get(bookingId);
    return contact ? { ...contact } : undefined;
  }

  async saveEmergencyContact(bookingId: string, contact: EmergencyContact): Promise<void> {
    this.contacts.set(bookingId, { fname: contact.fname, lname: contact.lname, phoneNumber: contact.phoneNumber });
  }

  /** What the requests queued for the customer, in order (an in-memory outbox of sorts). */
  readonly queued: OutboxEntry[] = [];

  async addLimoRequest(request: StoredLimoRequest, messages: OutboxEntry[]): Promise<void> {
    this.limos.push(structuredClone(request));
    this.queued.push(...structuredClone(messages));
  }

  async limoRequests(bookingId: string): Promise<StoredLimoRequest[]> {
    return this.limos
      .filter((r) => r.bookingId === bookingId)
      .map((r) => structuredClone(r))
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  }
}
