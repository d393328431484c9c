import { Form, useActionData, useLoaderData, useNavigation } from 'react-router';
import { Field } from './fields';
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
        <Field
          name="firstname"
          label="First name"
          autoComplete="given-name"
          defaultValue={values.firstname}
          error={result?.fieldErrors.firstname}
        />
        <Field
          name="lastname"
          label="Last name"
          autoComplete="family-name"
          defaultValue={values.lastname}
          error={result?.fieldErrors.lastname}
        />
        <Field
          name="phone"
          label="Phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          defaultValue={values.phone}
          error={result?.fieldErrors.phone}
        />
        <button className="button button--primary" type="submit" disabled={busy}>
          Save
        </button>
      </Form>
    </article>
  );
}
