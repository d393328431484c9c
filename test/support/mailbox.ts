import { LOCAL_MAILBOX, type LocalMailbox, type MailboxMessage } from '../../ports/mailer';
import { JOBS } from '../../src/composition/jobs';
import type { Application } from '../../src/container';

/**
 * Reading what the app e-mailed, in tests on the local mailbox (MAILER=outbox). Messages are
 * queued in the outbox and sent by the node's sender in the background (docs/decisions/025);
 * each reader first runs the sender once more and waits for it, so everything queued before
 * the call has been delivered when it reads.
 */
export async function deliveredMail(app: Application, limit = 100): Promise<MailboxMessage[]> {
  await app.jobs.runner.runNow(JOBS.mail);
  return app.container.get<LocalMailbox>(LOCAL_MAILBOX).list(limit);
}

/** The newest message to `email` (of `kind`, when given); throws when there is none. */
export async function latestMailTo(app: Application, email?: string, kind?: string): Promise<MailboxMessage> {
  const found = (await deliveredMail(app)).find((m) => sentTo(m, email) && (kind === undefined || m.kind === kind));
  if (!found) throw new Error(`no e-mail${kind ? ` (${kind})` : ''}${email ? ` to ${email}` : ''} in the mailbox`);
  return found;
}

/** The six-digit code of the newest code e-mail to `email` (or to anyone, when not given). */
export async function mailedCode(app: Application, email?: string): Promise<string> {
  const found = (await deliveredMail(app)).find(
    (m) => sentTo(m, email) && (m.kind === 'confirmation-code' || m.kind === 'reset-code'),
  );
  const code = found && /\b(\d{6})\b/.exec(found.text)?.[1];
  if (!code) throw new Error(`no code e-mailed${email ? ` to ${email}` : ''}`);
  return code;
}

/** Addresses are kept lower-cased, as the identity provider keeps usernames. */
function sentTo(message: MailboxMessage, email: string | undefined): boolean {
  return email === undefined || message.to === email.toLowerCase();
}
