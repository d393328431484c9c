import './account.css';
import { Form } from 'react-router';
import { clearBrowserAccountState } from './sign-out';

/** Reached without JavaScript or by typing the address: a button that signs out. */
export function Component() {
  return (
    <article className="page container auth-page">
      <title>Log out</title>
      <h1>Log out</h1>
      <Form method="post" action="/logout" onSubmit={clearBrowserAccountState}>
        <button className="button button--primary" type="submit">
          Log out
        </button>
      </Form>
    </article>
  );
}
