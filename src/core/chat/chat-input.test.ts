import { describe, expect, it } from 'vitest';
import { chatSchemas } from './chat-input';
import { CHAT_MESSAGES, tooManyMessages } from './message-limits';
import { messageParts } from './links';
import { readSignal } from './signals';

describe('what may be sent', () => {
  it('is plain text, kept as typed (markup too), with control characters and blank edges removed', () => {
    const parsed = chatSchemas.message.parse({ text: '  <b>Hi</b>\r\nA pet on board?\u0007 \u200b ' });
    expect(parsed.text).toBe('<b>Hi</b>\nA pet on board?');
  });

  it('is at most 2,000 characters, counted as a reader counts them', () => {
    expect(chatSchemas.message.safeParse({ text: 'a'.repeat(2000) }).success).toBe(true);
    expect(chatSchemas.message.safeParse({ text: '✈️'.repeat(1000) }).success).toBe(true);
    const long = chatSchemas.message.safeParse({ text: 'a'.repeat(2001) });
    expect(long.success ? null : long.error.issues[0]?.message).toBe(CHAT_MESSAGES.TOO_LONG);
    expect(CHAT_MESSAGES.TOO_LONG).toBe('A message can be at most 2,000 characters.');
  });

  it('is not empty', () => {
    const empty = chatSchemas.message.safeParse({ text: ' \n ' });
    expect(empty.success ? null : empty.error.issues[0]?.message).toBe(CHAT_MESSAGES.EMPTY);
  });

  it('from a visitor, comes with a name and an e-mail address', () => {
    const start = chatSchemas.start.safeParse({
      text: 'Hi',
      visitor: { name: ' Sam  Lee ', email: 'Sam@Example.COM' },
    });
    expect(start.success && start.data.visitor).toEqual({ name: 'Sam Lee', email: 'sam@example.com' });
    const bad = chatSchemas.start.safeParse({ text: 'Hi', visitor: { name: '', email: 'sam' } });
    expect(bad.success ? [] : bad.error.issues.map((i) => i.message)).toEqual([
      CHAT_MESSAGES.NAME,
      CHAT_MESSAGES.EMAIL,
    ]);
  });

  it('says clearly how long to wait after 20 messages in a minute', () => {
    expect(tooManyMessages(41.2)).toBe(
      'You have sent 20 messages in the last minute. Please wait 42 seconds before sending another.',
    );
    expect(tooManyMessages(0.3)).toContain('wait 1 second before');
  });
});

describe('links in a message', () => {
  it('are http and https addresses, the sentence around them left as text', () => {
    expect(messageParts('See https://contrail.example/faq. Or www.example.com/dogs, thanks')).toEqual([
      { text: 'See ' },
      { text: 'https://contrail.example/faq', href: 'https://contrail.example/faq' },
      { text: '. Or ' },
      { text: 'www.example.com/dogs', href: 'https://www.example.com/dogs' },
      { text: ', thanks' },
    ]);
  });

  it('keep a parenthesis of their own, and drop one that closes the sentence', () => {
    expect(messageParts('(https://en.wikipedia.org/wiki/Jet_(aircraft))')).toEqual([
      { text: '(' },
      { text: 'https://en.wikipedia.org/wiki/Jet_(aircraft)', href: 'https://en.wikipedia.org/wiki/Jet_(aircraft)' },
      { text: ')' },
    ]);
  });

  it('are never another scheme, markup or an address hiding its host', () => {
    const texts = [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'https://bank.example@evil.example/login',
      'http://localhost/admin',
    ];
    expect(texts.flatMap((text) => messageParts(text).filter((p) => p.href))).toEqual([]);
    expect(
      messageParts('<a href="https://evil.example">x</a>')
        .map((p) => p.text)
        .join(''),
    ).toBe('<a href="https://evil.example">x</a>');
  });
});

describe('signals between nodes', () => {
  it('are read back as sent, and anything else is ignored', () => {
    const signal = { type: 'message', conversationId: 'Cmaya0001', seq: 3 };
    expect(readSignal(JSON.stringify(signal))).toEqual(signal);
    expect(readSignal('')).toBeNull();
    expect(readSignal('{"type":"message","conversationId":"C1"}')).toBeNull();
  });
});
