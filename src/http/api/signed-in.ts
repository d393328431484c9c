import type { Response } from 'express';

/** The signed-in customer's id, or a 401 answered and null. */
export function signedIn(res: Response): string | null {
  const userId = (res.locals.account as { identity?: { userId?: string } } | undefined)?.identity?.userId;
  if (!userId) {
    res.status(401).json({ message: 'Please sign in to continue.' });
    return null;
  }
  return userId;
}
