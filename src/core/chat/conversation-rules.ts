import { describeOpening, isOpenAt, type ConciergeHours } from './concierge-hours';
import type { ChatMessage, ChatPlan, Conversation, NewChatMessage } from './conversation';

/**
 * What each event does to a conversation, decided from its state at that moment (the store
 * holds the conversation's lock while the plan is made and applied). Pure: time comes in.
 *
 * When nobody answers (issue 17, item 5): a customer who writes outside the concierge's hours,
 * or whose message no staff member answers within 5 minutes, is told so in the conversation and
 * gets the reply by e-mail. A staff reply to a customer who has left (no page of theirs has the
 * conversation open, and a minute has passed) is e-mailed with a link back to it.
 */
export const NO_ANSWER_AFTER_MS = 5 * 60_000;
/** A reply not seen for this long by a customer with no page open is e-mailed (a reload or a page change takes seconds). */
export const LEFT_AFTER_MS = 60_000;
/** A page with the conversation open renews its presence this often, and it lasts this long. */
export const PRESENCE_RENEW_MS = 20_000;
export const PRESENCE_TTL_MS = 45_000;

export const CHAT_NOTICES = {
  outsideHours: (back: string | null) =>
    `Our Flight Concierge Team is away right now${back ? ` and back ${back}` : ''}. Your message is with us: we will answer here and send the reply to your e-mail.`,
  noAnswer:
    'Sorry to keep you waiting: every concierge is with another traveller right now. You can leave this page: we will answer here and send the reply to your e-mail.',
  joined: (name: string) => `${name} from the Flight Concierge Team has joined the conversation.`,
  closed: 'The concierge closed this conversation. Write here again any time and it reopens.',
} as const;

const notice = (text: string): NewChatMessage => ({ author: 'SYSTEM', authorUserId: null, authorName: null, text });

export interface ChatPerson {
  userId: string | null;
  name: string;
}

/**
 * The customer writes: they are waiting for an answer from now (or since their first unanswered
 * message); a closed conversation opens again. Outside the concierge's hours they are told when
 * the team is back and that the reply will come by e-mail, once per wait.
 */
export function customerWrites(
  conversation: Conversation,
  author: ChatPerson,
  text: string,
  now: Date,
  hours: ConciergeHours,
): ChatPlan {
  const plan: ChatPlan = {
    messages: [{ author: 'CUSTOMER', authorUserId: author.userId, authorName: author.name, text }],
    update: { waitingSince: conversation.waitingSince ?? now, status: 'OPEN', closedAt: null },
  };
  if (!conversation.awaitingEmail && !isOpenAt(hours, now)) {
    plan.messages.push(notice(CHAT_NOTICES.outsideHours(describeOpening(hours, now))));
    plan.update.awaitingEmail = true;
  }
  return plan;
}

/**
 * A staff member replies: the wait is over, and a conversation nobody had taken is theirs. When
 * the customer was told the reply would come by e-mail, this reply is e-mailed.
 */
export function staffReplies(
  conversation: Conversation,
  staff: ChatPerson & { userId: string },
  text: string,
): ChatPlan {
  const emailed = conversation.awaitingEmail;
  return {
    messages: [{ author: 'STAFF', authorUserId: staff.userId, authorName: staff.name, text }],
    update: {
      waitingSince: null,
      noAnswerNoticeAt: null,
      awaitingEmail: false,
      assignee: conversation.assignee ?? { userId: staff.userId, name: staff.name },
      ...(emailed ? { emailedThroughSeq: conversation.lastSeq + 1 } : {}),
    },
    emailStaffReplies: emailed,
  };
}

/** "Assign to me": the customer is told who is with them. Nothing to do when it is theirs already. */
export function staffTakes(conversation: Conversation, staff: ChatPerson & { userId: string }): ChatPlan | null {
  if (conversation.assignee?.userId === staff.userId) return null;
  return {
    messages: [notice(CHAT_NOTICES.joined(staff.name))],
    update: { assignee: { userId: staff.userId, name: staff.name } },
  };
}

/** Closing ends the wait; the customer may write again, which opens it again. */
export function staffCloses(conversation: Conversation, now: Date): ChatPlan | null {
  if (conversation.status === 'CLOSED') return null;
  return {
    messages: [notice(CHAT_NOTICES.closed)],
    update: { status: 'CLOSED', closedAt: now, waitingSince: null, noAnswerNoticeAt: null, awaitingEmail: false },
  };
}

/** Whether a waiting customer should now be told that nobody answered within 5 minutes. */
export function noAnswerDue(conversation: Conversation, now: Date): boolean {
  return (
    conversation.status === 'OPEN' &&
    conversation.waitingSince !== null &&
    !conversation.awaitingEmail &&
    conversation.noAnswerNoticeAt === null &&
    now.getTime() - conversation.waitingSince.getTime() >= NO_ANSWER_AFTER_MS
  );
}

/** The oldest wait that may be due now (for the store's search). */
export const noAnswerCutoff = (now: Date) => new Date(now.getTime() - NO_ANSWER_AFTER_MS);

export function noAnswerNotice(conversation: Conversation, now: Date): ChatPlan | null {
  if (!noAnswerDue(conversation, now)) return null;
  return { messages: [notice(CHAT_NOTICES.noAnswer)], update: { noAnswerNoticeAt: now, awaitingEmail: true } };
}

/**
 * The staff replies to e-mail to a customer who has left: those they have not seen and that
 * were not e-mailed yet, once no page of theirs has had the conversation open for a minute and
 * the first of them is a minute old (a reload or a page change takes seconds, and the page then
 * shows them). `messages` are the conversation's messages after the last the customer read.
 */
export function repliesForAbsentCustomer(
  conversation: Conversation,
  messages: readonly ChatMessage[],
  now: Date,
): ChatMessage[] {
  const since = absentCutoff(now).getTime();
  const present = conversation.customerPresentUntil;
  if (present !== null && present.getTime() > since) return [];
  const seen = Math.max(conversation.customerReadSeq, conversation.emailedThroughSeq);
  const replies = messages.filter((m) => m.author === 'STAFF' && m.seq > seen);
  const first = replies[0];
  if (!first || first.at.getTime() > since) return [];
  return replies;
}

/** Absent since, and replied to by, this time or before: e-mail (for the store's search). */
export const absentCutoff = (now: Date) => new Date(now.getTime() - LEFT_AFTER_MS);
