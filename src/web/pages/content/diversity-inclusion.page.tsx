export function Component() {
  return (
    <article className="page">
      <title>Diversity Inclusion</title>
      <h1>Diversity Inclusion</h1>
    </article>
  );
}
