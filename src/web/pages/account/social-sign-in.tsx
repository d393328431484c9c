import { useId } from 'react';
import { Link } from 'react-router';
import { useRootData } from '../../shell/root-data';
import { markSocialLogin } from './sign-out';

const SOCIAL = [
  { key: 'apple', label: 'Apple' },
  { key: 'facebook', label: 'Facebook' },
  { key: 'google', label: 'Google' },
] as const;

/**
 * Apple, Facebook, Google (and, on the /create-account screen, E-mail): the federated sign-in
 * of spec 000 §4, on login and registration alike. A social button starts the provider's
 * sign-in (GET /auth/<provider>, back to `redirectTo` when given); one this deployment has not
 * configured is shown disabled with the reason.
 */
export function SocialSignIn({
  label,
  redirectTo,
  withEmail = false,
}: {
  /** Names the group for assistive technology ("Ways to create an account"). */
  label: string;
  redirectTo?: string;
  /** Adds "Continue with E-mail" (to /signup), for the screen that offers every way. */
  withEmail?: boolean;
}) {
  const { signInProviders } = useRootData();
  // The page and a dialog over it may both show the group: each hint needs its own id.
  const hintId = useId();
  const missing = SOCIAL.filter((s) => !signInProviders.includes(s.key));
  const query = redirectTo ? `?${new URLSearchParams({ redirectTo }).toString()}` : '';
  return (
    <section className="sign-up-options" aria-label={label}>
      <ul className="sign-up-options__list">
        {SOCIAL.map((s) => (
          <li key={s.key}>
            {signInProviders.includes(s.key) ? (
              <a
                className="button button--dark button--block"
                href={`/auth/${s.key}${query}`}
                onClick={markSocialLogin}
              >
                {`Continue with ${s.label}`}
              </a>
            ) : (
              <button className="button button--dark button--block" type="button" disabled aria-describedby={hintId}>
                {`Continue with ${s.label}`}
              </button>
            )}
          </li>
        ))}
        {withEmail ? (
          <li>
            <Link className="button button--primary button--block" to="/signup">
              Continue with E-mail
            </Link>
          </li>
        ) : null}
      </ul>
      {missing.length > 0 ? (
        <p className="field__hint" id={hintId}>
          {`Sign-in with ${missing.map((s) => s.label).join(', ')} is not available yet; please use your e-mail.`}
        </p>
      ) : null}
    </section>
  );
}
