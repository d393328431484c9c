export function Component() {
  return (
    <article className="page">
      <title>How It Works</title>
      <h1>How It Works</h1>
    </article>
  );
}
