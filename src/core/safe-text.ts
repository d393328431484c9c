/**
 * What no text a person types may carry to the application (issue 28): the control characters
 * (NUL and the others; tab, line feed and carriage return are text), unpaired UTF-16
 * surrogates (what broken escapes decode to), the replacement character U+FFFD (what invalid
 * UTF-8 decodes to: nobody types it), and more than
 * MAX_TEXT_LENGTH characters. PostgreSQL refuses NUL in text ("invalid byte sequence for
 * encoding UTF8: 0x00"), so a NUL that reached it was a server error; removed at the boundary,
 * the field's own rules then judge what is left, with their own message.
 */

/** The longest text any field of the site takes; longer is cut (every field's own limit is lower). */
export const MAX_TEXT_LENGTH = 10_000;

const UNSAFE =
  // oxlint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFD]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The text without its unsafe characters, at most MAX_TEXT_LENGTH long. */
export function safeText(text: string): string {
  const kept = text.replace(UNSAFE, '');
  if (kept.length <= MAX_TEXT_LENGTH) return kept;
  // Cut where no surrogate pair is split.
  return kept.slice(0, MAX_TEXT_LENGTH).replace(/[\uD800-\uDBFF]$/, '');
}

/** Whether `safeText` would change the text. */
export function isUnsafeText(text: string): boolean {
  UNSAFE.lastIndex = 0;
  return text.length > MAX_TEXT_LENGTH || UNSAFE.test(text);
}
