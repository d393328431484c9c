import { useId, useState } from 'react';
import { useFetcher } from 'react-router';
import type { ReviewBookingActionData, ReviewBookingData } from './review-booking.server';
import { usd } from './review-booking-shared';

// Review booking: the add-ons, and the re-pricing they share with the rewards choice.

/** What the customer chose on the review page that prices the booking. */
export interface PriceChoice {
  addonIds: readonly string[];
  useRewards: boolean;
  /** The carbon offset line (docs/decisions/060). */
  offsetCarbon: boolean;
}

/** The booking's choices as they stand: each section changes its own and keeps the others. */
export const choiceOf = (booking: ReviewBookingData['booking']): PriceChoice => ({
  addonIds: booking.addonIds,
  useRewards: booking.useRewards,
  offsetCarbon: booking.priceBreakup.carbonOffset !== undefined,
});

/** The add-ons intent: the booking re-priced with these add-ons, rewards and offset. */
export function repriceForm(choice: PriceChoice): FormData {
  const form = new FormData();
  form.set('intent', 'addons');
  for (const x of choice.addonIds) form.append('addonIds', x);
  if (choice.useRewards) form.set('useRewards', 'on');
  if (choice.offsetCarbon) form.set('offsetCarbon', 'on');
  return form;
}

/** The other sections' choices, for a form posted without the page's script. */
export function KeptChoices({ choice, except }: { choice: PriceChoice; except: keyof PriceChoice }) {
  return (
    <>
      {except === 'addonIds'
        ? null
        : choice.addonIds.map((x) => <input key={x} type="hidden" name="addonIds" value={x} />)}
      {except !== 'useRewards' && choice.useRewards ? <input type="hidden" name="useRewards" value="on" /> : null}
      {except !== 'offsetCarbon' && choice.offsetCarbon ? <input type="hidden" name="offsetCarbon" value="on" /> : null}
    </>
  );
}

/** Why a re-pricing was refused, where the section's choice was made. */
export function RepriceFailure({ message }: { message: string | null | undefined }) {
  return message ? (
    <p className="field__error" role="alert">
      {message}
    </p>
  ) : null;
}

/** Without JavaScript, the form re-prices with this button instead of on each change. */
export function UpdatePriceButton() {
  return (
    <noscript>
      <button type="submit" className="button button--ghost">
        Update price
      </button>
    </noscript>
  );
}

/** Add-ons re-price the booking through update-addons; the page's data is then re-read. */
export function AddonsSection({ booking, onChange }: { booking: ReviewBookingData['booking']; onChange(): void }) {
  const fetcher = useFetcher<ReviewBookingActionData>();
  const id = useId();
  const [selected, setSelected] = useState<string[]>(booking.addonIds);
  const pending = fetcher.state !== 'idle';
  const failed = fetcher.data && fetcher.data.intent === 'addons' && !fetcher.data.ok ? fetcher.data.message : null;
  const bookable = booking.addonResponse.flatMap((g) => g.addonList).filter((a) => a.addonAction !== 'FORM');
  if (booking.addonResponse.length === 0) return null;

  const toggle = (addOnId: string, on: boolean) => {
    const next = on ? [...selected, addOnId] : selected.filter((x) => x !== addOnId);
    setSelected(next);
    onChange();
    void fetcher.submit(repriceForm({ ...choiceOf(booking), addonIds: next }), { method: 'post' });
  };

  return (
    <section className="card review-booking__section" aria-labelledby={`${id}-addons`} aria-busy={pending}>
      <h2 id={`${id}-addons`}>Add-ons</h2>
      <fetcher.Form method="post" id="review-addons">
        <input type="hidden" name="intent" value="addons" />
        {booking.addonResponse.map((group) => (
          <fieldset key={group.header} className="review-booking__addons">
            <legend>{group.header}</legend>
            {group.addonList.map((addon) =>
              addon.addonAction === 'FORM' ? (
                <p key={addon.addOnId} className="review-booking__addon">
                  <span>{addon.displayName}</span> <small>Ordered after booking, from your trip&apos;s details.</small>
                </p>
              ) : (
                <label key={addon.addOnId} className="review-booking__addon review-booking__check">
                  <input
                    type="checkbox"
                    name="addonIds"
                    value={addon.addOnId}
                    checked={selected.includes(addon.addOnId)}
                    disabled={pending}
                    onChange={(e) => toggle(addon.addOnId, e.target.checked)}
                  />
                  <span>{addon.displayName}</span>{' '}
                  <span className="review-booking__price">{addon.price > 0 ? usd(addon.price) : 'Included'}</span>
                </label>
              ),
            )}
          </fieldset>
        ))}
        <KeptChoices choice={choiceOf(booking)} except="addonIds" />
        {bookable.length > 0 ? <UpdatePriceButton /> : null}
      </fetcher.Form>
      <RepriceFailure message={failed} />
    </section>
  );
}
