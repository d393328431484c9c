import { openChat } from './open-chat';

/** "Chat about this trip": the concierge chat, opened on the conversation about this booking. */
export function ChatAboutTrip({ bookingId }: { bookingId: string }) {
  return (
    <button type="button" className="button button--ghost" onClick={() => openChat({ bookingId })}>
      Chat about this trip
    </button>
  );
}
