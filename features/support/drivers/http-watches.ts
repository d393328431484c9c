import request from 'supertest';
import type { WatchRequestInput, WatchTasks } from '../watch-tasks';
import type { WatchScenario } from './watch-scenario';

/** The watch scenarios over HTTP: the REST API with her token, the link as a mail program posts it. */
export class HttpWatchTasks implements WatchTasks {
  constructor(private readonly scenario: WatchScenario) {}

  private get auth() {
    return { Authorization: `Bearer ${this.scenario.maya.accessToken}` };
  }

  async watch(input: WatchRequestInput): Promise<{ id: string } | { message: string }> {
    const res = await request(this.scenario.app.url).post('/api/watches').set(this.auth).send(input);
    if (res.status === 201) return { id: (res.body as { id: string }).id };
    if (![400, 409].includes(res.status)) throw new Error(`POST /api/watches answered ${res.status}`);
    return { message: (res.body as { message: string }).message };
  }

  async watches(): Promise<{ id: string; status: string }[]> {
    const res = await request(this.scenario.app.url).get('/api/watches').set(this.auth).expect(200);
    return (res.body as { watches: { id: string; status: string }[] }).watches.map(({ id, status }) => ({
      id,
      status,
    }));
  }

  async unsubscribe(path: string): Promise<void> {
    // RFC 8058: a POST of "List-Unsubscribe=One-Click" to the header's link, no cookie, no token.
    await request(this.scenario.app.url).post(path).type('form').send('List-Unsubscribe=One-Click').expect(200);
  }

  async open(path: string): Promise<string> {
    const res = await request(this.scenario.app.url)
      .get(path)
      .set('Cookie', `contrail_at=${this.scenario.maya.accessToken}`);
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    // The page's words, without its markup.
    return res.text
      .replace(/<script[\s\S]*?<\/script>/g, '')
      .replace(/<[^>]+>/g, '')
      .replace(/\s+/g, ' ');
  }
}
