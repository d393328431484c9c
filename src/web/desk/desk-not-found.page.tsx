export { DeskPageError as ErrorBoundary } from './desk-ui';

/** Never rendered: its loader always answers 404, shown by the error boundary in the desk. */
export function Component() {
  return null;
}
