import type { Status } from '../../domain/index.ts';
import { escapeHtml } from '../http/html.ts';
import type { MailLanguage } from '../mail/language.ts';
import type { OutgoingMail } from '../mail/mailer.ts';

/** The status changes the applicant is told about by e-mail. */
export type NoticeKind = 'submitted' | 'paid' | 'changes_requested' | 'filed' | 'itin_issued' | 'rejected';

interface NoticeCopy {
  subject: string;
  body: string;
}

interface LanguageCopy {
  greeting: (name: string) => string;
  greetingNoName: string;
  noteLabel: string;
  signIn: string;
  signature: string;
  notices: Record<NoticeKind, NoticeCopy>;
}

const COPY: Record<MailLanguage, LanguageCopy> = {
  en: {
    greeting: (name) => `Hello ${name},`,
    greetingNoName: 'Hello,',
    noteLabel: 'Note from our team',
    signIn: 'Sign in to ITIN Bridge to see your application and its next step.',
    signature: '— The ITIN Bridge team',
    notices: {
      submitted: {
        subject: 'We received your ITIN application',
        body: 'Your application and documents have been submitted. The next step is the payment of the service fee.',
      },
      paid: {
        subject: 'Payment confirmed',
        body: 'We have confirmed your payment. Our team will now review your application.',
      },
      changes_requested: {
        subject: 'Your application needs changes',
        body: 'Our team reviewed your application and needs you to change something before we can file it.',
      },
      filed: {
        subject: 'Your application has been sent to the IRS',
        body: 'We have filed your Form W-7 with the IRS. Processing usually takes 7 weeks, and longer in tax season or from abroad.',
      },
      itin_issued: {
        subject: 'Your ITIN has been issued',
        body: 'Good news: the IRS has issued your ITIN. You will find it in your application.',
      },
      rejected: {
        subject: 'The IRS did not accept your application',
        body: 'Unfortunately the IRS did not accept your application. The reason is below; our team will help you with the next steps.',
      },
    },
  },
  es: {
    greeting: (name) => `Hola, ${name}:`,
    greetingNoName: 'Hola:',
    noteLabel: 'Nota de nuestro equipo',
    signIn: 'Inicie sesión en ITIN Bridge para ver su solicitud y el siguiente paso.',
    signature: '— El equipo de ITIN Bridge',
    notices: {
      submitted: {
        subject: 'Hemos recibido su solicitud de ITIN',
        body: 'Su solicitud y sus documentos se han enviado. El siguiente paso es el pago de la tarifa del servicio.',
      },
      paid: {
        subject: 'Pago confirmado',
        body: 'Hemos confirmado su pago. Ahora nuestro equipo revisará su solicitud.',
      },
      changes_requested: {
        subject: 'Su solicitud necesita cambios',
        body: 'Nuestro equipo revisó su solicitud y necesita que cambie algo antes de poder presentarla.',
      },
      filed: {
        subject: 'Su solicitud se ha enviado al IRS',
        body: 'Hemos presentado su formulario W-7 ante el IRS. El trámite suele tardar 7 semanas, y más en temporada de impuestos o desde el extranjero.',
      },
      itin_issued: {
        subject: 'Su ITIN ha sido emitido',
        body: 'Buenas noticias: el IRS ha emitido su ITIN. Lo encontrará en su solicitud.',
      },
      rejected: {
        subject: 'El IRS no aceptó su solicitud',
        body: 'Lamentablemente, el IRS no aceptó su solicitud. El motivo figura abajo; nuestro equipo le ayudará con los siguientes pasos.',
      },
    },
  },
  pt: {
    greeting: (name) => `Olá, ${name},`,
    greetingNoName: 'Olá,',
    noteLabel: 'Observação da nossa equipe',
    signIn: 'Entre no ITIN Bridge para ver sua solicitação e a próxima etapa.',
    signature: '— Equipe ITIN Bridge',
    notices: {
      submitted: {
        subject: 'Recebemos sua solicitação de ITIN',
        body: 'Sua solicitação e seus documentos foram enviados. A próxima etapa é o pagamento da taxa do serviço.',
      },
      paid: {
        subject: 'Pagamento confirmado',
        body: 'Confirmamos seu pagamento. Agora nossa equipe vai analisar sua solicitação.',
      },
      changes_requested: {
        subject: 'Sua solicitação precisa de alterações',
        body: 'Nossa equipe analisou sua solicitação e precisa que você altere algo antes de protocolá-la.',
      },
      filed: {
        subject: 'Sua solicitação foi enviada ao IRS',
        body: 'Protocolamos seu formulário W-7 no IRS. O processamento costuma levar 7 semanas, e mais na temporada de impostos ou a partir do exterior.',
      },
      itin_issued: {
        subject: 'Seu ITIN foi emitido',
        body: 'Boas notícias: o IRS emitiu seu ITIN. Você o encontra na sua solicitação.',
      },
      rejected: {
        subject: 'O IRS não aceitou sua solicitação',
        body: 'Infelizmente o IRS não aceitou sua solicitação. O motivo está abaixo; nossa equipe vai ajudar você com os próximos passos.',
      },
    },
  },
  de: {
    greeting: (name) => `Hallo ${name},`,
    greetingNoName: 'Hallo,',
    noteLabel: 'Hinweis unseres Teams',
    signIn: 'Melden Sie sich bei ITIN Bridge an, um Ihren Antrag und den nächsten Schritt zu sehen.',
    signature: '— Ihr ITIN-Bridge-Team',
    notices: {
      submitted: {
        subject: 'Wir haben Ihren ITIN-Antrag erhalten',
        body: 'Ihr Antrag und Ihre Unterlagen wurden eingereicht. Als Nächstes steht die Zahlung der Servicegebühr an.',
      },
      paid: {
        subject: 'Zahlung bestätigt',
        body: 'Wir haben Ihre Zahlung bestätigt. Unser Team prüft jetzt Ihren Antrag.',
      },
      changes_requested: {
        subject: 'Ihr Antrag muss geändert werden',
        body: 'Unser Team hat Ihren Antrag geprüft und braucht eine Änderung, bevor wir ihn einreichen können.',
      },
      filed: {
        subject: 'Ihr Antrag wurde an den IRS geschickt',
        body: 'Wir haben Ihr Formular W-7 beim IRS eingereicht. Die Bearbeitung dauert meist 7 Wochen, in der Steuersaison oder aus dem Ausland länger.',
      },
      itin_issued: {
        subject: 'Ihre ITIN wurde erteilt',
        body: 'Gute Nachrichten: Der IRS hat Ihre ITIN erteilt. Sie finden sie in Ihrem Antrag.',
      },
      rejected: {
        subject: 'Der IRS hat Ihren Antrag nicht angenommen',
        body: 'Leider hat der IRS Ihren Antrag nicht angenommen. Den Grund finden Sie unten; unser Team hilft Ihnen bei den nächsten Schritten.',
      },
    },
  },
  zh: {
    greeting: (name) => `${name}，您好：`,
    greetingNoName: '您好：',
    noteLabel: '我们团队的备注',
    signIn: '请登录 ITIN Bridge 查看您的申请及下一步。',
    signature: '— ITIN Bridge 团队',
    notices: {
      submitted: {
        subject: '我们已收到您的 ITIN 申请',
        body: '您的申请和文件已提交。下一步是支付服务费。',
      },
      paid: {
        subject: '付款已确认',
        body: '我们已确认您的付款。我们的团队将开始审核您的申请。',
      },
      changes_requested: {
        subject: '您的申请需要修改',
        body: '我们的团队已审核您的申请，在递交之前需要您修改一些内容。',
      },
      filed: {
        subject: '您的申请已寄送至美国国税局',
        body: '我们已向美国国税局（IRS）递交您的 W-7 表。处理通常需要 7 周，报税季或从海外递交时会更久。',
      },
      itin_issued: {
        subject: '您的 ITIN 已签发',
        body: '好消息：美国国税局已签发您的 ITIN。您可以在申请中查看。',
      },
      rejected: {
        subject: '美国国税局未接受您的申请',
        body: '很遗憾，美国国税局未接受您的申请。原因见下文；我们的团队将协助您处理后续步骤。',
      },
    },
  },
};

/** Which status change is worth an e-mail, by the status reached. */
export function noticeFor(to: Status): NoticeKind | undefined {
  const kinds: Partial<Record<Status, NoticeKind>> = {
    submitted: 'submitted',
    paid: 'paid',
    changes_requested: 'changes_requested',
    filed: 'filed',
    itin_issued: 'itin_issued',
    rejected: 'rejected',
  };
  return kinds[to];
}

/** The e-mail telling the applicant about a status change, in their language. */
export function statusMail(
  kind: NoticeKind,
  to: string,
  language: MailLanguage,
  name: string,
  note: string | null,
): OutgoingMail {
  const copy = COPY[language];
  const notice = copy.notices[kind];
  const greeting = name ? copy.greeting(name) : copy.greetingNoName;
  const text = [
    greeting,
    '',
    notice.body,
    ...(note ? ['', `${copy.noteLabel}:`, note] : []),
    '',
    copy.signIn,
    '',
    copy.signature,
  ].join('\n');
  const noteHtml = note
    ? `<tr><td style="font-size:15px;line-height:1.55;padding:16px;background:#f6f7fb;border-radius:10px"><strong>${escapeHtml(copy.noteLabel)}</strong><br>${escapeHtml(note)}</td></tr><tr><td style="height:16px"></td></tr>`
    : '';
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(notice.subject)}</title></head>
<body style="margin:0;padding:0;background:#f6f7fb;font-family:Inter,system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#0d1a30">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f6f7fb;padding:32px 16px">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border:1px solid #dfe4ee;border-radius:16px;padding:32px">
<tr><td style="font-size:14px;font-weight:700;letter-spacing:.06em;text-transform:uppercase;color:#1d5bd6;padding-bottom:16px">ITIN Bridge</td></tr>
<tr><td style="font-size:22px;font-weight:700;line-height:1.3;padding-bottom:12px">${escapeHtml(notice.subject)}</td></tr>
<tr><td style="font-size:16px;line-height:1.55;padding-bottom:8px">${escapeHtml(greeting)}</td></tr>
<tr><td style="font-size:16px;line-height:1.55;padding-bottom:16px">${escapeHtml(notice.body)}</td></tr>
${noteHtml}<tr><td style="font-size:14px;line-height:1.55;color:#4b5a73">${escapeHtml(copy.signIn)}<br>${escapeHtml(copy.signature)}</td></tr>
</table>
</td></tr></table>
</body></html>`;
  return { to, subject: notice.subject, text, html, link: null };
}
