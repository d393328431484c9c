import { Form, useActionData, useLoaderData, useNavigation } from 'react-router';
import { ProfileFields } from './fields';
import type { CompleteProfileActionData, CompleteProfileData } from './complete-profile.server';
import { useSite } from '../../shell/root-data';
import { PageHead } from '../../ui/page-head';

export function Component() {
  const { brandName } = useSite();
  const profile = useLoaderData() as CompleteProfileData;
  const result = useActionData() as CompleteProfileActionData | undefined;
  const busy = useNavigation().state === 'submitting';
  const values = result?.values ?? profile;
  return (
    <article className="page container auth-page">
      <PageHead
        title="Create Account"
        description={`Add the details your sign-in did not share, and your ${brandName} account is ready to book.`}
      />
      <h1>Create Account</h1>
      <p>A few details are missing from your account ({profile.email}).</p>
      <Form method="post" noValidate>
        <input type="hidden" name="redirectTo" value={profile.redirectTo} />
        <ProfileFields values={values} errors={result?.fieldErrors} />
        <button className="button button--primary" type="submit" disabled={busy}>
          Save
        </button>
      </Form>
    </article>
  );
}
