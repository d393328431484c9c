/**
 * Delivers one rendered e-mail: HTML with a plain-text part for clients that show no HTML.
 * The outbox sender (src/engine/messages) is its only caller; everything else queues messages
 * in the outbox (ports/message-outbox.ts) and never waits on a mail server.
 */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array | string;
}

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** What the message is about (booking-confirmed, confirmation-code...), for the mailbox and logs. */
  kind: string;
  /** A stable Message-ID: a message sent twice (a crash after the server took it) reads as one. */
  messageId?: string;
  attachments?: MailAttachment[];
  /** Headers of the message's own (List-Unsubscribe and List-Unsubscribe-Post on an alert, RFC 8058). */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** Resolves once the mail server has taken the message; throws MailDeliveryError otherwise. */
  send(message: MailMessage): Promise<void>;
}

/**
 * The message was not delivered. `permanent`: the server refused it for good (no such mailbox,
 * a malformed address), so trying again cannot help; otherwise it may be tried later.
 */
export class MailDeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'MailDeliveryError';
  }
}

export const MAILER = Symbol.for('contrail.Mailer');

/** A message as the local mailbox of MAILER=outbox keeps it. */
export interface MailboxMessage {
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  kind: string;
  attachments: { filename: string; contentType: string; size: number }[];
  headers: Record<string, string>;
  createdAt: Date;
}

/** Where MAILER=outbox delivers: the database, shared by every node, read by /dev/mailbox and tests. */
export interface LocalMailbox {
  save(message: MailMessage, at: Date): Promise<MailboxMessage>;
  /** Newest first. */
  list(limit: number): Promise<MailboxMessage[]>;
}

export const LOCAL_MAILBOX = Symbol.for('contrail.LocalMailbox');
