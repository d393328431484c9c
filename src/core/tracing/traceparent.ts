import { z } from 'zod';

/**
 * W3C Trace Context (https://www.w3.org/TR/trace-context/): the `traceparent` header that
 * follows one request across the tiers, `00-<trace id>-<parent span id>-<flags>`. A node
 * accepts a valid incoming one and keeps its trace id; each call it makes carries the same
 * trace id with a span id of its own. Ids are handed in (the core makes no random numbers).
 */
export interface TraceContext {
  /** 32 lowercase hex digits, not all zero. */
  traceId: string;
  /** This hop's span: 16 lowercase hex digits, not all zero. */
  spanId: string;
  /** 2 hex digits; bit 0 is "sampled". */
  flags: string;
}

const hex = (length: number) =>
  z
    .string()
    .regex(new RegExp(`^[0-9a-f]{${length}}$`))
    .refine((id) => /[^0]/.test(id), 'must not be all zeros');

const TRACEPARENT = z
  .string()
  .max(512)
  .transform((header) => header.trim().split('-'))
  .pipe(
    z.union([
      // Version 00: exactly four fields.
      z.tuple([z.literal('00'), hex(32), hex(16), z.string().regex(/^[0-9a-f]{2}$/)]),
      // A later version: the first four fields as in 00, anything after them ignored; never ff.
      z
        .tuple([
          z.string().regex(/^[0-9a-e][0-9a-f]$|^f[0-9a-e]$/),
          hex(32),
          hex(16),
          z.string().regex(/^[0-9a-f]{2}$/),
        ])
        .rest(z.string())
        .refine(([version]) => version !== '00'),
    ]),
  );

/** The incoming header's trace, or null when it is absent or not a valid traceparent. */
export function parseTraceparent(header: unknown): TraceContext | null {
  // Most requests send none: zod is not asked to fail (and describe why) for a header not sent.
  if (header === undefined) return null;
  const parsed = TRACEPARENT.safeParse(header);
  if (!parsed.success) return null;
  const [, traceId, spanId, flags] = parsed.data;
  return { traceId, spanId, flags };
}

export function formatTraceparent(trace: TraceContext): string {
  return `00-${trace.traceId}-${trace.spanId}-${trace.flags}`;
}

/** A new trace, begun here: `randomHex(n)` answers n random bytes as hex. Not sampled: we record no spans. */
export function newTrace(randomHex: (bytes: number) => string): TraceContext {
  return { traceId: nonZero(randomHex, 16), spanId: nonZero(randomHex, 8), flags: '00' };
}

/** The trace an outbound call carries: the same trace and flags, a span of its own. */
export function childSpan(trace: TraceContext, randomHex: (bytes: number) => string): TraceContext {
  return { ...trace, spanId: nonZero(randomHex, 8) };
}

function nonZero(randomHex: (bytes: number) => string, bytes: number): string {
  for (;;) {
    const id = randomHex(bytes);
    if (/[^0]/.test(id)) return id;
  }
}
