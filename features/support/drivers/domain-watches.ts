import { RouteWatches } from '../../../src/engine/watches/route-watches';
import type { WatchRequestInput, WatchTasks } from '../watch-tasks';
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

  async watches(): Promise<{ id: string; status: string }[]> {
    return (await this.watchesOf.list(this.scenario.maya.userId)).map(({ id, status }) => ({ id, status }));
  }

  async unsubscribe(path: string): Promise<void> {
    const token = decodeURIComponent(path.split('/').pop() ?? '');
    if (!(await this.watchesOf.unsubscribe(token))) throw new Error('the link was refused');
  }

  open(): Promise<string> {
    throw new Error('Pages open over HTTP only: tag the scenario @web');
  }
}
