/** Sends one branded message: HTML with a plain-text part for clients that show no HTML. */
export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** What the message is about (confirmation-code, reset-code...), for the outbox and logs. */
  kind: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export const MAILER = Symbol.for('contrail.Mailer');

/** A stored message of the development outbox. */
export interface OutboxMessage extends MailMessage {
  id: string;
  createdAt: Date;
}

/** Where the outbox mailer keeps messages (the database, shared by every node). */
export interface MailOutboxStore {
  save(message: MailMessage, at: Date): Promise<OutboxMessage>;
  /** Newest first. */
  list(limit: number): Promise<OutboxMessage[]>;
}

export const MAIL_OUTBOX_STORE = Symbol.for('contrail.MailOutboxStore');
