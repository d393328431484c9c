import type { StaffConversationView } from '../../engine/chat/chat-views';
import type { LoaderArgs } from '../context';
import { requireStaff } from './desk.server';

export interface DeskInboxData {
  conversations: StaffConversationView[];
  /** The server's clock when the page was read: waiting times count from it. */
  now: string;
}

/** The inbox: open conversations, the longest waiting first (who and since when; reading one is audited). */
export async function loader({ context }: LoaderArgs): Promise<DeskInboxData> {
  const { staff } = requireStaff(context);
  return { conversations: await context.chat.desk.inbox(staff), now: context.now().toISOString() };
}
