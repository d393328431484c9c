/**
 * An address whose percent-escapes do not decode (`/%E0%A4%A`, `/booking-details/%ZZ`,
 * `?from=%E0`) names no page and no value: it answers 400 with the error page (or a JSON
 * message for data and API calls) before any route, guard or loader reads it. Left alone, the
 * router's parameter decoding threw (500), and URLSearchParams silently read such a value as
 * U+FFFD.
 */
export const MALFORMED_URL_MESSAGE =
  'Part of that web address is garbled, so we can’t tell what you were looking for. Check the link, or start again from the home page.';

/** `pathAndQuery` as it came on the request line, e.g. `/faq?x=1`. */
export function isMalformedUrl(pathAndQuery: string): boolean {
  return pathAndQuery.includes('%') && decoded(pathAndQuery) === null;
}

/**
 * The text decoded, or null when one of its escapes (or the UTF-8 they spell) is invalid; an
 * escaped "%25" decodes to "%" and is not read again, so one pass over the whole address is
 * the same as one per part. The result is used on purpose: bundlers count decodeURIComponent
 * as free of side effects and drop a call whose value is thrown away, exception and all.
 */
function decoded(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}
