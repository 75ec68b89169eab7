import { escapeHtml } from '../http/html.ts';
import type { OutgoingMail } from '../mail/mailer.ts';

export type LinkPurpose = 'recovery' | 'signup' | 'email_change';

const COPY: Record<LinkPurpose, { subject: string; intro: string; action: string }> = {
  recovery: {
    subject: 'Reset your ITIN Bridge password',
    intro: 'We received a request to reset the password of your ITIN Bridge account.',
    action: 'Choose a new password',
  },
  signup: {
    subject: 'Confirm your e-mail for ITIN Bridge',
    intro: 'Welcome to ITIN Bridge. Confirm your e-mail address to finish creating your account.',
    action: 'Confirm e-mail address',
  },
  email_change: {
    subject: 'Confirm your new e-mail address',
    intro: 'You asked to use this address for your ITIN Bridge account.',
    action: 'Confirm new address',
  },
};

/**
 * The message with the link that completes a flow. E-mail clients ignore style sheets, so the
 * HTML carries inline styles and a table layout; the text part says the same for plain readers.
 */
export function linkMail(purpose: LinkPurpose, to: string, link: string, code: string): OutgoingMail {
  const copy = COPY[purpose];
  const footer =
    purpose === 'recovery'
      ? 'If you did not ask for this, you can ignore this e-mail: your password stays the same.'
      : 'If you did not ask for this, you can ignore this e-mail.';
  const text = [
    copy.intro,
    '',
    `${copy.action}: ${link}`,
    '',
    `Or enter this code: ${code}`,
    '',
    'The link works once and expires in one hour.',
    footer,
    '',
    '— ITIN Bridge',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(copy.subject)}</title></head>
<body style="margin:0;padding:0;background:#f6f7fb;font-family:Inter,system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#0d1a30">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f6f7fb;padding:32px 16px">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border:1px solid #dfe4ee;border-radius:16px;padding:32px">
<tr><td style="font-size:14px;font-weight:700;letter-spacing:.06em;text-transform:uppercase;color:#1d5bd6;padding-bottom:16px">ITIN Bridge</td></tr>
<tr><td style="font-size:22px;font-weight:700;line-height:1.3;padding-bottom:12px">${escapeHtml(copy.subject)}</td></tr>
<tr><td style="font-size:16px;line-height:1.55;padding-bottom:24px">${escapeHtml(copy.intro)}</td></tr>
<tr><td style="padding-bottom:24px"><a href="${escapeHtml(link)}" style="display:inline-block;background:#1d5bd6;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 22px;border-radius:10px">${escapeHtml(copy.action)}</a></td></tr>
<tr><td style="font-size:14px;line-height:1.55;color:#4b5a73;padding-bottom:8px">Or enter this code: <strong style="font-family:ui-monospace,Menlo,Consolas,monospace;color:#0d1a30;letter-spacing:.12em">${escapeHtml(code)}</strong></td></tr>
<tr><td style="font-size:14px;line-height:1.55;color:#4b5a73">The link works once and expires in one hour. ${escapeHtml(footer)}</td></tr>
</table>
</td></tr></table>
</body></html>`;
  return { to, subject: copy.subject, text, html, link };
}
