import type { RequestHandler } from 'express';
import type { LocalMailbox } from '../../ports/mailer';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * Development only (never mounted in production): the local mailbox's latest messages, text
 * parts shown as text, so a developer can read a confirmation code without an SMTP server. (In
 * production with MAILER=outbox the server prints each message on its terminal instead.)
 */
export function devMailbox(outbox: LocalMailbox): RequestHandler {
  return async (_req, res, next) => {
    try {
      const messages = await outbox.list(50);
      const items = messages
        .map(
          (m) =>
            `<article><h2>${escapeHtml(m.subject)}</h2><p>To ${escapeHtml(m.to)} · ${escapeHtml(m.kind)} · ${m.createdAt.toISOString()}${m.attachments.length ? ` · attached: ${m.attachments.map((a) => escapeHtml(a.filename)).join(', ')}` : ''}</p><pre>${escapeHtml(m.text)}</pre></article>`,
        )
        .join('');
      res
        .status(200)
        .type('html')
        .setHeader('Cache-Control', 'no-store')
        .send(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Development mailbox</title></head><body><main><h1>Development mailbox</h1>${items || '<p>No messages yet.</p>'}</main></body></html>`,
        );
    } catch (error) {
      next(error);
    }
  };
}
