import { useEffect, useState, useSyncExternalStore } from 'react';
import { Form, Link, useActionData, useLoaderData, useNavigate, useNavigation } from 'react-router';
import { Modal } from '../../ui/modal';
import { useSite } from '../../shell/root-data';
import { useToast } from '../../shell/toasts';
import { Field, FormMessage, ProfileFields } from './fields';
import { clearBrowserAccountState } from './sign-out';
import { NotificationsSwitch } from '../../pwa/notifications-switch';
import { SwitchInput } from '../../ui/switch-input';
import type { AccountTab, MyAccountActionData, MyAccountData } from './my-account.server';
import { PassengersPanel, RewardsPanel, WalletPanel } from './travel-tabs';
import { SecurityPanel } from './security-panel';
import { CarbonPanel } from './carbon-panel';
import { WatchesPanel } from './watches-panel';

/** True once React has hydrated: before that, forms and the delete confirmation work as plain HTML. */
const noSubscription = () => () => {};
function useHydrated(): boolean {
  // False on the server and while hydrating, true afterwards.
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export function Component() {
  const data = useLoaderData() as MyAccountData;
  const result = useActionData() as MyAccountActionData | undefined;
  const { brandName } = useSite();
  const hydrated = useHydrated();
  const toast = useToast();
  const navigate = useNavigate();
  // Open from the URL (the account menu's ?delete=1) or from the button on the page.
  const [deleteAsked, setDeleteAsked] = useState(false);
  const deleteOpen = data.confirmDelete || deleteAsked;

  // After hydration a success shows as a toast; before it (plain form post) inline.
  useEffect(() => {
    if (result?.ok && result.message) toast.show(result.message, 'success');
  }, [result, toast]);
  const inlineSuccess = (intent: MyAccountActionData['intent']) =>
    !hydrated && result?.intent === intent && result.ok ? result.message : undefined;
  const errorFor = (intent: MyAccountActionData['intent']) =>
    result?.intent === intent && !result.ok ? result.message : undefined;

  const tabs: { key: AccountTab; label: string }[] = [
    { key: 'notifications', label: 'Notifications' },
    { key: 'personal-info', label: 'Personal Info' },
    { key: 'passengers', label: 'Passengers' },
    { key: 'rewards', label: `${brandName} Rewards` },
    { key: 'wallet', label: 'Wallet' },
    { key: 'watches', label: 'Watches' },
    { key: 'security', label: 'Security' },
    { key: 'carbon', label: 'Carbon' },
  ];
  const closeDelete = () => {
    setDeleteAsked(false);
    if (data.confirmDelete) void navigate(`/my-account?tab=${data.tab}`, { replace: true });
  };
  const deleteForm = <DeleteAccountForm error={errorFor('delete')} />;

  return (
    <article className="page container my-account">
      <title>Account</title>
      <h1>Account</h1>
      <nav className="account-tabs" aria-label="Account sections">
        {tabs.map((tab) => (
          <Link
            key={tab.key}
            to={`/my-account?tab=${tab.key}`}
            className="account-tabs__tab"
            aria-current={tab.key === data.tab ? 'page' : undefined}
          >
            {tab.label}
          </Link>
        ))}
      </nav>
      <section className="account-panel" aria-label={tabs.find((t) => t.key === data.tab)?.label}>
        {data.tab === 'personal-info' ? (
          <>
            <PersonalInfo data={data} result={result} success={inlineSuccess('profile')} />
            {data.user.federated ? null : (
              <ChangePassword
                result={result}
                error={errorFor('password-send') ?? errorFor('password-change')}
                success={inlineSuccess('password-send') ?? inlineSuccess('password-change')}
                policy={data.passwordPolicy}
              />
            )}
            <section className="account-section">
              <h2>Delete account</h2>
              <p>Deleting your account removes your profile and signs you out.</p>
              {hydrated ? (
                <button type="button" className="button button--ghost" onClick={() => setDeleteAsked(true)}>
                  Delete account
                </button>
              ) : (
                <Link className="button button--ghost" to="/my-account?delete=1">
                  Delete account
                </Link>
              )}
            </section>
          </>
        ) : data.tab === 'notifications' ? (
          <Notifications data={data} error={errorFor('communication')} success={inlineSuccess('communication')} />
        ) : data.tab === 'passengers' ? (
          <PassengersPanel data={data} result={result} />
        ) : data.tab === 'rewards' ? (
          <RewardsPanel data={data} />
        ) : data.tab === 'watches' ? (
          <WatchesPanel data={data} result={result} />
        ) : data.tab === 'security' ? (
          <SecurityPanel data={data} result={result} />
        ) : data.tab === 'carbon' ? (
          <CarbonPanel data={data} />
        ) : (
          <WalletPanel data={data} />
        )}
      </section>
      <Form method="post" action="/logout" onSubmit={clearBrowserAccountState}>
        <button className="button button--dark" type="submit">
          Log out
        </button>
      </Form>
      {hydrated ? (
        <Modal open={deleteOpen} title="Delete account" onClose={closeDelete}>
          {deleteForm}
        </Modal>
      ) : data.confirmDelete ? (
        <section className="account-section" aria-label="Delete account">
          <h2>Delete account</h2>
          {deleteForm}
        </section>
      ) : null}
    </article>
  );
}

function PersonalInfo({
  data,
  result,
  success,
}: {
  data: MyAccountData;
  result: MyAccountActionData | undefined;
  success?: string;
}) {
  const busy = useNavigation().state === 'submitting';
  const failed = result?.intent === 'profile' ? result : undefined;
  const values = failed?.values ?? {
    firstname: data.user.firstName,
    lastname: data.user.lastName,
    phone: data.user.phone ?? '',
  };
  return (
    <section className="account-section">
      <h2>Personal Info</h2>
      <FormMessage success={success} />
      <Form method="post" noValidate key={JSON.stringify(values)}>
        <input type="hidden" name="intent" value="profile" />
        <ProfileFields values={values} errors={failed?.fieldErrors} />
        <div className="field">
          <label htmlFor="account-email">E-mail</label>
          <input id="account-email" type="email" value={data.user.email} readOnly />
        </div>
        <button className="button button--primary" type="submit" disabled={busy}>
          Save
        </button>
      </Form>
    </section>
  );
}

function Notifications({ data, error, success }: { data: MyAccountData; error?: string; success?: string }) {
  const busy = useNavigation().state === 'submitting';
  const switches: { name: 'enableEmail' | 'enableNotification' | 'sms'; label: string }[] = [
    { name: 'enableEmail', label: 'Email' },
    { name: 'enableNotification', label: 'Notifications' },
    { name: 'sms', label: 'SMS' },
  ];
  return (
    <section className="account-section">
      <h2>Notifications</h2>
      <FormMessage error={error} success={success} />
      <Form method="post">
        <input type="hidden" name="intent" value="communication" />
        <fieldset className="switches">
          <legend>Tell me about my trips by</legend>
          {switches.map((s) =>
            s.name === 'enableNotification' ? (
              <NotificationsSwitch key={s.name} name={s.name} label={s.label} initial={data.communication[s.name]} />
            ) : (
              <Switch key={s.name} name={s.name} label={s.label} initial={data.communication[s.name]} />
            ),
          )}
        </fieldset>
        <button className="button button--primary" type="submit" disabled={busy}>
          Save
        </button>
      </Form>
    </section>
  );
}

/** A switch whose value is saved with the form. */
function Switch({ name, label, initial }: { name: string; label: string; initial: boolean }) {
  const [on, setOn] = useState(initial);
  return <SwitchInput name={name} label={label} on={on} onTurn={setOn} />;
}

function ChangePassword({
  result,
  error,
  success,
  policy,
}: {
  result: MyAccountActionData | undefined;
  error?: string;
  success?: string;
  policy: string;
}) {
  const busy = useNavigation().state === 'submitting';
  const codeSent =
    (result?.intent === 'password-send' && result.ok) || (result?.intent === 'password-change' && result.sent);
  return (
    <section className="account-section">
      <h2>Change password</h2>
      <FormMessage error={error} success={success} />
      {codeSent ? (
        <Form method="post" noValidate>
          <input type="hidden" name="intent" value="password-change" />
          <Field name="code" label="Verification code" inputMode="numeric" autoComplete="one-time-code" />
          <Field name="password" label="New password" type="password" autoComplete="new-password" hint={policy} />
          <button className="button button--primary" type="submit" disabled={busy}>
            Change password
          </button>
        </Form>
      ) : (
        <Form method="post">
          <input type="hidden" name="intent" value="password-send" />
          <p>We will e-mail you a verification code to confirm the change.</p>
          <button className="button button--dark" type="submit" disabled={busy}>
            Send code
          </button>
        </Form>
      )}
    </section>
  );
}

function DeleteAccountForm({ error }: { error?: string }) {
  const [typed, setTyped] = useState('');
  const hydrated = useHydrated();
  const busy = useNavigation().state === 'submitting';
  return (
    <Form method="post" action="/my-account" noValidate>
      <input type="hidden" name="intent" value="delete" />
      <FormMessage error={error} />
      <div className="field">
        <label htmlFor="delete-confirm">Type DELETE to delete your account. This cannot be undone.</label>
        <input
          id="delete-confirm"
          name="confirm"
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </div>
      {/* Before hydration the server checks the typed text; after it, the button waits for DELETE. */}
      <button
        className="button button--primary"
        type="submit"
        disabled={busy || (hydrated && typed.trim() !== 'DELETE')}
      >
        Delete account
      </button>
    </Form>
  );
}
