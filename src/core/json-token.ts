import type { z } from 'zod';

/**
 * A value carried as text in a cookie or a link: JSON in base64url (the search saved before
 * sign-in, the last search, a watch link's search, a federated sign-in under way). Read back
 * only through the schema of what it must be: anything else (tampered, truncated, too long) is
 * null. Not signed: nothing read this way is trusted beyond its schema.
 */
export const toJsonToken = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The longest token read: a search of twelve legs is well under it. */
const MAX_TOKEN_LENGTH = 4_000;

export function fromJsonToken<S extends z.ZodType>(token: string | null | undefined, schema: S): z.output<S> | null {
  if (!token || token.length > MAX_TOKEN_LENGTH) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(Buffer.from(token, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
