import './account.css';
import { Form } from 'react-router';
import { clearBrowserAccountState } from './sign-out';
import { useSite } from '../../shell/root-data';
import { PageHead } from '../../ui/page-head';

/** Reached without JavaScript or by typing the address: a button that signs out. */
export function Component() {
  const { brandName } = useSite();
  return (
    <article className="page container auth-page">
      <PageHead title="Log out" description={`Log out of your ${brandName} account in this browser.`} />
      <h1>Log out</h1>
      <Form method="post" action="/logout" onSubmit={clearBrowserAccountState}>
        <button className="button button--primary" type="submit">
          Log out
        </button>
      </Form>
    </article>
  );
}
