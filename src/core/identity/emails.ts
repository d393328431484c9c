/**
 * The identity e-mails: branded HTML with a plain-text twin. Pure functions of the brand and
 * the facts, so every mailer sends the same words.
 */
export interface Brand {
  name: string;
  conciergeEmail: string;
  publicUrl: string;
}

export interface Email {
  kind: 'confirmation-code' | 'reset-code' | 'password-changed' | 'account-deleted';
  subject: string;
  html: string;
  text: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function layout(brand: Brand, heading: string, paragraphs: string[], code?: string): string {
  const name = escapeHtml(brand.name);
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const codeBlock = code
    ? `<p style="font-size:32px;letter-spacing:8px;font-weight:700;margin:24px 0">${escapeHtml(code)}</p>`
    : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(heading)}</title></head>
<body style="margin:0;background:#f4f5f7;font-family:Helvetica,Arial,sans-serif;color:#14161a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px">
<tr><td style="background:#0b1f3a;color:#ffffff;padding:20px 32px;font-size:20px;font-weight:700;border-radius:8px 8px 0 0">${name}</td></tr>
<tr><td style="padding:32px"><h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(heading)}</h1>${body}${codeBlock}
<p style="margin:24px 0 0;font-size:13px;color:#5b6270">Questions? Write to <a href="mailto:${escapeHtml(brand.conciergeEmail)}">${escapeHtml(brand.conciergeEmail)}</a>.</p>
</td></tr></table>
<p style="font-size:12px;color:#5b6270">${name} · <a href="${escapeHtml(brand.publicUrl)}">${escapeHtml(brand.publicUrl)}</a></p>
</td></tr></table></body></html>`;
}

function text(brand: Brand, heading: string, paragraphs: string[], code?: string): string {
  return [
    brand.name,
    '',
    heading,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(code ? [code, ''] : []),
    `Questions? Write to ${brand.conciergeEmail}.`,
    brand.publicUrl,
  ].join('\n');
}

function email(
  kind: Email['kind'],
  brand: Brand,
  subject: string,
  heading: string,
  paragraphs: string[],
  code?: string,
): Email {
  return {
    kind,
    subject,
    html: layout(brand, heading, paragraphs, code),
    text: text(brand, heading, paragraphs, code),
  };
}

export function confirmationCodeEmail(brand: Brand, code: string, validMinutes: number): Email {
  return email(
    'confirmation-code',
    brand,
    `Your ${brand.name} confirmation code`,
    'Confirm your e-mail address',
    [`Enter this code to finish creating your ${brand.name} account. It is valid for ${validMinutes} minutes.`],
    code,
  );
}

export function resetCodeEmail(brand: Brand, code: string, validMinutes: number): Email {
  return email(
    'reset-code',
    brand,
    `Your ${brand.name} password reset code`,
    'Reset your password',
    [
      `Enter this code to choose a new password. It is valid for ${validMinutes} minutes.`,
      'If you did not ask to reset your password, you can ignore this message.',
    ],
    code,
  );
}

export function passwordChangedEmail(brand: Brand): Email {
  return email('password-changed', brand, `Your ${brand.name} password was changed`, 'Your password was changed', [
    `The password of your ${brand.name} account was just changed.`,
    `If this was not you, reset your password now and contact ${brand.conciergeEmail}.`,
  ]);
}

export function accountDeletedEmail(brand: Brand): Email {
  return email('account-deleted', brand, `Your ${brand.name} account was deleted`, 'Your account was deleted', [
    `Your ${brand.name} account and its personal details have been deleted, as you asked.`,
    'Thank you for flying with us.',
  ]);
}
