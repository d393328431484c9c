import { After, Before, setWorldConstructor, World } from '@cucumber/cucumber';
import { mailedCode } from '../../test/support/mailbox';
import { startTestApp, type TestApp } from '../../test/support/app';
import { openSnapshot } from '../../test/support/snapshot';
import { BrowserTasks } from './drivers/browser';
import { BrowserDeskTasks } from './drivers/browser-desk';
import { BrowserSearchTasks } from './drivers/browser-search';
import { BrowserFlexibleDateTasks } from './drivers/browser-flexible-dates';
import { DomainFlexibleDateTasks } from './drivers/domain-flexible-dates';
import { HttpFlexibleDateTasks } from './drivers/http-flexible-dates';
import { HttpSearchTasks } from './drivers/http-search';
import { DomainTasks } from './drivers/domain';
import { HttpTasks } from './drivers/http';
import { HttpMailTasks } from './drivers/http-mail';
import type { DeskTasks } from './desk-tasks';
import { HttpSecondFactorTasks } from './drivers/http-second-factor';
import { HttpDeviceTasks } from './drivers/http-devices';
import type { SecondFactorTasks } from './second-factor-tasks';
import type { MailTasks } from './mail-tasks';
import type { TripTasks } from './trip-tasks';
import { TripScenario } from './drivers/trip-scenario';
import { DomainPhoneTasks } from './drivers/domain-phone';
import { HttpPhoneTasks } from './drivers/http-phone';
import { BrowserPhoneTasks } from './drivers/browser-phone';
import { PhoneScenario } from './drivers/phone-scenario';
import { WatchScenario } from './drivers/watch-scenario';
import { DomainWatchTasks } from './drivers/domain-watches';
import { HttpWatchTasks } from './drivers/http-watches';
import { BrowserWatchTasks } from './drivers/browser-watches';
import type { WatchTasks } from './watch-tasks';
import type { PhoneTasks } from './phone-tasks';
import { DomainTripTasks } from './drivers/domain-trips';
import { HttpTripTasks } from './drivers/http-trips';
import { BrowserTripTasks } from './drivers/browser-trips';
import { sharedBrowser, sharedPostgresUrl, sharedSnapshot } from './environment';
import { BrowserChatTasks } from './drivers/browser-chat';
import type { ChatTasks } from './chat-tasks';
import type { SearchTasks } from './search-tasks';
import type { FlexibleDateTasks } from './flexible-date-tasks';
import type { EmptyLegTasks } from './empty-leg-tasks';
import { DomainEmptyLegTasks } from './drivers/domain-empty-legs';
import { HttpEmptyLegTasks } from './drivers/http-empty-legs';
import { BrowserEmptyLegTasks } from './drivers/browser-empty-legs';
import type { DriverName, Tasks } from './tasks';
import { MarketDriver } from './drivers/market';
import type { MarketTasks } from './market-tasks';

interface Parameters {
  driver: DriverName;
}

/** One scenario's state: the person's tasks and what they have seen. Rebuilt per scenario. */
export class ContrailWorld extends World<Parameters> {
  tasks!: Tasks;
  app?: TestApp;
  /** The last answer a step observed, for the Then steps that follow. */
  seen: Record<string, unknown> = {};
  /** Searching and booking (features/search), made on first use: web drivers only. */
  private search?: SearchTasks;
  /** Her inbox and what she is e-mailed about (features/emails, tagged @email). */
  private mail?: HttpMailTasks;
  /** The support desk (features/desk): the browser driver only. */
  private desk?: BrowserDeskTasks;

  /** The staff second factor (features/security, tagged @second-factor): the http driver only. */
  private secondFactors?: SecondFactorTasks;

  /** My Account > Security (features/security, tagged @devices and @passkeys): the http driver only. */
  private deviceTasks?: HttpDeviceTasks;

  devices(): HttpDeviceTasks {
    if (!this.deviceTasks) throw new Error('Signed-in devices run in the http profile: tag it @devices');
    return this.deviceTasks;
  }

  secondFactor(): SecondFactorTasks {
    if (!this.secondFactors) throw new Error('The staff second factor runs in the http profile: tag it @second-factor');
    return this.secondFactors;
  }

  desking(): DeskTasks {
    if (!this.desk) throw new Error('The support desk runs in the browser profile');
    return this.desk;
  }

  /** Flexible dates on the results (features/flexible-dates): every driver. */
  private flexible?: FlexibleDateTasks;

  /** Empty legs (features/empty-legs): every driver. */
  private empty?: EmptyLegTasks;

  emptyLegs(): EmptyLegTasks {
    if (!this.empty) throw new Error('Empty legs are not set up for this scenario');
    return this.empty;
  }

  flexibleDates(): FlexibleDateTasks {
    if (!this.flexible) throw new Error('Flexible dates are not set up for this scenario');
    return this.flexible;
  }

  /** Route watches (tagged @watches): her watches and their alerts. */
  private watchWorld?: { scenario: WatchScenario; tasks: WatchTasks };

  watching(): { scenario: WatchScenario; tasks: WatchTasks } {
    if (!this.watchWorld) throw new Error('Route watches: tag this scenario @watches');
    return this.watchWorld;
  }

  /** Her phone: texts by her Notifications switches, her replies (tagged @phone). */
  private phoneWorld?: { scenario: PhoneScenario; tasks: PhoneTasks };

  phone(): { scenario: PhoneScenario; tasks: PhoneTasks } {
    if (!this.phoneWorld) throw new Error('Messages on her phone: tag this scenario @phone');
    return this.phoneWorld;
  }

  /** Her booked trip, cancelled or changed from its booking details (tagged @trips). */
  private trip?: { scenario: TripScenario; tasks: TripTasks };

  trips(): { scenario: TripScenario; tasks: TripTasks } {
    if (!this.trip) throw new Error('Cancelling and changing a trip: tag this scenario @trips');
    return this.trip;
  }

  /** The concierge chat on two nodes (features/chat, tagged @chat): browser profile only. */
  private chat?: BrowserChatTasks;

  chatting(): ChatTasks {
    if (!this.chat) throw new Error('Chat scenarios run on the browser driver: tag this scenario @chat');
    return this.chat;
  }

  mailing(): MailTasks {
    if (!this.mail) throw new Error('E-mail scenarios run on the http driver: tag this scenario @email');
    return this.mail;
  }

  searching(): SearchTasks {
    if (!this.search) throw new Error('Searching runs on the web drivers: tag this scenario @web');
    return this.search;
  }

  /** A moving market (features/market, tagged @market): opened by its first step, on its date. */
  private marketTasks?: MarketTasks;

  market(): MarketTasks {
    if (!this.marketTasks) throw new Error('The market opens with "Given the market of a fresh install on <date>"');
    return this.marketTasks;
  }

  async openMarket(today: Date): Promise<void> {
    this.marketTasks =
      this.parameters.driver === 'domain'
        ? await MarketDriver.domain(today)
        : await MarketDriver.http(today, async () => openSnapshot(await sharedSnapshot()));
  }

  async start(tags: readonly string[] = []): Promise<void> {
    const driver = this.parameters.driver;
    if (tags.includes('@market')) return;
    if (tags.includes('@chat') && driver === 'browser') {
      // Its own site: two app processes on a PostgreSQL database, started by its first step.
      this.chat = new BrowserChatTasks(await sharedBrowser(), sharedPostgresUrl);
      return;
    }
    if (tags.includes('@email')) {
      // Its own app, sending through a real SMTP server, on a clock the scenario moves.
      this.mail = await HttpMailTasks.start(await sharedSnapshot());
      return;
    }
    if (tags.includes('@watches')) {
      // Its own app on a clock the scenario moves, with the empty legs the scenario makes appear.
      const scenario = await WatchScenario.start(await sharedSnapshot());
      this.watchWorld = {
        scenario,
        tasks:
          driver === 'domain'
            ? new DomainWatchTasks(scenario)
            : driver === 'http'
              ? new HttpWatchTasks(scenario)
              : new BrowserWatchTasks(await sharedBrowser(), scenario),
      };
      return;
    }
    if (tags.includes('@phone')) {
      // Its own app, texting through Twilio's adapter to a stand-in of Twilio: her phone.
      const scenario = await PhoneScenario.start(await sharedSnapshot());
      this.phoneWorld = {
        scenario,
        tasks:
          driver === 'domain'
            ? new DomainPhoneTasks(scenario)
            : driver === 'http'
              ? new HttpPhoneTasks(scenario)
              : new BrowserPhoneTasks(await sharedBrowser(), scenario),
      };
      return;
    }
    if (tags.includes('@trips')) {
      // Its own app, on a clock the scenario moves; every driver, the domain's too, arranges through it.
      const scenario = await TripScenario.start(await sharedSnapshot());
      const tasks =
        driver === 'domain'
          ? new DomainTripTasks(scenario)
          : driver === 'http'
            ? new HttpTripTasks(scenario)
            : new BrowserTripTasks(await sharedBrowser(), scenario);
      this.trip = { scenario, tasks };
      return;
    }
    if (driver === 'domain') {
      this.tasks = new DomainTasks();
      this.flexible = new DomainFlexibleDateTasks();
      this.empty = new DomainEmptyLegTasks();
      return;
    }
    this.app = await startTestApp({
      pages: 'built',
      database: await openSnapshot(await sharedSnapshot()),
      // The installable app's worker, for the scenarios about what a browser keeps (off elsewhere).
      env: tags.includes('@service-worker') ? { SERVICE_WORKER: 'true' } : {},
    });
    this.tasks =
      driver === 'http'
        ? new HttpTasks(this.app.url, () => lastMailedCode(this.app))
        : await BrowserTasks.open(await sharedBrowser(), this.app.url, () => lastMailedCode(this.app));
    this.search =
      driver === 'http'
        ? new HttpSearchTasks(this.app)
        : await BrowserSearchTasks.open(await sharedBrowser(), this.app);
    if (driver === 'browser') this.desk = new BrowserDeskTasks(await sharedBrowser(), this.app);
    if (driver === 'http' && tags.includes('@second-factor')) this.secondFactors = new HttpSecondFactorTasks(this.app);
    if (driver === 'http' && (tags.includes('@devices') || tags.includes('@passkeys')))
      this.deviceTasks = new HttpDeviceTasks(this.app);
    this.flexible =
      driver === 'http'
        ? new HttpFlexibleDateTasks(this.app)
        : new BrowserFlexibleDateTasks(await sharedBrowser(), this.app);
    this.empty =
      driver === 'http' ? new HttpEmptyLegTasks(this.app) : new BrowserEmptyLegTasks(await sharedBrowser(), this.app);
  }

  async stop(): Promise<void> {
    await this.marketTasks?.close();
    await this.chat?.close();
    await this.mail?.close();
    if (this.phoneWorld?.tasks instanceof BrowserPhoneTasks) await this.phoneWorld.tasks.close();
    await this.phoneWorld?.scenario.close();
    if (this.watchWorld?.tasks instanceof BrowserWatchTasks) await this.watchWorld.tasks.close();
    await this.watchWorld?.scenario.close();
    await this.trip?.tasks.close();
    await this.trip?.scenario.close();
    if (this.tasks instanceof BrowserTasks) await this.tasks.close();
    if (this.search instanceof BrowserSearchTasks) await this.search.close();
    await this.desk?.close();
    if (this.flexible instanceof BrowserFlexibleDateTasks) await this.flexible.close();
    if (this.empty instanceof BrowserEmptyLegTasks) await this.empty.close();
    await this.app?.close();
  }
}

setWorldConstructor(ContrailWorld);

async function lastMailedCode(app: TestApp | undefined): Promise<string> {
  if (!app) throw new Error('no app to read the mailbox of');
  return mailedCode(app.app);
}

Before({ timeout: 60_000 }, async function (this: ContrailWorld, scenario) {
  await this.start(scenario.pickle.tags.map((tag) => tag.name));
});

// Closing a scenario's app (its database, its browser pages) can take longer than 5 s on a busy machine.
After({ timeout: 60_000 }, async function (this: ContrailWorld) {
  await this.stop();
});
