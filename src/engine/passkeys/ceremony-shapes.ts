import { z } from 'zod';

/**
 * The shapes of a browser's answers to a passkey ceremony (WebAuthn's JSON serialisation, as
 * @simplewebauthn/browser sends it), checked before anything reads them: a body of any other
 * shape is refused with the passkey's message, never thrown on.
 */
const base64url = z
  .string()
  .min(1)
  .max(16_384)
  .regex(/^[A-Za-z0-9_-]+$/);

const credential = {
  id: base64url.max(1_024),
  rawId: base64url.max(1_024),
  type: z.literal('public-key'),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
};

const attestation = z.object({
  ...credential,
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: base64url,
    transports: z.array(z.string().max(32)).max(8).optional(),
  }),
});

const assertion = z.object({
  ...credential,
  response: z.object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
});

export type Attestation = z.infer<typeof attestation>;
export type Assertion = z.infer<typeof assertion>;

export const parseAttestation = (body: unknown): Attestation | null => attestation.safeParse(body).data ?? null;
export const parseAssertion = (body: unknown): Assertion | null => assertion.safeParse(body).data ?? null;

const clientData = z.object({ challenge: base64url.max(512) });

/** The challenge the browser signed, read from its client data; null when there is none. */
export function challengeOf(clientDataJSON: string): string | null {
  try {
    return (
      clientData.safeParse(JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'))).data?.challenge ??
      null
    );
  } catch {
    return null;
  }
}
