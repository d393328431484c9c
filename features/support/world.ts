import { After, Before, setWorldConstructor, World } from '@cucumber/cucumber';
import { mailedCode } from '../../test/support/mailbox';
import { startTestApp, type TestApp } from '../../test/support/app';
import { openSnapshot } from '../../test/support/snapshot';
import { BrowserTasks } from './drivers/browser';
import { BrowserSearchTasks } from './drivers/browser-search';
import { HttpSearchTasks } from './drivers/http-search';
import { DomainTasks } from './drivers/domain';
import { HttpTasks } from './drivers/http';
import { sharedBrowser, sharedSnapshot } from './environment';
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

  searching(): SearchTasks {
    if (!this.search) throw new Error('Searching runs on the web drivers: tag this scenario @web');
    return this.search;
  }

  async start(): Promise<void> {
    const driver = this.parameters.driver;
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

Before({ timeout: 30_000 }, async function (this: ContrailWorld) {
  await this.start();
});

After(async function (this: ContrailWorld) {
  await this.stop();
});
