import { useSite } from '../../shell/root-data';

/** The free-account offer as decision 004 reads it: the promo page and the offer modal say the same. */
export function OfferText() {
  const { brandName } = useSite();
  return (
    <>
      <p className="lead">
        Create your free {brandName} account: $1,500 in flight rewards on your first flight (trip cost at least $20,000)
        and another $1,500 on later flights.
      </p>
      <p>One promotion per person. The offer may be discontinued at any time.</p>
    </>
  );
}

export const OFFER_TITLE = 'Get $3,000 in flight rewards';
