import { useId, useState, type FormEvent } from 'react';
import {
  CARD_BRAND_NAMES,
  cvvLength,
  detectCardBrand,
  formatCardNumber,
  formatExpiry,
  type CardEntry,
} from '../../../core/payments/card';
import { Modal } from '../../ui/modal';

/**
 * The pay-with-credit-card modal (spec 001 sections 2, 3 and 5): name, number grouped as it is
 * typed (4-4-4-4, or 4-6-5 for AMEX), expiry as MM/YY and the CVV. The inputs have no `name`:
 * the card is never part of a form post to our server, only handed to the gateway's script.
 */
export function CardModal({
  open,
  title,
  payLabel,
  busy,
  error,
  onClose,
  onSubmit,
}: {
  open: boolean;
  title: string;
  /** "Pay $12,345.67" */
  payLabel: string;
  busy: boolean;
  /** The last failure, repeated in the dialog for screen readers (the toast says it too). */
  error: string | null;
  onClose(): void;
  onSubmit(card: CardEntry): void;
}) {
  const [card, setCard] = useState<CardEntry>({ name: '', number: '', expiry: '', cvv: '' });
  const id = useId();
  const brand = detectCardBrand(card.number);
  const cvvMax = cvvLength(brand);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit(card);
  };

  return (
    <Modal open={open} title={title} onClose={busy ? () => undefined : onClose} className="card-modal">
      <form onSubmit={submit} noValidate aria-busy={busy}>
        <div className="field">
          <label htmlFor={`${id}-name`}>Name on card</label>
          <input
            id={`${id}-name`}
            autoComplete="cc-name"
            value={card.name}
            onChange={(e) => setCard({ ...card, name: e.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-number`}>Card number</label>
          <div className="card-modal__number">
            <input
              id={`${id}-number`}
              autoComplete="cc-number"
              inputMode="numeric"
              maxLength={19}
              value={card.number}
              aria-describedby={`${id}-brand`}
              onChange={(e) => setCard({ ...card, number: formatCardNumber(e.target.value) })}
            />
            <span id={`${id}-brand`} className="card-modal__brand" aria-live="polite">
              {brand ? CARD_BRAND_NAMES[brand] : ''}
            </span>
          </div>
        </div>
        <div className="card-modal__row">
          <div className="field">
            <label htmlFor={`${id}-expiry`}>Expiry (MM/YY)</label>
            <input
              id={`${id}-expiry`}
              autoComplete="cc-exp"
              inputMode="numeric"
              placeholder="MM/YY"
              maxLength={5}
              value={card.expiry}
              onChange={(e) => setCard({ ...card, expiry: formatExpiry(e.target.value) })}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-cvv`}>CVV</label>
            <input
              id={`${id}-cvv`}
              autoComplete="cc-csc"
              inputMode="numeric"
              maxLength={cvvMax}
              value={card.cvv}
              onChange={(e) => setCard({ ...card, cvv: e.target.value.replace(/\D/g, '').slice(0, cvvMax) })}
            />
          </div>
        </div>
        {error ? (
          <p className="form-error" role="alert">
            {error}
          </p>
        ) : null}
        <p className="field__hint">Your card goes straight to our payment processor; Contrail never sees its number.</p>
        <button type="submit" className="button button--primary button--block" disabled={busy} aria-busy={busy}>
          {busy ? 'Processing…' : payLabel}
        </button>
      </form>
    </Modal>
  );
}
