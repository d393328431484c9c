/**
 * What a customer's reply to one of our texts asks for, as carriers and Twilio read it: the
 * whole message, one keyword, whatever its case. Carriers require every sender to honour STOP
 * and answer HELP; Twilio does so itself on long codes (and then refuses further texts with
 * error 21610), so keeping our own list in step means the customer's SMS switch says what the
 * carrier does. Pure: the brand and the support contacts come in.
 */

export type KeywordAction = 'opt-out' | 'opt-in' | 'help' | 'none';

/** Twilio's default opt-out words (REVOKE and OPTOUT were added for the FCC's 2025 rules). */
const OPT_OUT = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'REVOKE', 'OPTOUT']);
const OPT_IN = new Set(['START', 'YES', 'UNSTOP']);
const HELP = new Set(['HELP', 'INFO']);

/** Longer than any keyword with its punctuation: a real message is never read as one. */
const LONGEST_KEYWORD_MESSAGE = 24;

export function keywordAction(body: string): KeywordAction {
  // Phones add a full stop or an exclamation mark, and a pasted control character is noise.
  // oxlint-disable-next-line no-control-regex -- removing control characters is the point
  const cleaned = body.replace(/[\u0000-\u001f\u007f-\u009f]/g, '').trim();
  if (cleaned.length > LONGEST_KEYWORD_MESSAGE) return 'none';
  const word = cleaned.replace(/[.!?\s]+$/u, '').toUpperCase();
  if (OPT_OUT.has(word)) return 'opt-out';
  if (OPT_IN.has(word)) return 'opt-in';
  if (HELP.has(word)) return 'help';
  return 'none';
}

export interface KeywordReplyContext {
  /** The name the customer knows us by, first in every reply ("Contrail"). */
  brand: string;
  supportEmail: string;
  /** Shown in the HELP reply when there is one, E.164 or as it should read. */
  supportPhone?: string;
}

/**
 * The answer to a keyword, or null when the message is not one. Each fits one SMS segment
 * with ordinary contacts, names the brand first (carriers ask that a reply say who it is from),
 * and says how to get help or undo it.
 */
export function keywordReply(action: KeywordAction, context: KeywordReplyContext): string | null {
  const { brand, supportEmail, supportPhone } = context;
  switch (action) {
    case 'opt-out':
      return `${brand}: you will get no more texts from us. Reply START to resume, HELP for help.`;
    case 'opt-in':
      return `${brand}: texts about your bookings and flights are on again. Reply STOP to stop, HELP for help.`;
    case 'help': {
      const contacts = supportPhone ? `${supportEmail} or ${supportPhone}` : supportEmail;
      return `${brand}: booking and flight texts. Help: ${contacts}. Msg & data rates may apply. Reply STOP to stop.`;
    }
    case 'none':
      return null;
  }
}
