import { renderHtml, renderText, type ComposedMessage } from './layout';
import { isEmailKind, MESSAGE_FACTS, type EmailKind, type MessageFacts, type MessageKind } from './message-kinds';
import type { ComposeContext } from './compose-parts';
import {
  bookingCancelled,
  bookingConfirmed,
  bookingReserved,
  holdLapsed,
  holdReminder,
  refundProcessed,
  wireInstructions,
  wireReceived,
} from './compose-payments';
import { bookingChanged } from './compose-changes';
import { priceAlert, watchAlert } from './compose-watches';
import {
  accountDeleted,
  chatReply,
  confirmationCode,
  itineraryChanged,
  itineraryReady,
  limoRequested,
  passwordChanged,
  newSignIn,
  passkeyChanged,
  resetCode,
} from './compose-service';

export type { ComposeContext } from './compose-parts';

type Composer<K extends MessageKind> = (facts: MessageFacts<K>, ctx: ComposeContext) => ComposedMessage;

/** One composer per kind: adding a kind without its words does not compile. */
const COMPOSERS: { [K in EmailKind]: Composer<K> } = {
  'confirmation-code': confirmationCode,
  'reset-code': resetCode,
  'password-changed': passwordChanged,
  'new-sign-in': newSignIn,
  'passkey-changed': passkeyChanged,
  'account-deleted': accountDeleted,
  'booking-confirmed': bookingConfirmed,
  'booking-reserved': bookingReserved,
  'wire-instructions': wireInstructions,
  'wire-received': wireReceived,
  'hold-reminder': holdReminder,
  'hold-lapsed': holdLapsed,
  'booking-cancelled': bookingCancelled,
  'refund-processed': refundProcessed,
  'booking-changed': bookingChanged,
  'itinerary-ready': itineraryReady,
  'itinerary-changed': itineraryChanged,
  'limo-requested': limoRequested,
  'chat-reply': chatReply,
  'watch-alert': watchAlert,
  'price-alert': priceAlert,
};

export interface RenderedMessage {
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
}

/**
 * Writes a message: checks the stored facts against the kind's schema, composes the words and
 * renders both parts. A refusal names what was wrong with the facts (the sender records it).
 */
export function composeMessage(
  kind: MessageKind,
  facts: unknown,
  ctx: ComposeContext,
): { ok: true; message: RenderedMessage } | { ok: false; error: string } {
  if (!isEmailKind(kind)) return { ok: false, error: `${kind} is sent to phones only, never by e-mail` };
  const parsed = MESSAGE_FACTS[kind].safeParse(facts);
  if (!parsed.success) {
    return {
      ok: false,
      error: `facts of ${kind} do not match: ${parsed.error.issues.map((i) => i.path.join('.') || i.message).join(', ')}`,
    };
  }
  // The composer table is keyed by the same kind as the schema that parsed the facts.
  const composer = COMPOSERS[kind] as Composer<EmailKind>;
  const composed = composer(parsed.data as MessageFacts<EmailKind>, ctx);
  return {
    ok: true,
    message: {
      subject: composed.subject,
      html: renderHtml(ctx.brand, composed),
      text: renderText(ctx.brand, composed),
      ...(composed.headers ? { headers: composed.headers } : {}),
    },
  };
}
