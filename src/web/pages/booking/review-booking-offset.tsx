import { useId, useState } from 'react';
import { useFetcher } from 'react-router';
import { offsetOf } from '../../../core/carbon/offset';
import { centsToDollars } from '../../../core/money';
import { useSite } from '../../shell/root-data';
import type { ReviewBookingActionData, ReviewBookingData } from './review-booking.server';
import { usd } from './review-booking-shared';
import { choiceOf, KeptChoices, RepriceFailure, repriceForm, UpdatePriceButton } from './review-booking-addons';

// Review booking: offsetting the trip's carbon (issue 29 item 3, docs/decisions/060).

export const OFFSET_CHOICE = "Offset this trip's carbon";

/**
 * The offset is the customer's choice: checked, the trip's tonnes (its quote's figure,
 * repositioning included, rounded up to a tenth) at the configured price per tonne join the
 * price as their own line, and the total she pays; the price the results guaranteed stays the
 * flight's. A trip without a carbon figure offers none.
 */
export function OffsetSection({ booking, onChange }: { booking: ReviewBookingData['booking']; onChange(): void }) {
  const fetcher = useFetcher<ReviewBookingActionData>();
  const id = useId();
  const site = useSite();
  const chosen = choiceOf(booking);
  const [offset, setOffset] = useState(chosen.offsetCarbon);
  const pending = fetcher.state !== 'idle';
  if (!booking.carbon) return null;
  const offer = offsetOf(booking.carbon.totalKg, site.carbonOffsetCentsPerTonne);
  const failed = fetcher.data && fetcher.data.intent === 'addons' && !fetcher.data.ok ? fetcher.data.message : null;

  const toggle = (on: boolean) => {
    setOffset(on);
    onChange();
    void fetcher.submit(repriceForm({ ...chosen, offsetCarbon: on }), { method: 'post' });
  };

  return (
    <section className="card review-booking__section" aria-labelledby={`${id}-offset`} aria-busy={pending}>
      <h2 id={`${id}-offset`}>Carbon offset</h2>
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="addons" />
        <KeptChoices choice={chosen} except="offsetCarbon" />
        <label className="review-booking__check">
          <input
            type="checkbox"
            name="offsetCarbon"
            checked={offset}
            disabled={pending}
            aria-describedby={`${id}-offset-hint`}
            onChange={(e) => toggle(e.target.checked)}
          />
          <span>{OFFSET_CHOICE}</span> <span className="review-booking__price">{usd(centsToDollars(offer.price))}</span>
        </label>
        <UpdatePriceButton />
        <p id={`${id}-offset-hint`} className="field__hint">
          {offer.tonnes.toFixed(1)} t CO2e: the trip&apos;s {booking.carbon.totalKg.toLocaleString('en-US')} kg, its
          repositioning flights included, rounded up to the tenth of a tonne, retired at{' '}
          {usd(centsToDollars(site.carbonOffsetCentsPerTonne))} a tonne once the trip is paid in full. Its certificate
          is in your booking details.
        </p>
      </fetcher.Form>
      <RepriceFailure message={failed} />
    </section>
  );
}
