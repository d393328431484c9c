/** Never rendered: the loader always answers 404, which the page error boundary shows. */
export function Component() {
  return null;
}
