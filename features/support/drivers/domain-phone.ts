import { PROFILE_STORE, type ProfileStore } from '../../../ports/identity-provider';
import { SmsReplies } from '../../../src/engine/notifications/sms-replies';
import { PushRegistrations } from '../../../src/engine/notifications/push-registrations';
import type { PushSubscriptionRecord } from '../../../ports/push';
import type { PhoneTasks } from '../phone-tasks';
import type { PhoneScenario } from './phone-scenario';

/** The phone scenarios through the use cases and stores, in process. */
export class DomainPhoneTasks implements PhoneTasks {
  constructor(protected readonly scenario: PhoneScenario) {}

  private get profiles(): ProfileStore {
    return this.scenario.container.get<ProfileStore>(PROFILE_STORE);
  }

  private get userId(): string {
    return this.scenario.trip.maya.userId;
  }

  async savePhone(phone: string): Promise<void> {
    await this.profiles.updateProfile(this.userId, { firstname: 'Maya', lastname: 'Okafor', phone });
  }

  async turnTexts(on: boolean): Promise<void> {
    const now = await this.profiles.getCommunication(this.userId);
    await this.profiles.setCommunication(this.userId, {
      enableEmail: true,
      enableNotification: now?.enableNotification ?? true,
      sms: on,
    });
  }

  async turnNotifications(on: boolean): Promise<void> {
    const now = await this.profiles.getCommunication(this.userId);
    await this.profiles.setCommunication(this.userId, {
      enableEmail: true,
      enableNotification: on,
      sms: now?.sms ?? false,
    });
  }

  async registerDevice(_device: string, subscription: PushSubscriptionRecord, userAgent: string): Promise<void> {
    await this.scenario.container.get(PushRegistrations).register(this.userId, subscription, userAgent);
  }

  async textsOn(): Promise<boolean> {
    return (await this.profiles.getCommunication(this.userId))?.sms ?? false;
  }

  async reply(words: string): Promise<{ answer: string | null }> {
    const profile = await this.profiles.getProfile(this.userId);
    const received = await this.scenario.container.get(SmsReplies).receive(profile?.phone ?? '', words);
    return { answer: received?.reply ?? null };
  }

  unsignedReply(): Promise<{ status: number; message: string }> {
    throw new Error('An unsigned webhook request exists over HTTP only: tag the scenario @web');
  }
}
