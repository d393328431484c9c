import {
  absentCutoff,
  noAnswerCutoff,
  noAnswerNotice,
  repliesForAbsentCustomer,
} from '../../core/chat/conversation-rules';
import type { ChatDeps } from './chat-deps';
import { announce, replyEmail } from './chat-replies';

const BATCH = 50;

/**
 * The chat's background work on an engine node, safe on several nodes at once (every change is
 * decided again under the conversation's lock): customers who have waited 5 minutes without an
 * answer are told the reply will come by e-mail; replies a customer who left has not seen are
 * e-mailed once the first is a minute old.
 */
export async function runChatJobs(
  deps: Pick<ChatDeps, 'store' | 'bus' | 'clock' | 'keys' | 'log'>,
): Promise<{ told: number; emailed: number }> {
  const now = deps.clock.now();
  let told = 0;
  for (const id of await deps.store.waitingSince(noAnswerCutoff(now), BATCH)) {
    const changed = await deps.store.change(id, now, (locked) => noAnswerNotice(locked, now));
    if (!changed) continue;
    told += 1;
    await announce(deps, id, changed.messages);
  }
  let emailed = 0;
  for (const id of await deps.store.unseenReplies(absentCutoff(now), BATCH)) {
    const conversation = await deps.store.find(id);
    if (!conversation) continue;
    const seen = Math.max(conversation.customerReadSeq, conversation.emailedThroughSeq);
    const messages = await deps.store.messages(id, seen, 200);
    const through = repliesForAbsentCustomer(conversation, messages, now).at(-1)?.seq;
    if (through === undefined) continue;
    const changed = await deps.store.change(id, now, (locked) => {
      // Decided again under the lock: the customer may have read them, or another node mailed them.
      const replies = repliesForAbsentCustomer(locked, messages, now).filter((m) => m.seq <= through);
      if (replies.length === 0) return null;
      return { messages: [], update: { emailedThroughSeq: through }, outbox: replyEmail(locked, replies, deps.keys) };
    });
    if (changed) emailed += 1;
  }
  return { told, emailed };
}
