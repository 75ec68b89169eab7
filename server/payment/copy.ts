import { isLang, type Lang } from '../forms/copy.ts';

/** Why a payment request was refused; each has its own sentence in every language. */
export type CheckoutProblem =
  | 'not_hosted_button'
  | 'invalid_button'
  | 'invalid_amount'
  | 'amount_not_positive'
  | 'invalid_currency'
  | 'invalid_item_name'
  | 'invalid_email'
  | 'order_expired'
  | 'cross_site'
  | 'unsupported_media_type'
  | 'request_too_large'
  | 'unreadable';

/** The text of the payment stand-in in one language; `pay` uses an {amount} placeholder. */
export interface CheckoutCopy {
  /** Brand line and the end of every page title. */
  brand: string;
  reviewTitle: string;
  lede: string;
  packageLabel: string;
  billedTo: string;
  reference: string;
  totalDue: string;
  pay: string;
  cancel: string;
  secure: string;
  problemTitle: string;
  problemHeading: string;
  backToPortal: string;
  /** The portal's name for the one package it sells (matches the portal's own translation). */
  packageName: string;
  problems: Record<CheckoutProblem, string>;
}

const en: CheckoutCopy = {
  brand: 'ITIN Bridge · Checkout',
  reviewTitle: 'Review and pay',
  lede: 'This is the local stand-in for the hosted payment page. No money is charged.',
  packageLabel: 'Package',
  billedTo: 'Billed to',
  reference: 'Reference',
  totalDue: 'Total due today',
  pay: 'Pay {amount}',
  cancel: 'Cancel and return',
  secure: 'Secure payment with 256-bit SSL encryption.',
  problemTitle: 'Payment request problem',
  problemHeading: 'We could not start this payment',
  backToPortal: 'Back to the portal',
  packageName: 'ITIN Complete Package',
  problems: {
    not_hosted_button: 'The payment request is not a hosted-button checkout.',
    invalid_button: 'The payment button is missing or invalid.',
    invalid_amount: 'The amount is missing or invalid.',
    amount_not_positive: 'The amount must be more than zero.',
    invalid_currency: 'The currency is invalid.',
    invalid_item_name: 'The item name is missing or too long.',
    invalid_email: 'The customer e-mail address is missing or invalid.',
    order_expired: 'This checkout page has expired. Start the payment again from the portal.',
    cross_site: 'Payments can only be confirmed from the checkout page.',
    unsupported_media_type: 'The payment request must be a form submission.',
    request_too_large: 'The payment request is too large.',
    unreadable: 'The payment request could not be read. Start the payment again from the portal.',
  },
};

const es: CheckoutCopy = {
  brand: 'ITIN Bridge · Pago',
  reviewTitle: 'Revisa y paga',
  lede: 'Esta es la versión local de prueba de la página de pago alojada. No se realiza ningún cobro.',
  packageLabel: 'Paquete',
  billedTo: 'Facturado a',
  reference: 'Referencia',
  totalDue: 'Total a pagar hoy',
  pay: 'Pagar {amount}',
  cancel: 'Cancelar y volver',
  secure: 'Pago seguro con cifrado SSL de 256 bits.',
  problemTitle: 'Problema con la solicitud de pago',
  problemHeading: 'No pudimos iniciar este pago',
  backToPortal: 'Volver al portal',
  packageName: 'Paquete ITIN Completo',
  problems: {
    not_hosted_button: 'La solicitud de pago no corresponde a un botón de pago alojado.',
    invalid_button: 'Falta el botón de pago o no es válido.',
    invalid_amount: 'Falta el importe o no es válido.',
    amount_not_positive: 'El importe debe ser mayor que cero.',
    invalid_currency: 'La moneda no es válida.',
    invalid_item_name: 'Falta el nombre del artículo o es demasiado largo.',
    invalid_email: 'Falta el correo electrónico del cliente o no es válido.',
    order_expired: 'Esta página de pago ha caducado. Vuelve a iniciar el pago desde el portal.',
    cross_site: 'Los pagos solo se pueden confirmar desde la página de pago.',
    unsupported_media_type: 'La solicitud de pago debe enviarse desde un formulario.',
    request_too_large: 'La solicitud de pago es demasiado grande.',
    unreadable: 'No pudimos leer la solicitud de pago. Vuelve a iniciar el pago desde el portal.',
  },
};

const pt: CheckoutCopy = {
  brand: 'ITIN Bridge · Pagamento',
  reviewTitle: 'Revise e pague',
  lede: 'Esta é a versão local de teste da página de pagamento hospedada. Nenhum valor é cobrado.',
  packageLabel: 'Pacote',
  billedTo: 'Cobrança para',
  reference: 'Referência',
  totalDue: 'Total a pagar hoje',
  pay: 'Pagar {amount}',
  cancel: 'Cancelar e voltar',
  secure: 'Pagamento seguro com criptografia SSL de 256 bits.',
  problemTitle: 'Problema na solicitação de pagamento',
  problemHeading: 'Não foi possível iniciar este pagamento',
  backToPortal: 'Voltar ao portal',
  packageName: 'Pacote ITIN Completo',
  problems: {
    not_hosted_button: 'A solicitação de pagamento não vem de um botão de pagamento hospedado.',
    invalid_button: 'O botão de pagamento está ausente ou é inválido.',
    invalid_amount: 'O valor está ausente ou é inválido.',
    amount_not_positive: 'O valor precisa ser maior que zero.',
    invalid_currency: 'A moeda é inválida.',
    invalid_item_name: 'O nome do item está ausente ou é longo demais.',
    invalid_email: 'O e-mail do cliente está ausente ou é inválido.',
    order_expired: 'Esta página de pagamento expirou. Inicie o pagamento de novo pelo portal.',
    cross_site: 'Os pagamentos só podem ser confirmados na página de pagamento.',
    unsupported_media_type: 'A solicitação de pagamento precisa ser enviada por um formulário.',
    request_too_large: 'A solicitação de pagamento é grande demais.',
    unreadable: 'Não foi possível ler a solicitação de pagamento. Inicie o pagamento de novo pelo portal.',
  },
};

const de: CheckoutCopy = {
  brand: 'ITIN Bridge · Kasse',
  reviewTitle: 'Prüfen und bezahlen',
  lede: 'Dies ist die lokale Testversion der gehosteten Zahlungsseite. Es wird kein Geld abgebucht.',
  packageLabel: 'Paket',
  billedTo: 'Rechnung an',
  reference: 'Referenz',
  totalDue: 'Heute fälliger Betrag',
  pay: '{amount} bezahlen',
  cancel: 'Abbrechen und zurück',
  secure: 'Sichere Zahlung mit 256-Bit-SSL-Verschlüsselung.',
  problemTitle: 'Problem mit der Zahlungsanfrage',
  problemHeading: 'Wir konnten diese Zahlung nicht starten',
  backToPortal: 'Zurück zum Portal',
  packageName: 'ITIN-Komplettpaket',
  problems: {
    not_hosted_button: 'Die Zahlungsanfrage stammt nicht von einer gehosteten Zahlungsschaltfläche.',
    invalid_button: 'Die Zahlungsschaltfläche fehlt oder ist ungültig.',
    invalid_amount: 'Der Betrag fehlt oder ist ungültig.',
    amount_not_positive: 'Der Betrag muss größer als null sein.',
    invalid_currency: 'Die Währung ist ungültig.',
    invalid_item_name: 'Der Artikelname fehlt oder ist zu lang.',
    invalid_email: 'Die E-Mail-Adresse des Kunden fehlt oder ist ungültig.',
    order_expired: 'Diese Zahlungsseite ist abgelaufen. Bitte starten Sie die Zahlung erneut im Portal.',
    cross_site: 'Zahlungen können nur auf der Zahlungsseite bestätigt werden.',
    unsupported_media_type: 'Die Zahlungsanfrage muss als Formular gesendet werden.',
    request_too_large: 'Die Zahlungsanfrage ist zu groß.',
    unreadable: 'Die Zahlungsanfrage konnte nicht gelesen werden. Bitte starten Sie die Zahlung erneut im Portal.',
  },
};

const zh: CheckoutCopy = {
  brand: 'ITIN Bridge · 结账',
  reviewTitle: '确认并付款',
  lede: '这是托管支付页面的本地测试版本，不会产生任何实际扣款。',
  packageLabel: '套餐',
  billedTo: '付款人',
  reference: '参考编号',
  totalDue: '今日应付总额',
  pay: '支付 {amount}',
  cancel: '取消并返回',
  secure: '采用 256 位 SSL 加密的安全支付。',
  problemTitle: '付款请求出现问题',
  problemHeading: '无法发起此笔付款',
  backToPortal: '返回门户',
  packageName: 'ITIN 全套服务',
  problems: {
    not_hosted_button: '此付款请求并非来自托管付款按钮。',
    invalid_button: '付款按钮缺失或无效。',
    invalid_amount: '金额缺失或无效。',
    amount_not_positive: '金额必须大于零。',
    invalid_currency: '币种无效。',
    invalid_item_name: '商品名称缺失或过长。',
    invalid_email: '客户电子邮箱缺失或无效。',
    order_expired: '此结账页面已过期，请从门户重新发起付款。',
    cross_site: '只能在结账页面上确认付款。',
    unsupported_media_type: '付款请求必须以表单形式提交。',
    request_too_large: '付款请求过大。',
    unreadable: '无法读取付款请求，请从门户重新发起付款。',
  },
};

export const checkoutCopy: Record<Lang, CheckoutCopy> = { en, es, pt, de, zh };

/** The name the portal gives the package in the `item_name` field (a fixed product identifier). */
export const PACKAGE_ITEM_NAME = 'ITIN Complete Package';

/** The language of the `lc` field (PayPal's locale field); anything unknown reads as English. */
export function checkoutLang(value: string | undefined): Lang {
  // Also accepts region forms such as de_DE or zh-CN, as the provider's own field does.
  const code = /^([a-z]{2})(?:[-_][a-z0-9]{2,8})?$/i.exec(value?.trim() ?? '')?.[1]?.toLowerCase();
  return isLang(code) ? code : 'en';
}

/** The sentence for an HTTP error's code, or a general one for codes this page does not expect. */
export function problemText(copy: CheckoutCopy, code: string): string {
  return Object.hasOwn(copy.problems, code) ? copy.problems[code as CheckoutProblem] : copy.problems.unreadable;
}

/** A money amount as the language writes it, e.g. "$1,250.00", "1.250,00 $" or "US$1,250.00". */
export function formatMoney(lang: Lang, cents: number, currency: string): string {
  return new Intl.NumberFormat(lang, { style: 'currency', currency }).format(cents / 100);
}
