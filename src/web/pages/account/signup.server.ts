import type { ActionArgs, LoaderArgs } from '../../context';
import { confirmOrResend, register, type CreateAccountActionData } from './create-account.server';
import { EMAIL_PATTERN, field, formFailure, rawField } from './form-data.server';

/** The countries the promo page's phone input offers, with their dial codes (US first: the default). */
export const PHONE_COUNTRIES = [
  { code: 'US', name: 'United States', dial: '+1' },
  { code: 'CA', name: 'Canada', dial: '+1' },
  { code: 'MX', name: 'Mexico', dial: '+52' },
  { code: 'GB', name: 'United Kingdom', dial: '+44' },
  { code: 'FR', name: 'France', dial: '+33' },
  { code: 'DE', name: 'Germany', dial: '+49' },
  { code: 'ES', name: 'Spain', dial: '+34' },
  { code: 'IT', name: 'Italy', dial: '+39' },
  { code: 'CH', name: 'Switzerland', dial: '+41' },
  { code: 'AE', name: 'United Arab Emirates', dial: '+971' },
  { code: 'BR', name: 'Brazil', dial: '+55' },
  { code: 'AU', name: 'Australia', dial: '+61' },
] as const;

export interface SignupData {
  passwordPolicy: string;
  countries: typeof PHONE_COUNTRIES;
}

export interface SignupActionData extends CreateAccountActionData {
  country?: string;
}

export function loader({ context }: LoaderArgs): SignupData {
  return { passwordPolicy: context.accounts.passwordPolicy, countries: PHONE_COUNTRIES };
}

/**
 * The promo sign-up (spec 000 "Promo sign-up page", §5): the same sign-up and code step as
 * /create-account, with a country-aware phone and no password confirmation.
 */
export async function action({ request, context }: ActionArgs) {
  const form = await request.formData();
  const email = field(form, 'email').toLowerCase();
  const confirmStep = await confirmOrResend(request, context, form, email);
  if (confirmStep) return confirmStep;

  const values = {
    firstName: field(form, 'firstName'),
    lastName: field(form, 'lastName'),
    phone: field(form, 'phone'),
  };
  const password = rawField(form, 'password');
  const countryCode = field(form, 'country');
  const country = PHONE_COUNTRIES.find((c) => c.code === countryCode) ?? PHONE_COUNTRIES[0];
  const fail = (body: SignupActionData) => formFailure(request, { ...body, country: country.code }, 400);

  if (!values.firstName && !values.lastName && !values.phone && !email && !password) {
    return fail({ step: 'details', email, values, formError: 'Please fill in all the details.' });
  }
  const errors: NonNullable<CreateAccountActionData['fieldErrors']> = {};
  if (!values.firstName) errors.firstName = 'Field required';
  if (!values.lastName) errors.lastName = 'Field required';
  const digits = values.phone.replace(/[\s().-]/g, '');
  if (!values.phone) errors.phone = 'Field required';
  else if (!/^\d{4,14}$/.test(digits)) errors.phone = 'Invalid Phone Number';
  if (!email) errors.email = 'Field required';
  else if (!EMAIL_PATTERN.test(email)) errors.email = 'Invalid email';
  if (!password) errors.password = 'Field required';
  if (Object.keys(errors).length > 0) return fail({ step: 'details', email, values, fieldErrors: errors });
  return register(request, context, { email, values, phone: `${country.dial}${digits}`, password });
}
