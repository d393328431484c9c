/**
 * The concierge chat as its people use it (features/chat): Maya (signed in) or Sam (a visitor)
 * in the site's chat on one node, Alex at the support desk on another, one PostgreSQL database.
 */
export interface ChatTasks {
  /** The nodes start with concierge hours that do not include now. Before any node is needed. */
  conciergeAway(): void;
  mayaSignedIn(): Promise<void>;
  alexAtTheDesk(): Promise<void>;
  /** Both, with a conversation under way (Alex has taken it and answered once). */
  talking(): Promise<void>;

  mayaOpensChatAndWrites(text: string): Promise<void>;
  /** Waits until Alex's inbox lists the customer (by name) as waiting. */
  alexFindsInInbox(name: string): Promise<{ waiting: string }>;
  alexTakesConversation(): Promise<void>;
  /** The conversation's text as Maya's chat shows it. */
  mayaReads(): Promise<string[]>;
  /** Maya sends `text` in her open chat. */
  mayaWrites(text: string): Promise<void>;
  /** Alex sends `text` from the conversation's page. */
  alexReplies(text: string): Promise<void>;
  /**
   * The last message's trip, in milliseconds from its sending until the other browser showed it
   * (NaN when that browser did not show it: minimised, or offline).
   */
  lastTrip(): Promise<number>;
  /** Alex's page says the customer has seen his last reply. */
  alexSeesReadMark(): Promise<boolean>;
  mayaReloads(): Promise<void>;
  dropMayasConnection(): Promise<void>;
  restoreMayasConnection(): Promise<void>;
  /** Waits until Maya's chat shows `text`; the message numbers it shows. */
  mayaWaitsFor(text: string): Promise<number[]>;
  mayaMaximises(): Promise<{ fills: boolean }>;
  mayaRestoresAndMinimises(): Promise<void>;
  /** The unread count on Maya's chat button (0 when none). */
  mayaUnreadCount(expected: number): Promise<number>;
  mayaOpensChatAgain(): Promise<void>;

  samWrites(text: string): Promise<{ notice: string }>;
  samLeaves(): Promise<void>;
  alexAnswersSam(text: string): Promise<void>;
  /** The e-mail Sam receives with the reply: its text and the link back. */
  samsEmail(): Promise<{ text: string; link: string }>;
  /** Opens the link in a new browser; the conversation's text as the chat there shows it. */
  openLinkElsewhere(link: string, expecting: string): Promise<string[]>;

  close(): Promise<void>;
}
