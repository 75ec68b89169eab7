import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestServer, uniqueEmail, type TestServer } from './helpers.ts';

interface Mail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  link: string | null;
  created_at: string;
}

async function inbox(t: TestServer, to: string): Promise<Mail[]> {
  const response = await fetch(`${t.url}/_mail/api/messages?to=${encodeURIComponent(to)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Mail[];
}

/** Opens an e-mail link like a browser would, without following the redirect. */
async function openLink(link: string): Promise<{ status: number; location: URL; fragment: URLSearchParams }> {
  const response = await fetch(link, { redirect: 'manual' });
  const location = new URL(response.headers.get('location') ?? 'http://invalid/');
  return { status: response.status, location, fragment: new URLSearchParams(location.hash.slice(1)) };
}

describe('password recovery', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => {
    await t.stop();
  });

  it('mails a single-use link that signs the user in for a new password', async () => {
    const email = uniqueEmail();
    await signUp(t, email, 'forgotten-1');
    const client = t.client();
    const redirectTo = `${t.url}/reset-password`;
    const { data, error } = await client.auth.resetPasswordForEmail(email.toUpperCase(), { redirectTo });
    expect(error).toBeNull();
    expect(data).toEqual({});

    const [mail] = await inbox(t, email);
    expect(mail).toMatchObject({ to: email, subject: 'Reset your ITIN Bridge password' });
    const link = new URL(mail?.link ?? '');
    expect(`${link.origin}${link.pathname}`).toBe(`${t.url}/auth/v1/verify`);
    expect(link.searchParams.get('type')).toBe('recovery');
    expect(link.searchParams.get('redirect_to')).toBe(redirectTo);
    expect(mail?.text).toContain(mail?.link ?? '-');
    expect(mail?.html).toContain('Choose a new password');

    // The link works from a mail client: no apikey header.
    const opened = await openLink(mail?.link ?? '');
    expect(opened.status).toBe(303);
    expect(`${opened.location.origin}${opened.location.pathname}`).toBe(redirectTo);
    expect(opened.fragment.get('type')).toBe('recovery');
    expect(opened.fragment.get('token_type')).toBe('bearer');
    expect(opened.fragment.get('expires_in')).toBe('3600');
    const accessToken = opened.fragment.get('access_token') ?? '';
    const refreshToken = opened.fragment.get('refresh_token') ?? '';

    const recovered = t.client();
    const set = await recovered.auth.setSession({ access_token: accessToken, refresh_token: refreshToken });
    expect(set.error).toBeNull();
    expect(set.data.user?.email).toBe(email);
    expect(set.data.user?.recovery_sent_at).toEqual(expect.any(String));
    expect((await recovered.auth.updateUser({ password: 'remembered-2' })).error).toBeNull();
    expect((await t.client().auth.signInWithPassword({ email, password: 'remembered-2' })).error).toBeNull();

    // Used once: a second visit lands on the error fragment.
    const again = await openLink(mail?.link ?? '');
    expect(again.status).toBe(303);
    expect(again.fragment.get('error')).toBe('access_denied');
    expect(again.fragment.get('error_code')).toBe('otp_expired');
    expect(again.fragment.get('access_token')).toBeNull();
  });

  it('answers {} for unknown e-mails and sends nothing', async () => {
    const email = uniqueEmail('nobody');
    const response = await t.auth('/recover', { json: { email } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
    expect(await inbox(t, email)).toEqual([]);
  });

  it('sends at most one e-mail per user per minute', async () => {
    const email = uniqueEmail();
    await signUp(t, email);
    expect((await t.auth('/recover', { json: { email } })).status).toBe(200);
    // Asked again within the minute: the same answer as for an unknown address, and no e-mail.
    const second = await t.auth('/recover', { json: { email } });
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual({});
    const [first] = await inbox(t, email);
    expect(await inbox(t, email)).toHaveLength(1);

    t.advance(61_000);
    expect((await t.auth('/recover', { json: { email } })).status).toBe(200);
    // Only the newest link works; the first was replaced, and its message dropped.
    const mails = await inbox(t, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.link).not.toBe(first?.link);
    expect((await openLink(first?.link ?? '')).fragment.get('error_code')).toBe('otp_expired');
    expect((await openLink(mails[0]?.link ?? '')).fragment.get('access_token')).toEqual(expect.any(String));
  });

  it('expires links after one hour', async () => {
    const email = uniqueEmail();
    await signUp(t, email);
    await t.auth('/recover', { json: { email } });
    const [mail] = await inbox(t, email);
    t.advance(3601 * 1000);
    const opened = await openLink(mail?.link ?? '');
    expect(opened.fragment.get('error_code')).toBe('otp_expired');
  });

  it('never redirects to another site', async () => {
    const email = uniqueEmail();
    await signUp(t, email);
    await t.auth(`/recover?redirect_to=${encodeURIComponent('https://evil.example/steal')}`, { json: { email } });
    const [mail] = await inbox(t, email);
    expect(new URL(mail?.link ?? '').searchParams.get('redirect_to')).toBe(`${t.url}/reset-password`);
    const tampered = new URL(mail?.link ?? '');
    tampered.searchParams.set('redirect_to', 'https://evil.example/steal');
    const opened = await openLink(tampered.toString());
    expect(opened.location.origin).toBe(t.url);
  });

  it('builds links from this server even when the Host header is forged', async () => {
    const email = uniqueEmail();
    await signUp(t, email);
    const { request } = await import('node:http');
    await new Promise<void>((resolve, reject) => {
      const req = request(
        `${t.url}/auth/v1/recover`,
        {
          method: 'POST',
          headers: {
            host: 'evil.example',
            apikey: t.config.anonKey,
            'content-type': 'application/json',
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve());
        },
      );
      req.on('error', reject);
      req.end(JSON.stringify({ email }));
    });
    const [mail] = await inbox(t, email);
    expect(new URL(mail?.link ?? '').hostname).not.toBe('evil.example');
  });

  it('verifies by token_hash or six-digit code through POST /verify', async () => {
    const email = uniqueEmail();
    await signUp(t, email);
    await t.auth('/recover', { json: { email } });
    const [mail] = await inbox(t, email);
    const tokenHash = new URL(mail?.link ?? '').searchParams.get('token') ?? '';

    const bad = await t.client().auth.verifyOtp({ token_hash: 'wrong', type: 'recovery' });
    expect(bad.error).toMatchObject({ status: 403, code: 'otp_expired' });

    const client = t.client();
    const { data, error } = await client.auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' });
    expect(error).toBeNull();
    expect(data.session?.access_token).toEqual(expect.any(String));
    expect(data.user?.email).toBe(email);

    t.advance(61_000);
    await t.auth('/recover', { json: { email } });
    const [second] = await inbox(t, email);
    const code = /code: (\d{6})/.exec(second?.text ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const byCode = await t.client().auth.verifyOtp({ email, token: code, type: 'recovery' });
    expect(byCode.error).toBeNull();
    expect(byCode.data.session?.user.email).toBe(email);
  });

  it('shows the mailbox page, newest first, with each link', async () => {
    const email = uniqueEmail('mailbox');
    await signUp(t, email);
    await t.auth('/recover', { json: { email } });
    const [mail] = await inbox(t, email);
    const response = await fetch(`${t.url}/_mail`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await response.text();
    expect(page).toContain('<h1>Mailbox</h1>');
    expect(page).toContain(email);
    expect(page).toContain((mail?.link ?? '-').replace(/&/g, '&amp;'));
    const single = await fetch(`${t.url}/_mail/${mail?.id}`);
    expect(single.headers.get('content-security-policy')).toContain('sandbox');
    expect(await single.text()).toContain('Choose a new password');
  });
});

describe('with e-mail confirmation on', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ confirmEmail: true });
  });
  afterAll(async () => {
    await t.stop();
  });

  it('signs up without a session, refuses sign-in until the link is followed', async () => {
    const email = uniqueEmail();
    const client = t.client();
    const { data, error } = await client.auth.signUp({
      email,
      password: 'confirm-me',
      options: { emailRedirectTo: `${t.url}/step1` },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.user?.confirmation_sent_at).toEqual(expect.any(String));

    const early = await t.client().auth.signInWithPassword({ email, password: 'confirm-me' });
    expect(early.error).toMatchObject({ status: 400, code: 'email_not_confirmed' });
    // The password is checked first: a wrong one says nothing about confirmation.
    const wrong = await t.client().auth.signInWithPassword({ email, password: 'not-it-at-all' });
    expect(wrong.error).toMatchObject({ code: 'invalid_credentials' });

    const [mail] = await inbox(t, email);
    expect(mail?.subject).toBe('Confirm your e-mail for ITIN Bridge');
    const opened = await openLink(mail?.link ?? '');
    expect(opened.location.pathname).toBe('/step1');
    expect(opened.fragment.get('type')).toBe('signup');
    expect(opened.fragment.get('access_token')).toEqual(expect.any(String));

    const late = await t.client().auth.signInWithPassword({ email, password: 'confirm-me' });
    expect(late.error).toBeNull();
    expect(late.data.user?.email_confirmed_at).toEqual(expect.any(String));
  });

  it('resends the confirmation e-mail and confirms a new address through its own link', async () => {
    const email = uniqueEmail();
    await t.auth('/signup', { json: { email, password: 'confirm-me' } });
    const [first] = await inbox(t, email);
    t.advance(61_000);
    const resent = await t.client().auth.resend({ type: 'signup', email });
    expect(resent.error).toBeNull();
    const mails = await inbox(t, email);
    expect(mails).toHaveLength(1);
    expect((await openLink(first?.link ?? '')).fragment.get('error_code')).toBe('otp_expired');
    expect((await openLink(mails[0]?.link ?? '')).fragment.get('access_token')).toEqual(expect.any(String));

    t.advance(61_000);
    const client = t.client();
    await client.auth.signInWithPassword({ email, password: 'confirm-me' });
    const next = uniqueEmail('new-address');
    const { data, error } = await client.auth.updateUser({ email: next });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, new_email: next });
    const [change] = await inbox(t, next);
    expect(change?.subject).toBe('Confirm your new e-mail address');
    expect(new URL(change?.link ?? '').searchParams.get('type')).toBe('email_change');
    const opened = await openLink(change?.link ?? '');
    expect(opened.fragment.get('access_token')).toEqual(expect.any(String));
    expect((await t.client().auth.signInWithPassword({ email: next, password: 'confirm-me' })).error).toBeNull();
    expect((await t.client().auth.signInWithPassword({ email, password: 'confirm-me' })).error).toMatchObject({
      code: 'invalid_credentials',
    });
  });

  it('does not reveal registered e-mails on sign-up', async () => {
    const email = uniqueEmail();
    await t.auth('/signup', { json: { email, password: 'confirm-me' } });
    const [mail] = await inbox(t, email);
    await openLink(mail?.link ?? '');
    const again = await t.auth('/signup', { json: { email, password: 'something-else' } });
    expect(again.status).toBe(200);
    const body = (await again.json()) as { email: string; access_token?: string };
    expect(body.email).toBe(email);
    expect(body.access_token).toBeUndefined();
    // Nothing is sent to a confirmed address (the used link's message is gone as well).
    expect(await inbox(t, email)).toHaveLength(0);
    const settings = (await (await t.auth('/settings')).json()) as { mailer_autoconfirm: boolean };
    expect(settings.mailer_autoconfirm).toBe(false);
  });
});
