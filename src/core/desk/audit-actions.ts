/**
 * The audit log's actions in its readers' words. The log stores a stable code
 * ("desk.booking.cancel"); the desk shows these. They name the action, not its outcome: a
 * refused one (a wrong password, a wire of the wrong amount) says so in the entry's details.
 * An action without words yet shows its code rather than nothing.
 */
const ACTION_WORDS: Record<string, string> = {
  'desk.bookings.search': 'Bookings searched',
  'desk.booking.read': 'Booking opened',
  'desk.booking.wire-received': 'Wire received',
  'desk.booking.cancel-quote': 'Refund worked out',
  'desk.booking.cancel': 'Cancellation',
  'desk.booking.resend-confirmation': 'Confirmation resent',
  'desk.booking.resend-message': 'Message sent again',
  'desk.refund.wired': 'Refund wired back',
  'desk.customers.search': 'Customers searched',
  'desk.customer.read': 'Customer opened',
  'desk.customer.wallet-credit': 'Wallet deposit',
  'desk.staff.read': 'Staff accounts listed',
  'desk.staff.create': 'New staff account',
  'desk.staff.disable': 'Staff account disabled',
  'desk.staff.enable': 'Staff account enabled',
  'desk.staff.reset-password': 'Staff password reset',
  'desk.staff.reset-second-factor': 'Staff second factor reset',
  'second-factor.enrolment-started': 'Authenticator enrolment started',
  'second-factor.enrolled': 'Authenticator enrolled',
  'second-factor.verified': 'Signed in with a code',
  'second-factor.recovery-code-used': 'Signed in with a recovery code',
  'second-factor.refused': 'Second factor refused',
  'passkey.added': 'Passkey added',
  'passkey.removed': 'Passkey removed',
  'passkey.signed-in': 'Signed in with a passkey',
  'desk.audit.read': 'Audit log read',
  'itinerary.page': 'Itinerary opened',
  'itinerary.pdf': 'Itinerary PDF opened',
  'itinerary.calendar': 'Calendar file downloaded',
  'itinerary.api': 'Itinerary read through the API',
};

export function auditActionWords(action: string): string {
  return ACTION_WORDS[action] ?? action;
}
