import { After, Before, setWorldConstructor, World } from '@cucumber/cucumber';
import { mailedCode } from '../../test/support/mailbox';
import { startTestApp, type TestApp } from '../../test/support/app';
import { openSnapshot } from '../../test/support/snapshot';
import { BrowserTasks } from './drivers/browser';
import { BrowserSearchTasks } from './drivers/browser-search';
import { HttpSearchTasks } from './drivers/http-search';
import { DomainTasks } from './drivers/domain';
import { HttpTasks } from './drivers/http';
import { HttpMailTasks } from './drivers/http-mail';
import type { MailTasks } from './mail-tasks';
import { sharedBrowser, sharedPostgresUrl, sharedSnapshot } from './environment';
import { BrowserChatTasks } from './drivers/browser-chat';
import type { ChatTasks } from './chat-tasks';
import type { SearchTasks } from './search-tasks';
import type { DriverName, Tasks } from './tasks';

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

  async start(tags: readonly string[] = []): Promise<void> {
    const driver = this.parameters.driver;
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
    if (driver === 'domain') {
      this.tasks = new DomainTasks();
      return;
    }
    this.app = await startTestApp({ pages: 'built', database: await openSnapshot(await sharedSnapshot()) });
    this.tasks =
      driver === 'http'
        ? new HttpTasks(this.app.url, () => lastMailedCode(this.app))
        : await BrowserTasks.open(await sharedBrowser(), this.app.url, () => lastMailedCode(this.app));
    this.search =
      driver === 'http'
        ? new HttpSearchTasks(this.app)
        : await BrowserSearchTasks.open(await sharedBrowser(), this.app);
  }

  async stop(): Promise<void> {
    await this.chat?.close();
    await this.mail?.close();
    if (this.tasks instanceof BrowserTasks) await this.tasks.close();
    if (this.search instanceof BrowserSearchTasks) await this.search.close();
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

After(async function (this: ContrailWorld) {
  await this.stop();
});
