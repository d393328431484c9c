export function Component() {
  return (
    <article className="page">
      <title>Privacy Policy</title>
      <h1>Privacy Policy</h1>
    </article>
  );
}
