export function Component() {
  return (
    <article className="page">
      <title>Jet Info</title>
      <h1>Jet Info</h1>
    </article>
  );
}
