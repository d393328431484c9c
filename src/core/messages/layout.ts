/**
 * The branded frame of every e-mail: one composed message becomes HTML (inline styles and
 * presentation tables, which mail clients render) and its plain-text twin, from the same data,
 * so both always say the same thing. Pure: the brand and the message in, two strings out.
 */
export interface Brand {
  name: string;
  conciergeEmail: string;
  conciergePhone: string;
  /** Absolute base of every link, e.g. https://contrail.example */
  publicUrl: string;
}

export interface Detail {
  label: string;
  value: string;
}

export interface ComposedMessage {
  subject: string;
  heading: string;
  paragraphs: string[];
  /** A one-time code, shown large. */
  code?: string;
  /** Labelled facts: the reference, the route, the amounts. */
  details?: Detail[];
  /** Titled groups of facts: one per leg, the bank details of a wire. */
  sections?: { title: string; rows: Detail[] }[];
  /** Buttons in HTML, labelled links in text. URLs are absolute. */
  actions?: { label: string; url: string }[];
  /** Small print after the actions. */
  notes?: string[];
  /** Headers of the message's own (an alert's List-Unsubscribe). */
  headers?: Record<string, string>;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const NAVY = '#0b1f3a';
const MUTED = '#5b6270';

function rowsHtml(rows: Detail[]): string {
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-collapse:collapse">${rows
    .map(
      (row) =>
        `<tr><td style="padding:6px 12px 6px 0;color:${MUTED};font-size:14px;vertical-align:top;white-space:nowrap">${escapeHtml(row.label)}</td><td style="padding:6px 0;font-size:14px;vertical-align:top">${escapeHtml(row.value)}</td></tr>`,
    )
    .join('')}</table>`;
}

export function renderHtml(brand: Brand, message: ComposedMessage): string {
  const name = escapeHtml(brand.name);
  const paragraphs = message.paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const code = message.code
    ? `<p style="font-size:32px;letter-spacing:8px;font-weight:700;margin:24px 0">${escapeHtml(message.code)}</p>`
    : '';
  const details = message.details?.length ? rowsHtml(message.details) : '';
  const sections = (message.sections ?? [])
    .map((s) => `<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(s.title)}</h2>${rowsHtml(s.rows)}`)
    .join('');
  const actions = (message.actions ?? [])
    .map(
      (a) =>
        `<a href="${escapeHtml(a.url)}" style="display:inline-block;margin:0 8px 8px 0;padding:12px 20px;background:${NAVY};color:#ffffff;text-decoration:none;border-radius:6px;font-weight:700">${escapeHtml(a.label)}</a>`,
    )
    .join('');
  const notes = (message.notes ?? [])
    .map((n) => `<p style="margin:16px 0 0;font-size:13px;color:${MUTED}">${escapeHtml(n)}</p>`)
    .join('');
  const contact = `Questions? Our Flight Concierge Team is here around the clock: <a href="mailto:${escapeHtml(brand.conciergeEmail)}">${escapeHtml(brand.conciergeEmail)}</a> or ${escapeHtml(brand.conciergePhone)}.`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(message.subject)}</title></head>
<body style="margin:0;background:#f4f5f7;font-family:Helvetica,Arial,sans-serif;color:#14161a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px">
<tr><td style="background:${NAVY};color:#ffffff;padding:20px 32px;font-size:20px;font-weight:700;border-radius:8px 8px 0 0">${name}</td></tr>
<tr><td style="padding:32px"><h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(message.heading)}</h1>${paragraphs}${code}${details}${sections}${actions ? `<div style="margin:16px 0 0">${actions}</div>` : ''}${notes}
<p style="margin:24px 0 0;font-size:13px;color:${MUTED}">${contact}</p>
</td></tr></table>
<p style="font-size:12px;color:${MUTED}">${name} · <a href="${escapeHtml(brand.publicUrl)}">${escapeHtml(brand.publicUrl)}</a></p>
</td></tr></table></body></html>`;
}

function rowsText(rows: Detail[]): string[] {
  return rows.map((row) => `${row.label}: ${row.value}`);
}

export function renderText(brand: Brand, message: ComposedMessage): string {
  const blocks: string[][] = [[brand.name], [message.heading], ...message.paragraphs.map((p) => [p])];
  if (message.code) blocks.push([message.code]);
  if (message.details?.length) blocks.push(rowsText(message.details));
  for (const section of message.sections ?? [])
    blocks.push([section.title, ...rowsText(section.rows).map((r) => `  ${r}`)]);
  if (message.actions?.length) blocks.push(message.actions.map((a) => `${a.label}: ${a.url}`));
  for (const note of message.notes ?? []) blocks.push([note]);
  blocks.push([
    `Questions? Our Flight Concierge Team is here around the clock: ${brand.conciergeEmail} or ${brand.conciergePhone}.`,
    brand.publicUrl,
  ]);
  return blocks.map((lines) => lines.join('\n')).join('\n\n');
}
