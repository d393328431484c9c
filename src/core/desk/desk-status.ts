/** The statuses as the back office shows them: a hold is "Held" on a deposit, "Payment pending" on a wire. */
export type DeskStatusLabel = 'Draft' | 'Held' | 'Payment pending' | 'Booked' | 'Cancelled' | 'Completed';

export function statusLabel(
  status: 'DRAFT' | 'RESERVED' | 'BOOKED' | 'CANCELLED' | 'COMPLETED',
  awaitingWire: boolean,
): DeskStatusLabel {
  switch (status) {
    case 'DRAFT':
      return 'Draft';
    case 'RESERVED':
      return awaitingWire ? 'Payment pending' : 'Held';
    case 'BOOKED':
      return 'Booked';
    case 'CANCELLED':
      return 'Cancelled';
    case 'COMPLETED':
      return 'Completed';
  }
}
