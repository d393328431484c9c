import express, { type Router } from 'express';
import { z } from 'zod';
import { pushSubscriptionSchema } from '../../../ports/push';
import type { PushRegistrations } from '../../engine/notifications/push-registrations';
import { signedIn } from './signed-in';
import { parseOr400 } from './validation';

/**
 * The devices of the signed-in customer that take push notifications (docs/decisions/045):
 * GET /api/push/key (the VAPID public key to subscribe with), POST /api/push/subscriptions
 * (this device's subscription) and DELETE /api/push/subscriptions (this device's, by endpoint).
 * The server later posts to a subscription's endpoint, so only the push services of
 * PUSH_SERVICE_HOSTS are accepted: never an address of our own network.
 */
export function pushApi(registrations: PushRegistrations, options: { allowedHosts: readonly string[] }): Router {
  const router = express.Router();
  const subscription = pushSubscriptionSchema().refine((s) => onPushService(s.endpoint, options.allowedHosts), {
    error: 'This browser’s push service is not one we send to.',
    path: ['endpoint'],
  });
  const removal = z.object({ endpoint: z.string().trim().min(1, 'Which device?').max(2_000) });

  router.get('/push/key', async (_req, res) => {
    res.json({ publicKey: await registrations.publicKey() });
  });
  router.post('/push/subscriptions', async (req, res) => {
    const userId = signedIn(res);
    const body = userId && parseOr400(subscription, req.body, res);
    if (!userId || !body) return;
    const id = await registrations.register(userId, body, req.get('User-Agent'));
    res.status(201).json({ id });
  });
  router.delete('/push/subscriptions', async (req, res) => {
    const userId = signedIn(res);
    const body = userId && parseOr400(removal, req.body, res);
    if (!userId || !body) return;
    await registrations.unregister(userId, body.endpoint);
    res.status(204).end();
  });
  return router;
}

/** The endpoint's host is one of the push services, or a subdomain of one. */
export function onPushService(endpoint: string, hosts: readonly string[]): boolean {
  const host = new URL(endpoint).hostname.toLowerCase();
  return hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}
