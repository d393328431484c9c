import type { Database } from '../../adapters/postgres-store/database';
import { PostgresMessageOutbox } from '../../adapters/postgres-store/message-outbox';
import { PostgresProfileStore } from '../../adapters/postgres-store/users';
import type { Clock } from '../../ports/clock';
import type { ItineraryDocuments } from '../../ports/itinerary-documents';
import type { MailMessage, Mailer } from '../../ports/mailer';
import { MessageSender } from '../../src/engine/messages/message-sender';
import { MemoryMailer } from '../fakes/memory-mailer';

export const TEST_BRAND = {
  name: 'Contrail',
  conciergeEmail: 'concierge@contrail.test',
  conciergePhone: '+1 (888) 555-0142',
  publicUrl: 'http://contrail.test',
};

export const TEST_WIRE = {
  bankName: 'Sandbox National Bank',
  bankAddress: '100 Example Plaza, Chicago, IL 60601',
  accountName: 'Contrail Charter Escrow (sandbox)',
  accountNumber: '000123456789',
  routingNumber: '011000015',
  swiftCode: 'SNBKUS33XXX',
};

/**
 * The outbox of a test database with the real sender in front of a mailer the test holds
 * (memory by default): what an adapter queued is delivered when the test reads it.
 */
export class MailRoom {
  readonly outbox: PostgresMessageOutbox;
  readonly sender: MessageSender;

  readonly mailer: Mailer & { sent: MailMessage[] };

  constructor(
    database: Database,
    clock: Clock,
    options: { mailer?: Mailer & { sent: MailMessage[] }; documents?: ItineraryDocuments } = {},
  ) {
    const mailer = options.mailer ?? new MemoryMailer();
    this.mailer = mailer;
    this.outbox = new PostgresMessageOutbox(database.db, database);
    this.sender = new MessageSender({
      outbox: this.outbox,
      mailer,
      profiles: new PostgresProfileStore(database.db),
      documents: options.documents ?? { filesFor: async () => null },
      clock,
      brand: TEST_BRAND,
      wire: TEST_WIRE,
      mailDomain: 'contrail.test',
      random: () => 0,
      log: () => undefined,
    });
  }

  /** Everything delivered so far, after delivering what is due. */
  async sent(): Promise<MailMessage[]> {
    await this.sender.sendDue();
    return this.mailer.sent;
  }

  async lastCode(to: string): Promise<string> {
    const message = (await this.sent()).findLast((m) => m.to === to.toLowerCase() && /code/.test(m.kind));
    const code = message && /\b(\d{6})\b/.exec(message.text)?.[1];
    if (!code) throw new Error(`no code was mailed to ${to}`);
    return code;
  }
}
