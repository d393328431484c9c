import { Form, useActionData, useLoaderData, useNavigation } from 'react-router';
import { ProfileFields } from './fields';
import type { CompleteProfileActionData, CompleteProfileData } from './complete-profile.server';

export function Component() {
  const profile = useLoaderData() as CompleteProfileData;
  const result = useActionData() as CompleteProfileActionData | undefined;
  const busy = useNavigation().state === 'submitting';
  const values = result?.values ?? profile;
  return (
    <article className="page container auth-page">
      <title>Create Account</title>
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
