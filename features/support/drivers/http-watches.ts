import request from 'supertest';
import { postForm, signInThroughPages } from '../../../test/support/page-session';
import { textOf } from '../page-text';
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
    // Days have passed in the scenario: she signs in again through the login form.
    const { app, maya } = this.scenario;
    const jar = await signInThroughPages(app.url, maya);
    const link = await fetch(app.url + path, { redirect: 'manual', headers: { Cookie: jar.header() } });
    jar.remember(link);
    const searching = link.headers.get('location') ?? '';
    if (link.status !== 302) throw new Error(`${path} answered ${link.status}`);
    const run = await postForm(app.url, searching, jar, {});
    if (run.status !== 302) throw new Error(`${searching} answered ${run.status}`);
    const results = await fetch(app.url + (run.headers.get('location') ?? ''), { headers: { Cookie: jar.header() } });
    if (results.status !== 200) throw new Error(`the results answered ${results.status}`);
    return textOf(await results.text());
  }

  async open(path: string): Promise<string> {
    const res = await request(this.scenario.app.url)
      .get(path)
      .set('Cookie', `contrail_at=${this.scenario.maya.accessToken}`);
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    return textOf(res.text);
  }
}
