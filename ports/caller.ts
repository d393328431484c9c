import type { Role } from './identity-provider';

/**
 * Who is calling the charter backend. A signed-in customer carries their user id (for the
 * embedded engine) and bearer token (which the charter-rest adapter forwards to the api
 * tier); a visitor is known only by the session id their browser keeps in session storage
 * (air-book-session-id). Support staff are customers with the SUPPORT role.
 */
export type Caller =
  | { kind: 'customer'; userId: string; accessToken: string; role: Role }
  | { kind: 'anonymous'; sessionId: string | null };

export const anonymous = (sessionId: string | null = null): Caller => ({ kind: 'anonymous', sessionId });
