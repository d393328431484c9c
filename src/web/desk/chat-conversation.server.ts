import { data, redirect } from 'react-router';
import { chatSchemas } from '../../core/chat/chat-input';
import type { ChatMessageView, StaffConversationView } from '../../engine/chat/chat-views';
import type { ActionArgs, LoaderArgs } from '../context';
import type { DataError } from '../data-protocol';
import { field } from '../pages/account/form-data.server';
import { failure, requireStaff } from './desk.server';
import { tripRow, type DeskTripRow } from './trip-rows';

export interface DeskChatData {
  conversation: StaffConversationView;
  messages: ChatMessageView[];
  bookings: DeskTripRow[];
  /** The staff member reading: whether the conversation is theirs. */
  me: string;
  now: string;
}

/** A conversation with the customer's bookings beside it: a reading, audited by the use case. */
export async function loader({ context, params }: LoaderArgs): Promise<DeskChatData> {
  const { staff } = requireStaff(context);
  const result = await context.chat.desk.view(staff, params.id ?? '');
  if (!result.ok) failure(result);
  return {
    conversation: result.value.conversation,
    messages: result.value.messages,
    bookings: result.value.bookings.map(tripRow),
    me: staff.userId,
    now: context.now().toISOString(),
  };
}

/**
 * Assign to me, close, and reply (the page's forms without JavaScript; with it, replies go
 * through the desk's chat API and arrive by the live feed).
 */
export async function action({ context, params, request }: ActionArgs) {
  const { staff } = requireStaff(context);
  const id = params.id ?? '';
  const form = await request.formData();
  const intent = field(form, 'intent');
  const desk = context.chat.desk;
  if (intent === 'assign' || intent === 'close') {
    const done = intent === 'assign' ? await desk.takeOn(staff, id) : await desk.close(staff, id);
    if (!done.ok) failure(done);
    return { ok: true };
  }
  if (intent === 'reply') {
    const parsed = chatSchemas.message.safeParse({ text: field(form, 'text') });
    if (!parsed.success) {
      return data({ ok: false, message: parsed.error.issues[0]?.message ?? 'Write a message first.' }, { status: 400 });
    }
    const sent = await desk.reply(staff, id, parsed.data.text);
    if (!sent.ok) failure(sent);
    return redirect(`/desk/chat/${encodeURIComponent(id)}`);
  }
  throw data({ message: 'Unknown action.' } satisfies DataError, { status: 400 });
}
