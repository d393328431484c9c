export function Component() {
  return (
    <article className="page">
      <title>About Us</title>
      <h1>About Us</h1>
    </article>
  );
}
