import { Form, useLoaderData } from 'react-router';
import type { SessionUser } from '../../shell/root-data';

/** A minimal account page until the account screens land (tabs, personal info, passwords). */
export function Component() {
  const { user } = useLoaderData() as { user: SessionUser };
  return (
    <article className="page container">
      <title>Account</title>
      <h1>Account</h1>
      <dl>
        <dt>Name</dt>
        <dd>
          {user.firstName} {user.lastName}
        </dd>
        <dt>E-mail</dt>
        <dd>{user.email}</dd>
        <dt>Phone</dt>
        <dd>{user.phone}</dd>
      </dl>
      <Form method="post" action="/logout">
        <button className="button button--dark" type="submit">
          Log out
        </button>
      </Form>
    </article>
  );
}
