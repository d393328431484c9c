import { signedInAgent } from '../../../test/support/customers';
import { cents, type ListedLeg } from '../empty-leg-tasks';
import { AppEmptyLegTasks } from './app-charter';

type Agent = Awaited<ReturnType<typeof signedInAgent>>;
const SAME_PAGE = { 'Sec-Fetch-Site': 'same-origin' };
let people = 0;

/** The markup's text, as a reader gets it. */
const textOf = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

/** Each empty leg card of the page, as its HTML. */
const cardsOf = (page: string) =>
  [...page.matchAll(/<article class="empty-leg card"[\s\S]*?<\/article>/g)].map((m) => m[0]);

/** The card's leg as shown: route, category, first time offered and prices. */
export function legOf(card: string): ListedLeg {
  const [, from = '', to = ''] =
    /^([A-Z0-9]{3,4}) .* to ([A-Z0-9]{3,4}) /.exec(textOf(/<h3[\s\S]*?<\/h3>/.exec(card)?.[0] ?? '')) ?? [];
  const text = textOf(card);
  return {
    from,
    to,
    category: textOf(/<p class="eyebrow">([\s\S]*?)<\/p>/.exec(card)?.[1] ?? '').split(' · ')[0] ?? '',
    earliest: Date.parse(/<option value="([^"]+)"/.exec(card)?.[1] ?? ''),
    total: textOf(/empty-leg__price">([^<]+)</.exec(card)?.[1] ?? ''),
    taxes: cents(/including (\$[\d,.]+)/.exec(text)?.[1] ?? ''),
    charterPrice: cents(/charter price of (\$[\d,.]+)/.exec(text)?.[1] ?? ''),
  };
}

/** Empty legs on the pages as plain requests and form posts, each person with her own session. */
export class HttpEmptyLegTasks extends AppEmptyLegTasks {
  private readonly agents = new Map<string, Agent>();
  private readonly pages = new Map<string, { path: string; html: string }>();

  async list(person: string, passengers: number): Promise<ListedLeg[]> {
    const path = `/empty-legs?passengers=${passengers}`;
    const res = await (await this.agent(person)).get(path);
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    this.pages.set(person, { path, html: res.text });
    return cardsOf(res.text).map(legOf);
  }

  async book(person: string, from: string): Promise<{ total: string } | { refused: string }> {
    const page = this.pages.get(person);
    const card = cardsOf(page?.html ?? '').find((c) => legOf(c).from === from);
    if (!page || !card) throw new Error(`${person} sees no empty leg from ${from}`);
    const field = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(card)?.[1] ?? '';
    const agent = await this.agent(person);
    const res = await agent
      .post(page.path)
      .set(SAME_PAGE)
      .type('form')
      .send({
        emptyLegId: field('emptyLegId'),
        passengers: field('passengers'),
        departure: /<option value="([^"]+)"/.exec(card)?.[1] ?? '',
      });
    if (res.status !== 302)
      return { refused: textOf(/class="form-error" role="alert">([\s\S]*?)<\/p>/.exec(res.text)?.[1] ?? '') };
    const review = res.headers.location ?? '';
    this.charter.reviewing(person, review);
    const shown = await agent.get(review);
    return { total: /<dd class="review-booking__total">([^<]+)</.exec(shown.text)?.[1] ?? '' };
  }

  private async agent(person: string): Promise<Agent> {
    let agent = this.agents.get(person);
    if (!agent) {
      people += 1;
      agent = await signedInAgent(this.app, `${person.toLowerCase()}.legs.${people}.${Date.now()}@example.com`);
      this.agents.set(person, agent);
    }
    return agent;
  }
}
