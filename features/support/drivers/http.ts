import type { ConciergeContact, Tasks } from '../tasks';

/** Carries tasks out as HTTP requests against a running app, reading the server's HTML. */
export class HttpTasks implements Tasks {
  constructor(private readonly baseUrl: string) {}

  async visitPage(path: string): Promise<string> {
    const html = await this.html(path);
    return textOf(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '');
  }

  async conciergeContact(): Promise<ConciergeContact> {
    const html = await this.html('/concierge');
    const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
    const email = /href="mailto:([^"?]+)/.exec(main)?.[1] ?? '';
    const phone = textOf(/<a[^>]*href="tel:[^"]*"[^>]*>([\s\S]*?)<\/a>/.exec(main)?.[1] ?? '');
    return { email, phone };
  }

  async followBrokenLink(): Promise<{ notFound: boolean; message: string }> {
    const response = await fetch(`${this.baseUrl}/flights-to-nowhere`);
    const html = await response.text();
    return { notFound: response.status === 404, message: textOf(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '') };
  }

  private async html(path: string): Promise<string> {
    const response = await fetch(this.baseUrl + path);
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return response.text();
  }
}

/** Visible text of an HTML fragment. */
function textOf(fragment: string): string {
  return fragment
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
