import { useEffect, useRef } from 'react';
import { Link, useFetcher, useLocation, useRevalidator } from 'react-router';
import { useRootData, type PendingProfile } from '../../../shell/root-data';
import { useToast } from '../../../shell/toasts';
import { Modal } from '../../../ui/modal';
import { useHydrated } from '../../../ui/use-hydrated';
import type { CompleteProfileActionData, CompleteProfileSaved } from '../complete-profile.server';
import { ProfileFields } from '../fields';
import { useSignOut } from '../sign-out';

const COMPLETE_PROFILE_PATH = '/complete-profile';

/**
 * Profile completion after a federated sign-in that left out a name or the phone (spec 000 §4
 * "Social sign-in"): the Create Account modal prefilled with what the provider shared, over
 * whatever page the sign-in returned to. Saving shows 'Changes Saved Successfully' and reloads
 * the page's data (now signed in); closing it signs the person out. Before JavaScript the
 * same place shows a link to the /complete-profile page, which does the same with a plain form.
 */
export function ProfileCompletionModal() {
  const { pendingProfile } = useRootData();
  const location = useLocation();
  // Rendered on every page for everyone, needed by few: the form's hooks only when it shows.
  if (!pendingProfile || location.pathname === COMPLETE_PROFILE_PATH) return null;
  return <ProfileCompletion pendingProfile={pendingProfile} here={location.pathname + location.search} />;
}

function ProfileCompletion({ pendingProfile, here }: { pendingProfile: PendingProfile; here: string }) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<CompleteProfileActionData | CompleteProfileSaved>({ key: 'profile-completion' });
  const revalidator = useRevalidator();
  const toast = useToast();
  const signOut = useSignOut();
  const handled = useRef<unknown>(undefined);

  const result = fetcher.data;
  useEffect(() => {
    if (!result || handled.current === result || !('saved' in result)) return;
    handled.current = result;
    toast.show('Changes Saved Successfully', 'success');
    void revalidator.revalidate();
  }, [result, toast, revalidator]);

  const failed = result && !('saved' in result) ? result : undefined;

  if (!hydrated) {
    return (
      <p className="form-error container" role="status">
        A few details are missing from your account ({pendingProfile.email}).{' '}
        <Link to={`${COMPLETE_PROFILE_PATH}?redirectTo=${encodeURIComponent(here)}`}>Complete your profile</Link>
      </p>
    );
  }
  return (
    <Modal open={!signOut.busy} title="Create Account" onClose={signOut.run}>
      <p>A few details are missing from your account ({pendingProfile.email}).</p>
      <fetcher.Form method="post" action={COMPLETE_PROFILE_PATH} noValidate>
        <input type="hidden" name="next" value="modal" />
        <input type="hidden" name="redirectTo" value={here} />
        <ProfileFields values={failed?.values ?? pendingProfile} errors={failed?.fieldErrors} />
        <button className="button button--primary" type="submit" disabled={fetcher.state !== 'idle'}>
          Save
        </button>
      </fetcher.Form>
    </Modal>
  );
}
