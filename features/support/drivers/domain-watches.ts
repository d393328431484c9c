import { RouteWatches } from '../../../src/engine/watches/route-watches';
import type { WatchRequestInput, WatchSeen, WatchTasks } from '../watch-tasks';
import type { WatchScenario } from './watch-scenario';

/** The watch scenarios through the use case, in process. */
export class DomainWatchTasks implements WatchTasks {
  constructor(private readonly scenario: WatchScenario) {}

  private get watchesOf(): RouteWatches {
    return this.scenario.container.get(RouteWatches);
  }

  async watch(request: WatchRequestInput): Promise<{ id: string } | { message: string }> {
    const result = await this.watchesOf.create(this.scenario.maya.userId, request);
    return result.ok ? { id: result.watch.id } : { message: result.message };
  }

  async edit(id: string, request: WatchRequestInput): Promise<{ message?: string }> {
    const result = await this.watchesOf.edit(this.scenario.maya.userId, id, request);
    return result.ok ? {} : { message: result.message };
  }

  async watches(): Promise<WatchSeen[]> {
    return (await this.watchesOf.list(this.scenario.maya.userId)).map((w) => ({
      id: w.id,
      status: w.status,
      days: `${w.firstDay} to ${w.lastDay}`,
      passengers: w.passengers,
    }));
  }

  async unsubscribe(path: string): Promise<void> {
    const token = decodeURIComponent(path.split('/').pop() ?? '');
    if (!(await this.watchesOf.unsubscribe(token))) throw new Error('the link was refused');
  }

  book(): Promise<string> {
    throw new Error('Pages open over HTTP only');
  }

  open(): Promise<string> {
    throw new Error('Pages open over HTTP only: tag the scenario @web');
  }
}
