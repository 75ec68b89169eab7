import { escapeHtml } from '../http/html.ts';
import type { MailLanguage } from '../mail/language.ts';
import type { OutgoingMail } from '../mail/mailer.ts';

export type LinkPurpose = 'recovery' | 'signup' | 'email_change';

interface PurposeCopy {
  subject: string;
  intro: string;
  action: string;
}

interface LinkCopy {
  purposes: Record<LinkPurpose, PurposeCopy>;
  orCode: string;
  expiry: string;
  ignore: string;
  ignoreRecovery: string;
}

const COPY: Record<MailLanguage, LinkCopy> = {
  en: {
    purposes: {
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
    },
    orCode: 'Or enter this code:',
    expiry: 'The link works once and expires in one hour.',
    ignore: 'If you did not ask for this, you can ignore this e-mail.',
    ignoreRecovery: 'If you did not ask for this, you can ignore this e-mail: your password stays the same.',
  },
  es: {
    purposes: {
      recovery: {
        subject: 'Restablezca su contraseña de ITIN Bridge',
        intro: 'Recibimos una solicitud para restablecer la contraseña de su cuenta de ITIN Bridge.',
        action: 'Elegir una nueva contraseña',
      },
      signup: {
        subject: 'Confirme su correo electrónico para ITIN Bridge',
        intro:
          'Le damos la bienvenida a ITIN Bridge. Confirme su dirección de correo electrónico para terminar de crear su cuenta.',
        action: 'Confirmar correo electrónico',
      },
      email_change: {
        subject: 'Confirme su nueva dirección de correo electrónico',
        intro: 'Pidió usar esta dirección para su cuenta de ITIN Bridge.',
        action: 'Confirmar nueva dirección',
      },
    },
    orCode: 'O introduzca este código:',
    expiry: 'El enlace funciona una sola vez y caduca en una hora.',
    ignore: 'Si no lo pidió usted, puede ignorar este correo.',
    ignoreRecovery: 'Si no lo pidió usted, puede ignorar este correo: su contraseña no cambiará.',
  },
  pt: {
    purposes: {
      recovery: {
        subject: 'Redefina sua senha do ITIN Bridge',
        intro: 'Recebemos um pedido para redefinir a senha da sua conta do ITIN Bridge.',
        action: 'Escolher uma nova senha',
      },
      signup: {
        subject: 'Confirme seu e-mail para o ITIN Bridge',
        intro: 'Boas-vindas ao ITIN Bridge. Confirme seu endereço de e-mail para concluir a criação da sua conta.',
        action: 'Confirmar endereço de e-mail',
      },
      email_change: {
        subject: 'Confirme seu novo endereço de e-mail',
        intro: 'Você pediu para usar este endereço na sua conta do ITIN Bridge.',
        action: 'Confirmar novo endereço',
      },
    },
    orCode: 'Ou digite este código:',
    expiry: 'O link funciona uma única vez e expira em uma hora.',
    ignore: 'Se você não fez esse pedido, pode ignorar este e-mail.',
    ignoreRecovery: 'Se você não fez esse pedido, pode ignorar este e-mail: sua senha continua a mesma.',
  },
  de: {
    purposes: {
      recovery: {
        subject: 'Setzen Sie Ihr ITIN-Bridge-Passwort zurück',
        intro: 'Wir haben eine Anfrage erhalten, das Passwort Ihres ITIN-Bridge-Kontos zurückzusetzen.',
        action: 'Neues Passwort wählen',
      },
      signup: {
        subject: 'Bestätigen Sie Ihre E-Mail-Adresse für ITIN Bridge',
        intro:
          'Willkommen bei ITIN Bridge. Bestätigen Sie Ihre E-Mail-Adresse, um die Einrichtung Ihres Kontos abzuschließen.',
        action: 'E-Mail-Adresse bestätigen',
      },
      email_change: {
        subject: 'Bestätigen Sie Ihre neue E-Mail-Adresse',
        intro: 'Sie möchten diese Adresse für Ihr ITIN-Bridge-Konto verwenden.',
        action: 'Neue Adresse bestätigen',
      },
    },
    orCode: 'Oder geben Sie diesen Code ein:',
    expiry: 'Der Link funktioniert einmal und läuft nach einer Stunde ab.',
    ignore: 'Wenn Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren.',
    ignoreRecovery:
      'Wenn Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren: Ihr Passwort bleibt unverändert.',
  },
  zh: {
    purposes: {
      recovery: {
        subject: '重置您的 ITIN Bridge 密码',
        intro: '我们收到了重置您 ITIN Bridge 账户密码的请求。',
        action: '设置新密码',
      },
      signup: {
        subject: '确认您在 ITIN Bridge 的电子邮箱',
        intro: '欢迎使用 ITIN Bridge。请确认您的电子邮箱地址，以完成账户创建。',
        action: '确认电子邮箱地址',
      },
      email_change: {
        subject: '确认您的新电子邮箱地址',
        intro: '您申请将此地址用于您的 ITIN Bridge 账户。',
        action: '确认新地址',
      },
    },
    orCode: '或输入此验证码：',
    expiry: '该链接仅可使用一次，一小时后失效。',
    ignore: '如果这不是您本人的操作，请忽略此邮件。',
    ignoreRecovery: '如果这不是您本人的操作，请忽略此邮件，您的密码不会改变。',
  },
};

/**
 * The message with the link that completes a flow. E-mail clients ignore style sheets, so the
 * HTML carries inline styles and a table layout; the text part says the same for plain readers.
 */
export function linkMail(
  purpose: LinkPurpose,
  language: MailLanguage,
  to: string,
  link: string,
  code: string,
): OutgoingMail {
  const texts = COPY[language];
  const copy = texts.purposes[purpose];
  const footer = purpose === 'recovery' ? texts.ignoreRecovery : texts.ignore;
  // Chinese runs sentences together; the Western languages separate them with a space.
  const gap = language === 'zh' ? '' : ' ';
  const text = [
    copy.intro,
    '',
    `${copy.action}: ${link}`,
    '',
    `${texts.orCode} ${code}`,
    '',
    texts.expiry,
    footer,
    '',
    '— ITIN Bridge',
  ].join('\n');
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(copy.subject)}</title></head>
<body style="margin:0;padding:0;background:#f6f7fb;font-family:Inter,system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#0d1a30">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f6f7fb;padding:32px 16px">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border:1px solid #dfe4ee;border-radius:16px;padding:32px">
<tr><td style="font-size:14px;font-weight:700;letter-spacing:.06em;text-transform:uppercase;color:#1d5bd6;padding-bottom:16px">ITIN Bridge</td></tr>
<tr><td style="font-size:22px;font-weight:700;line-height:1.3;padding-bottom:12px">${escapeHtml(copy.subject)}</td></tr>
<tr><td style="font-size:16px;line-height:1.55;padding-bottom:24px">${escapeHtml(copy.intro)}</td></tr>
<tr><td style="padding-bottom:24px"><a href="${escapeHtml(link)}" style="display:inline-block;background:#1d5bd6;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 22px;border-radius:10px">${escapeHtml(copy.action)}</a></td></tr>
<tr><td style="font-size:14px;line-height:1.55;color:#4b5a73;padding-bottom:8px">${escapeHtml(texts.orCode)} <strong style="font-family:ui-monospace,Menlo,Consolas,monospace;color:#0d1a30;letter-spacing:.12em">${escapeHtml(code)}</strong></td></tr>
<tr><td style="font-size:14px;line-height:1.55;color:#4b5a73">${escapeHtml(texts.expiry)}${gap}${escapeHtml(footer)}</td></tr>
</table>
</td></tr></table>
</body></html>`;
  return { to, subject: copy.subject, text, html, link };
}
