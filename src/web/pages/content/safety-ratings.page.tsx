export function Component() {
  return (
    <article className="page">
      <title>Safety Ratings</title>
      <h1>Safety Ratings</h1>
    </article>
  );
}
