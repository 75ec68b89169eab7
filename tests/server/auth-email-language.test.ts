import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, uniqueEmail, type TestServer } from './helpers.ts';

interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  link: string | null;
}

async function inbox(t: TestServer, to: string): Promise<Mail[]> {
  const response = await fetch(`${t.url}/_mail/api/messages?to=${encodeURIComponent(to)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Mail[];
}

interface Expected {
  lang: string;
  signupSubject: string;
  signupAction: string;
  recoverySubject: string;
  recoveryAction: string;
  orCode: string;
}

const GERMAN: Expected = {
  lang: 'de',
  signupSubject: 'Bestätigen Sie Ihre E-Mail-Adresse für ITIN Bridge',
  signupAction: 'E-Mail-Adresse bestätigen',
  recoverySubject: 'Setzen Sie Ihr ITIN-Bridge-Passwort zurück',
  recoveryAction: 'Neues Passwort wählen',
  orCode: 'Oder geben Sie diesen Code ein:',
};
const CHINESE: Expected = {
  lang: 'zh',
  signupSubject: '确认您在 ITIN Bridge 的电子邮箱',
  signupAction: '确认电子邮箱地址',
  recoverySubject: '重置您的 ITIN Bridge 密码',
  recoveryAction: '设置新密码',
  orCode: '或输入此验证码：',
};
const ENGLISH: Expected = {
  lang: 'en',
  signupSubject: 'Confirm your e-mail for ITIN Bridge',
  signupAction: 'Confirm e-mail address',
  recoverySubject: 'Reset your ITIN Bridge password',
  recoveryAction: 'Choose a new password',
  orCode: 'Or enter this code:',
};

describe('auth e-mails in the language of the profile', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ confirmEmail: true });
  });
  afterAll(async () => {
    await t.stop();
  });

  const cases: [string, unknown, Expected][] = [
    ['German', 'de', GERMAN],
    ['Chinese', 'zh', CHINESE],
    ['German from a regional tag', 'de-AT', GERMAN],
    ['English for an unknown language', 'xx', ENGLISH],
    ['English for an inherited property name', 'constructor', ENGLISH],
    ['English for a value that is not text', { de: true }, ENGLISH],
  ];

  it.each(cases)('sends the confirmation and recovery e-mails in %s', async (_, language, expected) => {
    const email = uniqueEmail('lang');
    const signUp = await t.client().auth.signUp({
      email,
      password: 'sprachen-1',
      options: { emailRedirectTo: `${t.url}/step1`, data: { language } },
    });
    expect(signUp.error).toBeNull();

    const [confirmation] = await inbox(t, email);
    expect(confirmation?.subject).toBe(expected.signupSubject);
    expect(confirmation?.html).toContain(`<html lang="${expected.lang}">`);
    expect(confirmation?.html).toContain(expected.signupAction);
    expect(confirmation?.text).toContain(`${expected.signupAction}: ${confirmation?.link ?? '-'}`);
    expect(confirmation?.text).toMatch(new RegExp(`${expected.orCode} \\d{6}`));
    const confirmed = await fetch(confirmation?.link ?? '', { redirect: 'manual' });
    expect(confirmed.headers.get('location')).toContain('access_token=');

    t.advance(61_000);
    const reset = await t.client().auth.resetPasswordForEmail(email, { redirectTo: `${t.url}/reset-password` });
    expect(reset.error).toBeNull();
    const recovery = (await inbox(t, email)).find((mail) => mail.link?.includes('type=recovery'));
    expect(recovery?.subject).toBe(expected.recoverySubject);
    expect(recovery?.html).toContain(`<html lang="${expected.lang}">`);
    expect(recovery?.html).toContain(expected.recoveryAction);
    expect(recovery?.text).toMatch(new RegExp(`${expected.orCode} \\d{6}`));
    if (expected !== ENGLISH) {
      expect(recovery?.text).not.toContain('Or enter this code');
      expect(recovery?.text).not.toContain('expires in one hour');
    }
  });

  it('writes to an unconfirmed account in the language of its latest sign-up', async () => {
    const email = uniqueEmail('lang-again');
    await t.client().auth.signUp({ email, password: 'sprachen-1', options: { data: { language: 'de' } } });
    t.advance(61_000);
    await t.client().auth.signUp({ email, password: 'sprachen-2', options: { data: { language: 'zh' } } });
    const mails = await inbox(t, email);
    expect(mails[0]?.subject).toBe(CHINESE.signupSubject);
  });
});
