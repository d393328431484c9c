export function Component() {
  return (
    <article className="page">
      <title>Terms Of Service</title>
      <h1>Terms Of Service</h1>
    </article>
  );
}
