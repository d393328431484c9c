import { deskSchemas } from '../../core/desk/desk-input';
import { field, formFailure, rawField } from '../pages/account/form-data.server';
import type { ActionArgs, LoaderArgs } from '../context';
import { failure, requireStaff } from './desk.server';

export interface DeskStaffData {
  you: string;
  members: {
    userId: string;
    name: string;
    email: string;
    role: string;
    disabled: boolean;
    since: string;
    /** Their authenticator is set up; false while enrolment is pending. */
    secondFactor: boolean;
  }[];
}

export type DeskStaffActionData =
  { ok: true; message: string } | { ok: false; message: string; fieldErrors?: Record<string, string> };

/** Staff accounts: administrators only (a support member gets the desk's 403). */
export async function loader({ context }: LoaderArgs): Promise<DeskStaffData> {
  const { staff, desk } = requireStaff(context);
  const result = await desk.staff.list(staff);
  if (!result.ok) failure(result);
  return {
    you: staff.userId,
    members: result.value.map((m) => ({
      userId: m.userId,
      name: `${m.firstname} ${m.lastname}`.trim(),
      email: m.email,
      role: m.role,
      disabled: m.disabledAt !== null,
      since: m.createdAt.toISOString(),
      secondFactor: m.secondFactor,
    })),
  };
}

export async function action({ context, request }: ActionArgs): Promise<DeskStaffActionData> {
  const { staff, desk } = requireStaff(context);
  const form = await request.formData();
  const intent = field(form, 'intent');
  const fail = (body: DeskStaffActionData, status: number) => formFailure(request, body, status) as DeskStaffActionData;
  const refused = (r: { code: string; message: string; fieldErrors?: Record<string, string> }) =>
    fail(
      { ok: false, message: r.message, fieldErrors: r.fieldErrors },
      r.code === 'FORBIDDEN' ? 403 : r.code === 'NOT_FOUND' ? 404 : r.code === 'INVALID' ? 400 : 409,
    );

  if (intent === 'create') {
    const parsed = deskSchemas.newStaff.safeParse({
      email: field(form, 'email'),
      firstname: field(form, 'firstname'),
      lastname: field(form, 'lastname'),
      password: rawField(form, 'password'),
      role: field(form, 'role') || undefined,
    });
    if (!parsed.success) {
      const fieldErrors = Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
      return fail({ ok: false, message: 'Please correct the new account.', fieldErrors }, 400);
    }
    const result = await desk.staff.create(staff, parsed.data);
    if (!result.ok) return refused(result);
    return { ok: true, message: `Account ${parsed.data.email} created.` };
  }
  const userId = field(form, 'userId');
  if (intent === 'disable' || intent === 'enable') {
    const result = await desk.staff.setDisabled(staff, userId, intent === 'disable');
    if (!result.ok) return refused(result);
    return {
      ok: true,
      message: intent === 'disable' ? 'Account disabled: its sessions have ended.' : 'Account enabled.',
    };
  }
  if (intent === 'reset-password') {
    const result = await desk.staff.resetPassword(staff, userId);
    if (!result.ok) return refused(result);
    return { ok: true, message: 'A reset code is on its way to them; their sessions have ended.' };
  }
  if (intent === 'reset-second-factor') {
    const result = await desk.staff.resetSecondFactor(staff, userId);
    if (!result.ok) return refused(result);
    return { ok: true, message: 'Their second factor is reset: they set it up again at their next sign-in.' };
  }
  return fail({ ok: false, message: 'Unknown action.' }, 400);
}
