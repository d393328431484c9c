export function Component() {
  return (
    <article className="page">
      <title>Landing</title>
      <h1>Landing</h1>
    </article>
  );
}
