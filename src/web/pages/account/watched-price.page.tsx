import { Link, useLoaderData } from 'react-router';
import type { WatchedPriceData } from './watched-price.server';

/** A price alert's link whose watch is gone: what happened, and where the watches are. */
export function Component() {
  const { message } = useLoaderData() as WatchedPriceData;
  return (
    <article className="page container">
      <title>Price watch</title>
      <h1>Price watch</h1>
      <p role="alert">{message}</p>
      <p>
        <Link to="/my-account?tab=watches">See your watches</Link> or <Link to="/consumer-booking">search again</Link>.
      </p>
    </article>
  );
}
