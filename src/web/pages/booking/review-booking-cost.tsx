import { useId, useState } from 'react';
import { useFetcher } from 'react-router';
import type { CheckoutView } from '../../../../ports/charter/booking-payments';
import { CARD_FEE_PERCENT } from '../../../core/payments/checkout-summary';
import type { SubPaymentOption } from '../../../core/payments/payment-choice';
import type { ReviewBookingActionData, ReviewBookingData } from './review-booking.server';
import { usd } from './review-booking-shared';
import { choiceOf, KeptChoices, repriceForm, UpdatePriceButton } from './review-booking-addons';
import { offsetLabel } from '../../../core/carbon/offset';
import { CarbonLine } from '../../ui/carbon-line';

// Review booking: the cost, and the rewards to apply.

/** The cost, for the chosen way of paying (each carries its own fee, deposit and amount due). */
export function CostSection({
  booking,
  checkout,
  subOption,
  onRewardsChange,
}: {
  booking: ReviewBookingData['booking'];
  checkout: CheckoutView | undefined;
  subOption: SubPaymentOption | null;
  onRewardsChange(): void;
}) {
  const fetcher = useFetcher<ReviewBookingActionData>();
  const id = useId();
  const price = booking.priceBreakup;
  const pending = fetcher.state !== 'idle';
  const [useRewards, setUseRewards] = useState(booking.useRewards);
  const rewardsAvailable = booking.balance.rewardPayApplicable;
  const reserve = subOption === 'RESERVE_CARD';

  const toggleRewards = (on: boolean) => {
    setUseRewards(on);
    onRewardsChange();
    void fetcher.submit(repriceForm({ ...choiceOf(booking), useRewards: on }), { method: 'post' });
  };

  return (
    <section className="card review-booking__section" aria-labelledby={`${id}-cost`} aria-busy={pending}>
      <h2 id={`${id}-cost`}>Cost</h2>
      <dl className="review-booking__costs" aria-live="polite">
        <dt>Aircraft price</dt>
        <dd>{usd(checkout?.aircraftPrice ?? price.aircraftPrice)}</dd>
        <dt>Taxes</dt>
        <dd>{usd(checkout?.taxes ?? price.taxes)}</dd>
        <dt>Add-ons</dt>
        <dd>{usd(checkout?.addons ?? price.addonsPrice)}</dd>
        {price.carbonOffset ? (
          <>
            <dt>{offsetLabel(price.carbonOffset.tonnes)}</dt>
            <dd>{usd(checkout?.carbonOffset ?? price.carbonOffset.price)}</dd>
          </>
        ) : null}
        {(checkout?.rewardsApplied ?? price.rewardsInfo.rewardsApplied) > 0 ? (
          <>
            <dt>Rewards applied</dt>
            <dd>−{usd(checkout?.rewardsApplied ?? price.rewardsInfo.rewardsApplied)}</dd>
          </>
        ) : null}
        {checkout && checkout.cardFee > 0 ? (
          <>
            <dt>Credit card fee ({CARD_FEE_PERCENT}%)</dt>
            <dd>{usd(checkout.cardFee)}</dd>
          </>
        ) : null}
        <dt className="review-booking__total">Total</dt>
        <dd className="review-booking__total">
          {usd(checkout && !reserve ? checkout.dueNow : (checkout?.flightTotal ?? price.totalPrice))}
        </dd>
        {reserve && checkout ? (
          <>
            <dt>Deposit due today</dt>
            <dd>{usd(checkout.dueNow)}</dd>
            <dt>Due within 24 hours</dt>
            <dd>{usd(checkout.dueLater)}</dd>
          </>
        ) : null}
      </dl>
      {!checkout ? (
        <p className="review-booking__note">A {CARD_FEE_PERCENT}% fee is added to payments by credit card.</p>
      ) : null}
      {price.rewardsInfo.rewardsEarned > 0 && !reserve ? (
        <p className="review-booking__note">
          Paid in full, this flight earns {usd(price.rewardsInfo.rewardsEarned)} in rewards toward future travel.
        </p>
      ) : null}
      {booking.carbon ? <CarbonLine carbon={booking.carbon} className="review-booking__note" /> : null}
      {reserve ? (
        <p className="review-booking__note">
          Reserve this flight for $1,000. The remainder is due within 24 hours, or the reservation is cancelled and the
          deposit refunded less a 3.5% administrative fee.
        </p>
      ) : null}
      <fetcher.Form method="post" className="review-booking__rewards">
        <input type="hidden" name="intent" value="addons" />
        <KeptChoices choice={choiceOf(booking)} except="useRewards" />
        <label className="review-booking__check">
          <input
            type="checkbox"
            name="useRewards"
            checked={useRewards}
            disabled={!rewardsAvailable || pending}
            aria-describedby={`${id}-rewards`}
            onChange={(e) => toggleRewards(e.target.checked)}
          />
          <span>Apply my rewards</span>
        </label>
        {rewardsAvailable ? <UpdatePriceButton /> : null}
        <p id={`${id}-rewards`} className="field__hint">
          {rewardsAvailable
            ? `Rewards available: ${usd(booking.balance.rewardBalance)}. Up to 50% of your rewards may be used per booking.`
            : 'You have no rewards to apply yet. Every flight paid in full earns 1% back.'}
        </p>
      </fetcher.Form>
    </section>
  );
}
