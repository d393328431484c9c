export function Component() {
  return (
    <article className="page">
      <title>Terms Of Sale</title>
      <h1>Terms Of Sale</h1>
    </article>
  );
}
