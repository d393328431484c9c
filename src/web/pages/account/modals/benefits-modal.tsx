import { Link } from 'react-router';
import { useSite } from '../../../shell/root-data';
import { telHref } from '../../../site';
import { Modal } from '../../../ui/modal';
import { openChat } from '../../../chat/open-chat';

/**
 * The Benefits modal (spec 000 §2): what a free account brings, Sign In and Create Account
 * (the Login and Create Account modals), and the concierge's e-mail and phone.
 */
export function BenefitsModal({
  open,
  onClose,
  onSignIn,
  onCreateAccount,
  searchSaved,
}: {
  open: boolean;
  onClose(): void;
  onSignIn(): void;
  onCreateAccount(): void;
  /** Opened by a visitor's search: it is kept for 15 minutes and resumes after signing in. */
  searchSaved: boolean;
}) {
  const site = useSite();
  return (
    <Modal open={open} title="Benefits of a free account" onClose={onClose}>
      <ul className="checklist">
        <li>See guaranteed real-time prices for every aircraft category</li>
        <li>Book in minutes and manage your trips</li>
        <li>A Flight Concierge available around the clock</li>
      </ul>
      {searchSaved ? <p>Your search is kept for 15 minutes and resumes after you sign in.</p> : null}
      <div className="button-row">
        <Link to="/login" className="button button--primary" onClick={link(onSignIn)}>
          Sign In
        </Link>
        <Link to="/create-account" className="button button--ghost" onClick={link(onCreateAccount)}>
          Create Account
        </Link>
      </div>
      <p>
        Questions? <a href={`mailto:${site.conciergeEmail}`}>{site.conciergeEmail}</a> ·{' '}
        <a href={telHref(site.conciergePhone)}>{site.conciergePhone}</a> ·{' '}
        <button
          type="button"
          className="button button--link"
          onClick={() => {
            onClose();
            openChat();
          }}
        >
          Live chat
        </button>
      </p>
    </Modal>
  );
}

/** A link that opens a dialog in place (it still names the page it stands for). */
function link(open: () => void) {
  return (event: { preventDefault(): void }) => {
    event.preventDefault();
    open();
  };
}
