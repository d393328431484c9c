import type { PushSubscriptionRecord } from '../../ports/push';

/**
 * What Maya does about the messages on her phone (features/phone): her number and her
 * Notifications switches, and her replies to our number. The domain driver calls the use
 * cases; the http driver goes through the REST API and the text provider's webhook.
 */
export interface PhoneTasks {
  /** Saves the phone number of her profile, as she typed it. */
  savePhone(phone: string): Promise<void>;
  /** Her SMS switch in My Account > Notifications (e-mail and push stay on). */
  turnTexts(on: boolean): Promise<void>;
  /** What her account's SMS switch shows. */
  textsOn(): Promise<boolean>;
  /** Her Notifications switch in My Account (e-mail and texts as they are). */
  turnNotifications(on: boolean): Promise<void>;
  /** Notifications turned on in the browser of `device`: its subscription registered for her. */
  registerDevice(device: string, subscription: PushSubscriptionRecord, userAgent: string): Promise<void>;
  /** A text from her phone to our number: what we answer. */
  reply(words: string): Promise<{ answer: string | null }>;
  /** A post to the webhook from her number that our provider did not sign: the refusal. */
  unsignedReply(words: string): Promise<{ status: number; message: string }>;
}
