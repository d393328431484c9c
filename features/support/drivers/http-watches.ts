import request from 'supertest';
import type { WatchRequestInput, WatchSeen, WatchTasks } from '../watch-tasks';
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

  async edit(id: string, input: WatchRequestInput): Promise<{ message?: string }> {
    const res = await request(this.scenario.app.url).put(`/api/watches/${id}`).set(this.auth).send(input);
    if (res.status === 200) return {};
    if (![400, 404].includes(res.status)) throw new Error(`PUT /api/watches/${id} answered ${res.status}`);
    return { message: (res.body as { message: string }).message };
  }

  async watches(): Promise<WatchSeen[]> {
    const res = await request(this.scenario.app.url).get('/api/watches').set(this.auth).expect(200);
    type Shown = { id: string; status: string; firstDay: string; lastDay: string; passengers: number };
    return (res.body as { watches: Shown[] }).watches.map((w) => ({
      id: w.id,
      status: w.status,
      days: `${w.firstDay} to ${w.lastDay}`,
      passengers: w.passengers,
    }));
  }

  async unsubscribe(path: string): Promise<void> {
    // RFC 8058: a POST of "List-Unsubscribe=One-Click" to the header's link, no cookie, no token.
    await request(this.scenario.app.url).post(path).type('form').send('List-Unsubscribe=One-Click').expect(200);
  }

  /**
   * She follows a price alert's link to book: it runs the watch's search (a redirect to
   * /searching with the search saved, whose form posts it) and opens the results; their text.
   */
  async book(path: string): Promise<string> {
    await this.scenario.signInAgain();
    const url = this.scenario.app.url;
    const jar = new Map([['contrail_at', this.scenario.maya.accessToken]]);
    const keep = (res: request.Response) => {
      for (const line of ([] as string[]).concat(res.headers['set-cookie'] ?? [])) {
        const [pair = ''] = line.split(';');
        const at = pair.indexOf('=');
        jar.set(pair.slice(0, at), pair.slice(at + 1));
      }
      return res;
    };
    const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const link = keep(await request(url).get(path).set('Cookie', cookie()).expect(302));
    const searching = link.headers.location ?? '';
    const run = keep(
      await request(url)
        .post(searching)
        .set('Cookie', cookie())
        .set('Sec-Fetch-Site', 'same-origin')
        .type('form')
        .send('')
        .then((res) => {
          if (res.status !== 302) throw new Error(`${searching} answered ${res.status}: ${res.text.slice(0, 300)}`);
          return res;
        }),
    );
    const results = await request(url)
      .get(run.headers.location ?? '')
      .set('Cookie', cookie())
      .expect(200);
    return results.text
      .replace(/<script[\s\S]*?<\/script>/g, '')
      .replace(/<[^>]+>/g, '')
      .replace(/\s+/g, ' ');
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
