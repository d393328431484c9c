import { describe, expect, it } from 'vitest';
import { PUSH_PAYLOAD_LIMIT, pushPayload } from './push-notice';

const notice = {
  title: 'Your flight is confirmed',
  body: 'Aspen on Dec 12 at 09:30.',
  url: 'https://contrail.example/trips/B1',
  kind: 'booking-confirmed',
  tag: 'booking:B1',
};

describe('pushPayload', () => {
  it('is the JSON the service worker reads, in a fixed order, tag left out when there is none', () => {
    const { title, body, url, tag, kind } = notice;
    expect(pushPayload(notice)).toEqual({ ok: true, payload: JSON.stringify({ title, body, url, tag, kind }) });
    expect(pushPayload({ ...notice, tag: undefined })).toEqual({
      ok: true,
      payload:
        '{"title":"Your flight is confirmed","body":"Aspen on Dec 12 at 09:30.","url":"https://contrail.example/trips/B1","kind":"booking-confirmed"}',
    });
  });

  it.each([
    [{ title: '  ' }, 'title is empty'],
    [{ url: '/trips/B1' }, 'url is not an absolute http(s) URL'],
    [{ url: 'javascript:alert(1)' }, 'url is not an absolute http(s) URL'],
    [{ kind: '' }, 'kind is empty'],
  ])('refuses %j: %s', (change, error) => {
    expect(pushPayload({ ...notice, ...change })).toEqual({ ok: false, error });
  });

  it('counts bytes, not characters, against the limit', () => {
    const room = PUSH_PAYLOAD_LIMIT - JSON.stringify({ ...notice, body: '' }).length;
    expect(pushPayload({ ...notice, body: 'x'.repeat(room) }).ok).toBe(true);
    expect(pushPayload({ ...notice, body: 'x'.repeat(room + 1) }).ok).toBe(false);
    const refused = pushPayload({ ...notice, body: 'é'.repeat(Math.ceil(room / 2) + 1) });
    expect(refused).toEqual({ ok: false, error: expect.stringContaining(`over the ${PUSH_PAYLOAD_LIMIT}`) });
  });
});
