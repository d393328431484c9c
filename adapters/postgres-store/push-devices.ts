import { and, eq } from 'drizzle-orm';
import { inject, injectable } from 'inversify';
import type { PushDevice, PushDevices, VapidKeys, VapidKeyStore } from '../../ports/push-devices';
import { DB, type Db } from './database';
import { appSettings, pushSubscriptions } from './identity-schema';

type Row = typeof pushSubscriptions.$inferSelect;

const deviceOf = (row: Row): PushDevice => ({
  id: row.id,
  userId: row.userId,
  endpoint: row.endpoint,
  keys: { p256dh: row.p256dh, auth: row.auth },
  label: row.label,
  createdAt: row.createdAt,
});

/** Customers' push subscriptions on PGlite and PostgreSQL (docs/decisions/045). */
@injectable()
export class PostgresPushDevices implements PushDevices {
  constructor(@inject(DB) private readonly db: Db) {}

  async save(device: Omit<PushDevice, 'id' | 'createdAt'>, id: string, at: Date): Promise<string> {
    const [row] = await this.db
      .insert(pushSubscriptions)
      .values({
        id,
        userId: device.userId,
        endpoint: device.endpoint,
        p256dh: device.keys.p256dh,
        auth: device.keys.auth,
        label: device.label,
        createdAt: at,
      })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId: device.userId, p256dh: device.keys.p256dh, auth: device.keys.auth, label: device.label },
      })
      .returning({ id: pushSubscriptions.id });
    return row?.id ?? id;
  }

  async remove(userId: string, endpoint: string): Promise<boolean> {
    const rows = await this.db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
      .returning({ id: pushSubscriptions.id });
    return rows.length > 0;
  }

  async removeGone(id: string): Promise<void> {
    await this.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  }

  async ofUser(userId: string): Promise<PushDevice[]> {
    const rows = await this.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(pushSubscriptions.createdAt);
    return rows.map(deviceOf);
  }

  async find(id: string): Promise<PushDevice | undefined> {
    const [row] = await this.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    return row ? deviceOf(row) : undefined;
  }
}

const VAPID = 'vapid-keys';

/** The embedded default's VAPID key pair, made by the first node and kept in app_settings. */
@injectable()
export class PostgresVapidKeyStore implements VapidKeyStore {
  constructor(@inject(DB) private readonly db: Db) {}

  async keys(make: () => VapidKeys, at: Date): Promise<VapidKeys> {
    const made = make();
    await this.db
      .insert(appSettings)
      .values({ key: VAPID, value: { ...made }, createdAt: at })
      .onConflictDoNothing({ target: appSettings.key });
    // Whichever node stored its pair first, every node reads that one.
    const [row] = await this.db.select().from(appSettings).where(eq(appSettings.key, VAPID));
    const value = row?.value as Partial<VapidKeys> | undefined;
    if (!value?.publicKey || !value.privateKey) throw new Error('app_settings holds no VAPID key pair');
    return { publicKey: value.publicKey, privateKey: value.privateKey };
  }
}
