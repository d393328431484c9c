export function Component() {
  return (
    <article className="page">
      <title>Why Fly Private</title>
      <h1>Why Fly Private</h1>
    </article>
  );
}
