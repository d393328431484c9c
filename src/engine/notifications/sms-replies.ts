import { keywordAction, keywordReply, type KeywordReplyContext } from '../../core/notifications/sms-keywords';
import { toE164 } from '../../core/phone/phone-number';
import type { Clock } from '../../../ports/clock';
import type { SmsConsent } from '../../../ports/sms-consent';

export interface SmsRepliesDeps {
  consent: SmsConsent;
  clock: Clock;
  newId(): string;
  reply: KeywordReplyContext;
}

/**
 * A text a customer sent to our number (docs/decisions/043): STOP, START or HELP (and their
 * synonyms) as carriers define them. STOP turns texts off for that number at once, START on
 * again; each is recorded. Answers the reply to send back, or null for none.
 */
export class SmsReplies {
  constructor(private readonly deps: SmsRepliesDeps) {}

  async receive(from: string, body: string): Promise<{ reply: string | null; accounts: number } | null> {
    const phone = toE164(from);
    if (!phone) return null;
    const action = keywordAction(body);
    const accounts = await this.deps.consent.record(
      { phone, body: body.slice(0, 1_600), action, at: this.deps.clock.now() },
      this.deps.newId(),
    );
    return { reply: keywordReply(action, this.deps.reply), accounts };
  }
}
