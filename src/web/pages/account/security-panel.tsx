import { Form } from 'react-router';
import { FormMessage } from './fields';
import type { MyAccountActionData, MyAccountData } from './my-account.server';
import { PasskeysSection, shownAt as shown } from './passkeys-panel';
import type { SecurityActionData } from './security.server';

/** My Account > Security: the account's passkeys (decision 058), and the devices signed in to it, each with its sign-out (054). */
export function SecurityPanel({ data, result }: { data: MyAccountData; result: MyAccountActionData | undefined }) {
  const security =
    result?.intent === 'device-sign-out' ||
    result?.intent === 'devices-sign-out-others' ||
    result?.intent === 'passkey-remove'
      ? (result as SecurityActionData)
      : undefined;
  const said = security?.intent === 'passkey-remove' ? undefined : security;
  const others = data.devices.filter((d) => !d.current);
  return (
    <>
      <PasskeysSection passkeys={data.passkeys} result={security} />
      <section className="account-section account-section--wide">
        <h2>Signed-in devices</h2>
        <p>
          These are the browsers and apps signed in to your account. If you do not recognise one, sign it out and change
          your password.
        </p>
        <FormMessage
          error={said && !said.ok ? said.message : undefined}
          success={said?.ok ? said.message : undefined}
        />
        <ul className="device-list">
          {data.devices.map((d) => (
            <li key={d.sessionId} className="device-list__item" data-session-id={d.sessionId}>
              <div>
                <strong>{d.device}</strong>
                {d.current ? <span className="device-list__current">This device</span> : null}
                <span>Signed in {shown(d.signedInAt)}</span>
                <span>Last seen {shown(d.lastSeenAt)}</span>
              </div>
              {d.current ? null : (
                <Form method="post">
                  <input type="hidden" name="intent" value="device-sign-out" />
                  <input type="hidden" name="sessionId" value={d.sessionId} />
                  <button
                    type="submit"
                    className="button button--link"
                    aria-label={`Sign out ${d.device}, signed in ${shown(d.signedInAt)}`}
                  >
                    Sign out
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
        {others.length > 0 ? (
          <Form method="post">
            <input type="hidden" name="intent" value="devices-sign-out-others" />
            <button type="submit" className="button button--dark">
              Sign out of all other devices
            </button>
          </Form>
        ) : (
          <p className="account-empty">No other device is signed in.</p>
        )}
      </section>
    </>
  );
}
