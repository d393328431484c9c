import { describe, expect, it } from 'vitest';
import { childSpan, formatTraceparent, newTrace, parseTraceparent } from './traceparent';

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const SPAN = '00f067aa0ba902b7';

/** Counts up from 1, so each id made is known and never all zeros after the first zero. */
function counter(start = 1) {
  let n = start;
  return (bytes: number) => (n++).toString(16).padStart(bytes * 2, '0');
}

describe('a W3C traceparent', () => {
  it('is read from a valid header, version 00 or a later one', () => {
    expect(parseTraceparent(`00-${TRACE}-${SPAN}-01`)).toEqual({ traceId: TRACE, spanId: SPAN, flags: '01' });
    expect(parseTraceparent(` 00-${TRACE}-${SPAN}-00 `)).toEqual({ traceId: TRACE, spanId: SPAN, flags: '00' });
    // A later version: its first four fields as version 00's, what follows ignored.
    expect(parseTraceparent(`01-${TRACE}-${SPAN}-01-whatever`)).toEqual({ traceId: TRACE, spanId: SPAN, flags: '01' });
  });

  it('is refused when malformed, so the node begins a trace of its own', () => {
    for (const header of [
      undefined,
      '',
      42,
      ['a', 'b'],
      `ff-${TRACE}-${SPAN}-01`, // version ff is forbidden
      `00-${TRACE}-${SPAN}-01-extra`, // version 00 has exactly four fields
      `00-${'0'.repeat(32)}-${SPAN}-01`, // all-zero trace id
      `00-${TRACE}-${'0'.repeat(16)}-01`, // all-zero span id
      `00-${TRACE.toUpperCase()}-${SPAN}-01`, // upper case
      `00-${TRACE.slice(1)}-${SPAN}-01`,
      `00-${TRACE}-${SPAN}-1`,
      `00-${TRACE}-${SPAN}-01`.repeat(20),
    ]) {
      expect(parseTraceparent(header)).toBeNull();
    }
  });

  it('is written as version 00', () => {
    expect(formatTraceparent({ traceId: TRACE, spanId: SPAN, flags: '01' })).toBe(`00-${TRACE}-${SPAN}-01`);
  });

  it('begins a new trace from random ids, never all zeros, not sampled', () => {
    const trace = newTrace(counter(0));
    expect(trace).toEqual({ traceId: `${'0'.repeat(31)}1`, spanId: `${'0'.repeat(15)}2`, flags: '00' });
    expect(parseTraceparent(formatTraceparent(trace))).toEqual(trace);
  });

  it("gives an outbound call the same trace and flags and a span of the call's own", () => {
    const parent = { traceId: TRACE, spanId: SPAN, flags: '01' };
    const child = childSpan(parent, counter(7));
    expect(child).toEqual({ traceId: TRACE, spanId: '0000000000000007', flags: '01' });
  });
});
