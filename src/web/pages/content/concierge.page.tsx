import { telHref } from '../../site';
import { useSite } from '../../shell/root-data';

export function Component() {
  const site = useSite();
  return (
    <article className="page">
      <title>Concierge</title>
      <h1>Concierge</h1>
      <p>
        <a href={`mailto:${site.conciergeEmail}`}>{site.conciergeEmail}</a>
      </p>
      <p>
        <a href={telHref(site.conciergePhone)}>{site.conciergePhone}</a>
      </p>
    </article>
  );
}
