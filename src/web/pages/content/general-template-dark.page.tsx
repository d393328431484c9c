import { GeneralTemplate } from './general-template';

export function Component() {
  return <GeneralTemplate variant="dark" />;
}
