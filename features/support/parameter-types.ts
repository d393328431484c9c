import { defineParameterType } from '@cucumber/cucumber';

/** "$12,000" or "$965.50" in a step, as integer cents. */
defineParameterType({
  name: 'money',
  regexp: /\$\d[\d,]*(?:\.\d{2})?/,
  transformer: (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100),
});
