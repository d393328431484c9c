import { redirect } from 'react-router';
import type { ActionArgs, LoaderArgs } from '../../context';
import { ACCOUNT_PATH, loginPathFor, safeReturnPath } from '../../guards.server';
import { normalisePhone } from './sign-up-rules';
import { field, formFailure } from './form-data.server';

export interface CompleteProfileData {
  email: string;
  firstname: string;
  lastname: string;
  phone: string;
  redirectTo: string;
}

export interface CompleteProfileSaved {
  saved: true;
}

export interface CompleteProfileActionData {
  fieldErrors: { firstname?: string; lastname?: string; phone?: string };
  values: { firstname: string; lastname: string; phone: string };
}

/**
 * After a social sign-in whose provider left out a name or the phone (spec 000 §4): the account
 * exists but does not count as signed in until the four profile fields are present.
 */
function incompleteAccount({ context, request }: LoaderArgs | ActionArgs) {
  const url = new URL(request.url);
  if (!context.account) throw redirect(loginPathFor(url.pathname + url.search));
  if (context.account.complete) throw redirect(safeReturnPath(url.searchParams.get('redirectTo'), ACCOUNT_PATH));
  return context.account;
}

export function loader(args: LoaderArgs): CompleteProfileData {
  const account = incompleteAccount(args);
  return {
    ...account.profile,
    redirectTo: safeReturnPath(new URL(args.request.url).searchParams.get('redirectTo')),
  };
}

export async function action(args: ActionArgs) {
  const account = incompleteAccount(args);
  const form = await args.request.formData();
  const values = {
    firstname: field(form, 'firstname'),
    lastname: field(form, 'lastname'),
    phone: field(form, 'phone'),
  };
  const phone = normalisePhone(values.phone);
  const fieldErrors: CompleteProfileActionData['fieldErrors'] = {};
  if (!values.firstname) fieldErrors.firstname = 'Field required';
  if (!values.lastname) fieldErrors.lastname = 'Field required';
  if (!values.phone) fieldErrors.phone = 'Field required';
  else if (!phone) fieldErrors.phone = 'Invalid Phone Number';
  if (!phone || Object.keys(fieldErrors).length > 0) {
    return formFailure(args.request, { fieldErrors, values } satisfies CompleteProfileActionData, 400);
  }
  await args.context.accounts.updateProfile(account.identity.userId, { ...values, phone });
  // The modal stays on its page: it shows the spec's message and reloads the page's data.
  if (field(form, 'next') === 'modal') return { saved: true } satisfies CompleteProfileSaved;
  return redirect(safeReturnPath(field(form, 'redirectTo')));
}
