import { defineParameterType } from '@cucumber/cucumber';

/** "$12,000" or "$965.50" in a step, as integer cents. */
defineParameterType({
  name: 'money',
  regexp: /\$\d[\d,]*(?:\.\d{2})?/,
  transformer: (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100),
});

/** Someone named in full, "Maya Okafor": the scenario introduces them; later steps say "Maya". */
defineParameterType({
  name: 'person',
  regexp: /[A-Z][a-z]+ [A-Z][a-z]+/,
});

/** How a customer has paid for a trip support then looks at: in full by card, or by a wire not yet sent. */
defineParameterType({
  name: 'paying',
  regexp: /paid in full by card|chosen to pay by wire/,
  transformer: (text: string) => (text.endsWith('card') ? 'card' : 'wire'),
});
