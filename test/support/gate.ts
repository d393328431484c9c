/** A step a test controls: `opened` resolves once `open` is called. */
export function gate(): { open(): void; opened: Promise<void> } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}
