import { Form, useActionData, useLoaderData } from 'react-router';
import type { DeskStaffActionData, DeskStaffData } from './staff.server';
import { DeskPageError, TableScroll, utc } from './desk-ui';

export { DeskPageError as ErrorBoundary };

const ROLE_NAMES: Record<string, string> = { ADMIN: 'Administrator', SUPPORT: 'Support' };

/** Staff accounts (administrators): create, disable or enable, reset a password. */
export function Component() {
  const { you, members } = useLoaderData() as DeskStaffData;
  const answer = useActionData() as DeskStaffActionData | undefined;
  const errors = answer && !answer.ok ? (answer.fieldErrors ?? {}) : {};
  const input = (name: string, label: string, type = 'text', autoComplete = 'off') => (
    <div className="field">
      <label htmlFor={`desk-new-${name}`}>{label}</label>
      <input
        id={`desk-new-${name}`}
        name={name}
        type={type}
        required
        autoComplete={autoComplete}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `desk-new-${name}-error` : undefined}
      />
      {errors[name] && (
        <span id={`desk-new-${name}-error`} className="form-error">
          {errors[name]}
        </span>
      )}
    </div>
  );
  return (
    <section className="desk-page" aria-labelledby="desk-staff-title">
      <title>Staff · Support desk</title>
      <h1 id="desk-staff-title">Staff accounts</h1>
      {answer && (
        <p
          className={answer.ok ? 'desk-notice' : 'desk-notice desk-notice--error'}
          role={answer.ok ? 'status' : 'alert'}
        >
          {answer.message}
        </p>
      )}
      <TableScroll labelledBy="desk-staff-title">
        <table className="desk-table">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">E-mail</th>
              <th scope="col">Role</th>
              <th scope="col">Since</th>
              <th scope="col">Status</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {members.map((m) => (
              <tr key={m.userId}>
                <td>{m.name}</td>
                <td>{m.email}</td>
                <td>{ROLE_NAMES[m.role] ?? m.role}</td>
                <td>{utc(m.since)}</td>
                <td>
                  {m.disabled ? 'Disabled' : 'Active'}
                  <br />
                  <small>{m.secondFactor ? 'Second factor set up' : 'Second factor pending'}</small>
                </td>
                <td>
                  {m.userId !== you && (
                    <div className="button-row">
                      <MemberAction
                        userId={m.userId}
                        intent={m.disabled ? 'enable' : 'disable'}
                        label={m.disabled ? 'Enable' : 'Disable'}
                        about={`${m.disabled ? 'Enable' : 'Disable'} ${m.email}`}
                      />
                      <MemberAction
                        userId={m.userId}
                        intent="reset-password"
                        label="Reset password"
                        about={`Reset password for ${m.email}`}
                      />
                      {m.secondFactor ? (
                        <MemberAction
                          userId={m.userId}
                          intent="reset-second-factor"
                          label="Reset second factor"
                          about={`Reset second factor for ${m.email}`}
                        />
                      ) : null}
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <section className="desk-card desk-new-staff" aria-labelledby="desk-new-staff-title">
        <h2 id="desk-new-staff-title">New staff account</h2>
        <Form method="post" className="desk-inline-form">
          <input type="hidden" name="intent" value="create" />
          {input('firstname', 'First name')}
          {input('lastname', 'Last name')}
          {input('email', 'E-mail', 'email')}
          {input('password', 'First password', 'password', 'new-password')}
          <div className="field">
            <label htmlFor="desk-new-role">Role</label>
            <select id="desk-new-role" name="role" defaultValue="SUPPORT">
              <option value="SUPPORT">Support</option>
              <option value="ADMIN">Administrator</option>
            </select>
          </div>
          <button type="submit" className="button button--dark">
            Create the account
          </button>
        </Form>
      </section>
    </section>
  );
}

/** One action on a staff account: a form of its own, its button named with the account's e-mail. */
function MemberAction(props: { userId: string; intent: string; label: string; about: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="userId" value={props.userId} />
      <button type="submit" name="intent" value={props.intent} className="button button--link" aria-label={props.about}>
        {props.label}
      </button>
    </Form>
  );
}
