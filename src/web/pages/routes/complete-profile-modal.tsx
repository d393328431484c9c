import { useState } from 'react';
import { useFetcher } from 'react-router';
import { Modal } from '../../ui/modal';
import type { CompleteProfileActionData } from '../account/complete-profile.server';
import { ProfileFields } from '../account/fields';

/**
 * The create-account dialog for a social sign-in that left out part of the profile (spec 000
 * section 4): prefilled with what is known, saved through /complete-profile, whose redirect
 * reloads the page's data with the person signed in (the page then says 'Changes Saved
 * Successfully' and drops this dialog). Closing it signs them out, as the spec's social login does.
 */
export function CompleteProfileModal({
  profile,
  redirectTo,
}: {
  profile: { email: string; firstname: string; lastname: string; phone: string };
  redirectTo: string;
}) {
  const save = useFetcher<CompleteProfileActionData>();
  const signOut = useFetcher();
  const [open, setOpen] = useState(true);

  return (
    <Modal
      open={open}
      title="Create Account"
      onClose={() => {
        setOpen(false);
        void signOut.submit(null, { method: 'post', action: '/logout' });
      }}
    >
      <p>A few details are missing from your account ({profile.email}).</p>
      <save.Form method="post" action="/complete-profile" noValidate>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <ProfileFields values={save.data?.values ?? profile} errors={save.data?.fieldErrors} />
        <button className="button button--primary" type="submit" disabled={save.state !== 'idle'}>
          Save
        </button>
      </save.Form>
    </Modal>
  );
}
