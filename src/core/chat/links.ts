/**
 * Links in a chat message, made clickable safely: only http and https addresses (typed with
 * their scheme or starting "www."), never javascript:, data: or any other scheme, and the text
 * around them stays text. The pages render the parts as React text and anchors (escaped by
 * React; anchors open in a new tab without referrer or opener), so no markup typed into a
 * message is ever interpreted.
 */
export type MessagePart = { text: string; href?: undefined } | { text: string; href: string };

const CANDIDATE = /\b(?:https?:\/\/|www\.)[^\s<>"'`]+/gi;
/** Punctuation that ends a sentence rather than the address ("see https://x.example."). */
const TRAILING = /[.,;:!?'"”’)\]}>]+$/;

export function messageParts(text: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let last = 0;
  for (const match of text.matchAll(CANDIDATE)) {
    const start = match.index;
    let candidate = match[0];
    const trailing = TRAILING.exec(candidate)?.[0] ?? '';
    candidate = candidate.slice(0, candidate.length - trailing.length);
    // A closing parenthesis that closes one inside the address stays ("…/Jet_(aircraft)").
    if (trailing.startsWith(')') && count(candidate, '(') > count(candidate, ')')) candidate += ')';
    const href = safeHref(candidate);
    if (!href) continue;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: candidate, href });
    last = start + candidate.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

function safeHref(candidate: string): string | null {
  const absolute = /^www\./i.test(candidate) ? `https://${candidate}` : candidate;
  try {
    const url = new URL(absolute);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!url.hostname.includes('.') || url.username || url.password) return null;
    return url.toString();
  } catch {
    return null;
  }
}

const count = (text: string, char: string) => text.split(char).length - 1;
