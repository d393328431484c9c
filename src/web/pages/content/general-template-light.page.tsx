export function Component() {
  return (
    <article className="page">
      <title>General Template Light</title>
      <h1>General Template Light</h1>
    </article>
  );
}
