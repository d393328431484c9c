import { describe, expect, it } from 'vitest';
import { keywordAction, keywordReply } from './sms-keywords';

const CONTEXT = { brand: 'Contrail', supportEmail: 'help@contrail.example', supportPhone: '+1 (800) 555-0199' };
/** One GSM-7 SMS segment. */
const SEGMENT = 160;

describe('keywordAction', () => {
  it.each([
    'STOP',
    'stop',
    ' Stop ',
    'STOPALL',
    'UNSUBSCRIBE',
    'cancel',
    'End',
    'QUIT',
    'REVOKE',
    'OptOut',
    'Stop.',
    'STOP!',
  ])('%j opts out', (body) => {
    expect(keywordAction(body)).toBe('opt-out');
  });

  it.each(['START', 'start', 'Yes', 'UNSTOP', ' yes! '])('%j opts in', (body) => {
    expect(keywordAction(body)).toBe('opt-in');
  });

  it.each(['HELP', 'help', 'Info', 'HELP?'])('%j asks for help', (body) => {
    expect(keywordAction(body)).toBe('help');
  });

  it.each([
    '',
    'Thanks!',
    'stop by the lounge at 5?',
    'Can you cancel my flight tomorrow',
    'STOP STOP',
    'S T O P',
    'yesterday',
    'ending',
  ])('%j is no keyword', (body) => {
    expect(keywordAction(body)).toBe('none');
  });

  it('ignores a NUL or other control character around the word', () => {
    expect(keywordAction('STOP\u0000')).toBe('opt-out');
    expect(keywordAction('\u0007help\r\n')).toBe('help');
  });
});

describe('keywordReply', () => {
  it('confirms an opt-out, and says how to resume and get help', () => {
    const reply = keywordReply('opt-out', CONTEXT);
    expect(reply).toBe('Contrail: you will get no more texts from us. Reply START to resume, HELP for help.');
  });

  it('confirms an opt-in, and says how to stop', () => {
    const reply = keywordReply('opt-in', CONTEXT) ?? '';
    expect(reply.startsWith('Contrail: ')).toBe(true);
    expect(reply).toContain('Reply STOP to stop');
  });

  it('gives the support contacts on HELP', () => {
    const reply = keywordReply('help', CONTEXT) ?? '';
    expect(reply.startsWith('Contrail: ')).toBe(true);
    expect(reply).toContain('help@contrail.example or +1 (800) 555-0199');
    expect(reply).toContain('Reply STOP to stop');
    expect(keywordReply('help', { brand: 'Contrail', supportEmail: 'help@contrail.example' })).toContain(
      'Help: help@contrail.example.',
    );
  });

  it('keeps every reply to one SMS segment', () => {
    for (const action of ['opt-out', 'opt-in', 'help'] as const) {
      expect((keywordReply(action, CONTEXT) ?? '').length).toBeLessThanOrEqual(SEGMENT);
    }
  });

  it('has nothing to say to an ordinary message', () => {
    expect(keywordReply('none', CONTEXT)).toBeNull();
  });
});
