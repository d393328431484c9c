export function Component() {
  return (
    <article className="page">
      <title>Faq</title>
      <h1>Faq</h1>
    </article>
  );
}
