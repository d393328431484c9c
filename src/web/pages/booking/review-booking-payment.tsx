import {
  chooseOption,
  chooseSubOption,
  type PaymentChoice,
  type PaymentOption,
  type SubPaymentOption,
} from '../../../core/payments/payment-choice';
import { usd } from './review-booking-shared';

// Review booking: the ways to pay, in full or with a deposit.

const SUB_OPTION_LABELS: Record<SubPaymentOption, string> = {
  PAY_NOW_CARD: 'Pay now by credit card',
  PAY_NOW_WALLET: 'Pay now by wallet',
  APPLE_PAY: 'Apple Pay',
  PAY_BY_WIRE: 'Pay by wire transfer',
  RESERVE_CARD: 'Reserve by credit card',
};

export function PaymentSection({
  idBase,
  choice,
  onChoose,
  offered,
  applePay,
  walletBalance,
  walletApplicable,
  selectionError,
}: {
  idBase: string;
  choice: PaymentChoice;
  onChoose(next: PaymentChoice): void;
  offered(sub: SubPaymentOption): boolean;
  applePay: boolean;
  walletBalance: number;
  /** The wallet covers the booking and keeps its $10,000 minimum balance. */
  walletApplicable: boolean;
  selectionError: string | null;
}) {
  const errorId = `${idBase}-selection-error`;
  const walletNoteId = `${idBase}-wallet-note`;
  const subRadio = (sub: SubPaymentOption, note?: string) => (
    <label key={sub} className="review-booking__check review-booking__sub">
      <input
        type="radio"
        name="subOption"
        value={sub}
        checked={choice.subOption === sub}
        disabled={sub === 'PAY_NOW_WALLET' && !walletApplicable}
        aria-describedby={sub === 'PAY_NOW_WALLET' && !walletApplicable ? walletNoteId : undefined}
        onChange={() => onChoose(chooseSubOption(choice, sub))}
      />
      <span>
        {SUB_OPTION_LABELS[sub]}
        {note ? <small className="review-booking__sub-note"> {note}</small> : null}
      </span>
    </label>
  );
  const optionRadio = (option: Exclude<PaymentOption, 'DESELECT_PAYMENT'>, label: string) => (
    <label className="review-booking__check review-booking__option">
      <input
        type="radio"
        name="option"
        value={option}
        checked={choice.option === option}
        onChange={() => onChoose(chooseOption(choice, option))}
      />
      <span>{label}</span>
    </label>
  );
  const fullSubs: SubPaymentOption[] = ['PAY_NOW_CARD', 'PAY_NOW_WALLET', 'APPLE_PAY', 'PAY_BY_WIRE'];
  const available = fullSubs.filter((sub) => offered(sub) && (sub !== 'APPLE_PAY' || applePay));
  const reserveOffered = offered('RESERVE_CARD');

  return (
    <fieldset
      className="review-booking__payment"
      aria-describedby={selectionError ? errorId : undefined}
      aria-invalid={selectionError ? true : undefined}
    >
      <legend>
        <h2 id={`${idBase}-selection`} tabIndex={-1}>
          Payment
        </h2>
      </legend>
      {optionRadio('FULL_PAYMENT', 'Pay in full')}
      <div className="review-booking__subs" role="group" aria-label="Ways to pay in full">
        {available.map((sub) =>
          subRadio(sub, sub === 'PAY_NOW_WALLET' ? `(balance ${usd(walletBalance)})` : undefined),
        )}
        {offered('PAY_NOW_WALLET') && !walletApplicable ? (
          <p id={walletNoteId} className="review-booking__note">
            Pay by wallet needs a prepaid wallet: a $25,000 minimum initial deposit and a $10,000 minimum balance at all
            times. Contact your concierge to set one up.
          </p>
        ) : null}
      </div>
      {reserveOffered ? (
        <>
          {optionRadio('PARTIAL_PAYMENT', 'Reserve this flight for $1,000')}
          <div className="review-booking__subs" role="group" aria-label="Ways to reserve">
            {subRadio('RESERVE_CARD')}
          </div>
        </>
      ) : null}
      {choice.option && choice.option !== 'DESELECT_PAYMENT' ? (
        <button
          type="button"
          className="button button--link"
          onClick={() => onChoose(chooseOption(choice, 'DESELECT_PAYMENT'))}
        >
          Clear payment selection
        </button>
      ) : null}
      {selectionError ? (
        <p id={errorId} className="field__error" role="alert">
          {selectionError}
        </p>
      ) : null}
    </fieldset>
  );
}
