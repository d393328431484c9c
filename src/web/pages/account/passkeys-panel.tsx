import { useState } from 'react';
import { Form, useRevalidator } from 'react-router';
import { PASSKEY_MESSAGES } from '../../../core/identity/passkeys';
import { FormMessage } from './fields';
import { addPasskey } from './passkey-client';
import type { PasskeyRow, SecurityActionData } from './security.server';

export const shownAt = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC';

/**
 * My Account > Security's passkeys (decision 058): each one the account can sign in with, its
 * removal (a form: it works before the page's script), and adding one on this device.
 */
export function PasskeysSection({
  passkeys,
  result,
}: {
  passkeys: PasskeyRow[];
  result: SecurityActionData | undefined;
}) {
  const said = result?.intent === 'passkey-remove' ? result : undefined;
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState<{ ok: boolean; message: string } | undefined>();
  const add = async () => {
    setBusy(true);
    setAdded(undefined);
    const answer = await addPasskey();
    setAdded(answer.ok ? { ok: true, message: PASSKEY_MESSAGES.ADDED } : answer);
    setBusy(false);
    if (answer.ok) await revalidator.revalidate();
  };
  const shown = added ?? (said ? { ok: said.ok, message: said.message } : undefined);
  return (
    <section className="account-section account-section--wide" aria-labelledby="passkeys-heading">
      <h2 id="passkeys-heading">Passkeys</h2>
      <p>
        A passkey signs you in with your fingerprint, face or device PIN instead of your password. It stays on your
        device (or in your password manager) and cannot be phished.
      </p>
      <FormMessage
        error={shown && !shown.ok ? shown.message : undefined}
        success={shown?.ok ? shown.message : undefined}
      />
      {passkeys.length > 0 ? (
        <ul className="device-list">
          {passkeys.map((p) => (
            <li key={p.id} className="device-list__item" data-passkey-id={p.id}>
              <div>
                <strong>{p.name}</strong>
                <span>Added {shownAt(p.createdAt)}</span>
                <span>{p.lastUsedAt ? `Last used ${shownAt(p.lastUsedAt)}` : 'Not used yet'}</span>
              </div>
              <Form method="post" onSubmit={() => setAdded(undefined)}>
                <input type="hidden" name="intent" value="passkey-remove" />
                <input type="hidden" name="passkeyId" value={p.id} />
                <button
                  type="submit"
                  className="button button--link"
                  aria-label={`Remove the passkey ${p.name}, added ${shownAt(p.createdAt)}`}
                >
                  Remove
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : (
        <p className="account-empty">You have no passkey yet.</p>
      )}
      <button type="button" className="button button--dark" disabled={busy} onClick={() => void add()}>
        Add a passkey
      </button>
    </section>
  );
}
