import type { LoaderArgs } from '../../context';
import { PASSKEY_MESSAGES } from '../../../engine/passkeys/passkeys';
import { field } from './form-data.server';

/** A signed-in device as the Security tab lists it (decision 054). */
export interface DeviceRow {
  sessionId: string;
  device: string;
  /** ISO instants: the page shows them on the customer's own clock. */
  signedInAt: string;
  lastSeenAt: string;
  current: boolean;
}

/** A passkey as the Security tab lists it (decision 058). */
export interface PasskeyRow {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export const SECURITY_INTENTS = ['device-sign-out', 'devices-sign-out-others', 'passkey-remove'] as const;

export type SecurityActionData = {
  intent: (typeof SECURITY_INTENTS)[number];
  ok: boolean;
  message: string;
};

export const SECURITY_MESSAGES = {
  SIGNED_OUT: 'That device is signed out.',
  OTHERS_SIGNED_OUT: 'Every other device is signed out.',
  NOT_YOURS: 'That device is not signed in to your account.',
} as const;

/** The Security tab: the devices the account is signed in on, this one first. */
export async function securityTabData(
  context: LoaderArgs['context'],
  userId: string,
): Promise<{ devices: DeviceRow[]; passkeys: PasskeyRow[] }> {
  const [devices, passkeys] = await Promise.all([
    context.devices.list(userId, context.account?.identity.sessionId),
    context.passkeys.list(userId),
  ]);
  return {
    passkeys: passkeys.map((p) => ({
      id: p.id,
      name: p.name,
      createdAt: p.createdAt.toISOString(),
      lastUsedAt: p.lastUsedAt?.toISOString() ?? null,
    })),
    devices: devices.map((d) => ({
      sessionId: d.sessionId,
      device: d.device,
      signedInAt: d.signedInAt.toISOString(),
      lastSeenAt: d.lastSeenAt.toISOString(),
      current: d.current,
    })),
  };
}

/** Signs one device out, or all the others, on every node within a second (decision 034); or removes a passkey. */
export async function securityAction(
  context: LoaderArgs['context'],
  userId: string,
  intent: SecurityActionData['intent'],
  form: FormData,
): Promise<{ body: SecurityActionData; status: number }> {
  if (intent === 'passkey-remove') {
    const removed = await context.passkeys.remove(userId, field(form, 'passkeyId'), context.requestId);
    return removed.ok
      ? { body: { intent, ok: true, message: PASSKEY_MESSAGES.REMOVED }, status: 200 }
      : { body: { intent, ok: false, message: removed.message }, status: removed.status };
  }
  if (intent === 'devices-sign-out-others') {
    await context.devices.signOutOthers(userId, context.account?.identity.sessionId);
    return { body: { intent, ok: true, message: SECURITY_MESSAGES.OTHERS_SIGNED_OUT }, status: 200 };
  }
  const signedOut = await context.devices.signOut(userId, field(form, 'sessionId'));
  return signedOut
    ? { body: { intent, ok: true, message: SECURITY_MESSAGES.SIGNED_OUT }, status: 200 }
    : { body: { intent, ok: false, message: SECURITY_MESSAGES.NOT_YOURS }, status: 404 };
}
