import request from 'supertest';
import { PASSKEY_PATHS } from '../../src/core/identity/passkeys';
import { SoftAuthenticator } from './soft-authenticator';

type Agent = ReturnType<typeof request.agent>;

/** Headers of a request from the site's own page (the same-site check of decision 012). */
export const fromSitePage = (url: string, more: Record<string, string> = {}) => ({
  Origin: url,
  'Sec-Fetch-Site': 'same-origin',
  ...more,
});

/**
 * Adds a passkey to the account `agent` is signed in as, the way My Account > Security's script
 * does: the options, the authenticator's answer, the answer posted back. The answer's status and body.
 */
export async function addPasskeyWith(
  agent: Agent,
  authenticator: SoftAuthenticator,
  headers: Record<string, string>,
): Promise<{ status: number; body: { message?: string; passkey?: { id: string; name: string } } }> {
  const options = await agent.post(PASSKEY_PATHS.registerOptions).set(headers).send({});
  if (options.status !== 200) return { status: options.status, body: options.body };
  const answer = await agent
    .post(PASSKEY_PATHS.register)
    .set(headers)
    .send({ credential: authenticator.register(options.body) });
  return { status: answer.status, body: answer.body };
}

/**
 * Signs in with a passkey the way /login's script does, in a new browser (`agent`, else a fresh
 * one): the agent signed in (or not), the answer's status, and where it sends the browser or why not.
 */
export async function passkeySignIn(
  url: string,
  authenticator: SoftAuthenticator,
  headers: Record<string, string>,
  agent: Agent = request.agent(url),
): Promise<{
  agent: Agent;
  status: number;
  redirectTo?: string;
  message?: string;
  /** What was sent, for a test that replays it. */
  sent: { options: unknown; credential: unknown };
}> {
  const options = await agent.post(PASSKEY_PATHS.signInOptions).set(headers).send({});
  const credential = authenticator.signIn(options.body);
  const answer = await agent.post(PASSKEY_PATHS.signIn).set(headers).send({ credential, redirectTo: '' });
  return {
    agent,
    status: answer.status,
    redirectTo: answer.body.redirectTo,
    message: answer.body.message,
    sent: { options: options.body, credential },
  };
}

export { SoftAuthenticator };
