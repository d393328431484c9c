import { useState, type FormEvent } from 'react';
import { Modal } from '../../ui/modal';
import { Field } from '../account/fields';
import { callAction } from './payment-client';
import type { ReviewBookingActionData, ReviewBookingData } from './review-booking.server';
import { ROUTE_ID, SOMETHING_WRONG } from './review-booking-shared';

// Review booking: the personal-info modal that asks for a phone before paying.

/** Spec 001 sections 4 and 5: a phone is needed before paying; the modal saves it and payment continues. */
export function PersonalInfoModal({
  open,
  profile,
  onClose,
  onSaved,
}: {
  open: boolean;
  profile: ReviewBookingData['profile'];
  onClose(): void;
  onSaved(): void;
}) {
  const [errors, setErrors] = useState<Partial<Record<'firstname' | 'lastname' | 'phone', string>>>({});
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSaving(true);
    setFailure(null);
    try {
      const answer = await callAction<ReviewBookingActionData>(ROUTE_ID, {
        intent: 'profile',
        firstname: String(form.get('firstname') ?? ''),
        lastname: String(form.get('lastname') ?? ''),
        phone: String(form.get('phone') ?? ''),
      });
      if ('redirect' in answer) return;
      const data = answer.data;
      if (data.intent === 'profile' && data.ok) {
        setErrors({});
        onSaved();
      } else if (data.intent === 'profile') setErrors(data.fieldErrors);
    } catch {
      setFailure(SOMETHING_WRONG);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open={open} title="Personal info" onClose={onClose}>
      <form method="post" onSubmit={(e) => void submit(e)} noValidate>
        <p>Please add a phone number so your flight crew and concierge can reach you.</p>
        <Field
          name="firstname"
          label="First name"
          autoComplete="given-name"
          defaultValue={profile.firstname}
          error={errors.firstname}
        />
        <Field
          name="lastname"
          label="Last name"
          autoComplete="family-name"
          defaultValue={profile.lastname}
          error={errors.lastname}
        />
        <div className="field">
          <span className="field__label">Email</span>
          <span>{profile.email}</span>
        </div>
        <Field
          name="phone"
          label="Phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          defaultValue={profile.phone}
          error={errors.phone}
        />
        {failure ? (
          <p className="form-error" role="alert">
            {failure}
          </p>
        ) : null}
        <button type="submit" className="button button--primary button--block" disabled={saving} aria-busy={saving}>
          {saving ? 'Saving…' : 'Save and continue'}
        </button>
      </form>
    </Modal>
  );
}
