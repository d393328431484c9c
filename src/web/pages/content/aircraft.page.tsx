export function Component() {
  return (
    <article className="page">
      <title>Aircraft</title>
      <h1>Aircraft</h1>
    </article>
  );
}
