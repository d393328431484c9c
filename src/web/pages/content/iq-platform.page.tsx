export function Component() {
  return (
    <article className="page">
      <title>Iq Platform</title>
      <h1>Iq Platform</h1>
    </article>
  );
}
