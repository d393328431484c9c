import { useState } from 'react';
import { SwitchInput } from '../ui/switch-input';
import { subscribeThisDevice, unsubscribeThisDevice, type Subscribed } from './push-subscription';

const SAID: Record<Subscribed, string> = {
  subscribed: 'This device will get notifications. Save to keep your choice.',
  denied: 'Notifications are blocked for this site in your browser’s settings. Allow them there, then try again.',
  unsupported: 'This browser cannot show notifications from this site. Install the app, or use e-mail and SMS.',
  failed: 'We could not register this device for notifications. Please try again.',
};

/**
 * The Notifications switch of My Account: turned on, the browser asks its permission at that
 * moment and this device is registered for push; turned off, this device's registration is
 * removed. Its value is saved with the other switches (the form's Save).
 */
export function NotificationsSwitch({ name, label, initial }: { name: string; label: string; initial: boolean }) {
  const [on, setOn] = useState(initial);
  const [said, setSaid] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const turn = async (next: boolean) => {
    setOn(next);
    setSaid(null);
    if (!next) {
      await unsubscribeThisDevice();
      return;
    }
    setBusy(true);
    try {
      setSaid(SAID[await subscribeThisDevice()]);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <SwitchInput
        name={name}
        label={label}
        on={on}
        onTurn={(next) => void turn(next)}
        disabled={busy}
        describedBy={said ? `${name}-said` : undefined}
      />
      <p id={`${name}-said`} className="switch__said" role="status">
        {said}
      </p>
    </>
  );
}
