import { Link } from 'react-router';
import { Modal } from '../../../ui/modal';
import { OFFER_TITLE, OfferText } from '../offer-text';

/** The offer modal (spec 000 §4): the free-account offer as decision 004 reads it. */
export function OfferModal({
  open,
  onClose,
  onCreateAccount,
}: {
  open: boolean;
  onClose(): void;
  onCreateAccount(): void;
}) {
  return (
    <Modal open={open} title={OFFER_TITLE} onClose={onClose}>
      <OfferText />
      <div className="button-row">
        <Link to="/signup" className="button button--primary">
          Sign Up
        </Link>
        <button type="button" className="button button--ghost" onClick={onCreateAccount}>
          Create Account
        </button>
      </div>
    </Modal>
  );
}
