import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Modal } from '../../ui/modal';
import { useHydrated } from '../../ui/use-hydrated';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'>;

/** A labelled input with its error, announced to screen readers (aria-invalid, aria-describedby). */
export function TextField({
  name,
  label,
  error,
  hint,
  ...input
}: { name: string; label: string; error?: string; hint?: string } & InputProps) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="text"
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint ? (
        <span className="field__hint" id={`${id}-hint`}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span className="field__error" id={`${id}-error`}>
          {error}
        </span>
      ) : null}
    </div>
  );
}

export function SelectField({
  name,
  label,
  error,
  defaultValue,
  options,
  required,
}: {
  name: string;
  label: string;
  error?: string;
  defaultValue?: string;
  options: readonly { value: string; label: string }[];
  required?: boolean;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error ? (
        <span className="field__error" id={`${id}-error`}>
          {error}
        </span>
      ) : null}
    </div>
  );
}

/**
 * A modal whose open state lives in the URL (?modal=...): after hydration a native dialog
 * (focus trapped, Escape closes, focus restored), before it the same form inline on the page.
 */
export function UrlDialog({ title, closeTo, children }: { title: string; closeTo: string; children: ReactNode }) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const titleId = useId();
  if (!hydrated) {
    return (
      <section className="trip-dialog card" aria-labelledby={titleId}>
        <h2 id={titleId}>{title}</h2>
        {children}
        <Link to={closeTo}>Cancel</Link>
      </section>
    );
  }
  return (
    <Modal
      open
      title={title}
      className="trip-modal"
      onClose={() => void navigate(closeTo, { replace: true, preventScrollReset: true })}
    >
      {children}
    </Modal>
  );
}
