export function Component() {
  return (
    <article className="page">
      <title>Testimonials</title>
      <h1>Testimonials</h1>
    </article>
  );
}
