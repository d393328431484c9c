export function Component() {
  return (
    <article className="page">
      <title>General Template Dark</title>
      <h1>General Template Dark</h1>
    </article>
  );
}
