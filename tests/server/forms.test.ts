import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { startTestServer, type TestServer } from './helpers.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.stop();
});

const COMPLETION = '[iFrameSizer]itin-form:submitted:';

function hiddenToken(page: string): string {
  return /name="_token" value="([^"]+)"/.exec(page)?.[1] ?? '';
}

function formAction(page: string): string {
  return (/<form\b[^>]*\saction="([^"]+)"/.exec(page)?.[1] ?? '').replace(/&amp;/g, '&');
}

async function load(pathAndQuery: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${t.url}${pathAndQuery}`, { headers });
  return { response, page: await response.text() };
}

async function post(action: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  const response = await fetch(`${t.url}${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
  return { response, page: await response.text() };
}

const validBasicData = {
  first_name: 'Ana',
  last_name: 'Silva',
  email: 'ana@example.com',
  phone: '+351 912 345 678',
  country_of_residence: 'PT',
  occupation: 'Architect',
  purpose: 'bank_account',
  notes: '',
};

describe('GET /forms/<formId>', () => {
  it('renders the three known forms, prefilled from the query string', async () => {
    for (const formId of ['itin-application', 'document-intake', 'basic-data']) {
      const { response, page } = await load(
        `/forms/${formId}?first_name=Ana&last_name=Silva&email=${encodeURIComponent('ana@example.com')}`,
      );
      expect(response.status, formId).toBe(200);
      expect(page, formId).toMatch(/<input[^>]*id="f-first_name"[^>]*value="Ana"|value="Ana"[^>]*id="f-first_name"/);
      expect(page, formId).toContain('value="Silva"');
      expect(page, formId).toContain('value="ana@example.com"');
      expect(page, formId).toContain(`data-form-id="${formId}"`);
      expect(page, formId).not.toContain(COMPLETION);
      expect(page, formId).not.toContain('data-completion');
      expect(page).toMatch(/<script src="\/_standin\/form\.js\?v=[\w-]+" defer><\/script>/);
      expect(page).not.toMatch(/<script>(?!<\/script>)/);
    }
  });

  it('shows W-7 style fields, the intake upload and the basic-data fields', async () => {
    const itin = (await load('/forms/itin-application')).page;
    for (const name of [
      'reason',
      'first_name',
      'birth_last_name',
      'date_of_birth',
      'country_of_birth',
      'citizenship',
      'foreign_tax_id',
      'visa_type',
      'visa_number',
      'us_entry_date',
      'address_line1',
      'address_country',
    ]) {
      expect(itin, name).toContain(`name="${name}"`);
    }
    const intake = (await load('/forms/document-intake')).page;
    expect(intake).toContain('enctype="multipart/form-data"');
    expect(intake).toMatch(/type="file"[^>]*accept="[^"]*application\/pdf/);
    for (const name of ['document_type', 'document_number', 'issuing_country', 'expiry_date', 'notes']) {
      expect(intake, name).toContain(`name="${name}"`);
    }
    const basic = (await load('/forms/basic-data')).page;
    for (const name of ['phone', 'country_of_residence', 'occupation', 'purpose'])
      expect(basic, name).toContain(`name="${name}"`);
  });

  it('escapes prefilled values', async () => {
    const { page } = await load(`/forms/basic-data?first_name=${encodeURIComponent('"><script>alert(1)</script>')}`);
    expect(page).not.toContain('<script>alert(1)</script>');
    expect(page).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('speaks the five languages, with countries named in each', async () => {
    const expectations: Record<string, string[]> = {
      en: ['lang="en"', 'ITIN application', 'Germany'],
      es: ['lang="es"', 'Solicitud de ITIN', 'Alemania'],
      pt: ['lang="pt"', 'Solicitação de ITIN', 'Alemanha'],
      de: ['lang="de"', 'ITIN-Antrag', 'Deutschland'],
      zh: ['lang="zh"', 'ITIN 申请', '德国'],
    };
    for (const [lang, expected] of Object.entries(expectations)) {
      const { page } = await load(`/forms/itin-application?lang=${lang}`);
      for (const text of expected) expect(page, `${lang}: ${text}`).toContain(text);
    }
    expect((await load('/forms/itin-application?lang=xx')).page).toContain('lang="en"');
  });

  it('follows the theme parameter, else the system setting', async () => {
    expect((await load('/forms/basic-data?theme=dark')).page).toContain('data-theme="dark"');
    expect((await load('/forms/basic-data?theme=light')).page).toContain('data-theme="light"');
    const system = (await load('/forms/basic-data?theme=purple')).page;
    expect(system).not.toContain('data-theme=');
    expect(system).toContain('content="light dark"');
  });

  it('may be framed by this origin only, and allows no inline script', async () => {
    const { response } = await load('/forms/basic-data');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("form-action 'self'");
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('answers unknown forms with a 404 page', async () => {
    const { response, page } = await load('/forms/not-a-form?lang=de');
    expect(response.status).toBe(404);
    expect(page).toContain('Formular nicht gefunden');
  });

  it('names the parent origin for its messages, from the parameter or the framing page', async () => {
    const given = await load(`/forms/basic-data?parent_origin=${encodeURIComponent('https://portal.example.com/x')}`);
    expect(given.page).toContain('data-parent-origin="https://portal.example.com"');
    expect(formAction(given.page)).toContain('parent_origin=https%3A%2F%2Fportal.example.com');
    const framed = await load('/forms/basic-data', { referer: `${t.url}/step3` });
    expect(framed.page).toContain(`data-parent-origin="${t.url}"`);
    const bogus = await load('/forms/basic-data?parent_origin=javascript:alert(1)');
    expect(bogus.page).not.toContain('data-parent-origin');
  });
});

describe('POST /forms/<formId>', () => {
  it('validates on the server and keeps the answers next to per-field messages', async () => {
    const { page: form } = await load('/forms/basic-data?lang=es');
    const { response, page } = await post(formAction(form), {
      _token: hiddenToken(form),
      ...validBasicData,
      email: 'not-an-email',
      phone: '12',
      occupation: '',
      country_of_residence: 'ZZ',
      purpose: 'world_domination',
      first_name: 'Ana <b>',
    });
    expect(response.status).toBe(422);
    expect(page).toContain('Hay un problema');
    expect(page).toContain('id="error-summary"');
    expect(page).toContain('Introduzca un correo electrónico con el formato nombre@ejemplo.com.');
    expect(page).toContain('El campo «Profesión» es obligatorio.');
    expect(page).toContain('href="#f-email"');
    expect(page).toMatch(/id="f-email"[^>]*aria-invalid="true"[^>]*aria-describedby="[^"]*f-email-error/);
    expect(page).toContain('value="not-an-email"');
    expect(page).toContain('value="Ana &lt;b&gt;"');
    expect(page).toContain('value="12"');
    expect(page).not.toContain(COMPLETION);
    expect(page).not.toContain('data-completion');
    // A fresh token for the next attempt.
    expect(hiddenToken(page)).not.toBe(hiddenToken(form));
  });

  it('checks conditional requirements, dates and limits', async () => {
    const { page: form } = await load('/forms/itin-application');
    const { page } = await post(formAction(form), {
      _token: hiddenToken(form),
      reason: 'a',
      first_name: 'Ana',
      last_name: 'x'.repeat(81),
      date_of_birth: '2090-01-01',
      country_of_birth: 'BR',
      city_of_birth: 'Recife',
      citizenship: 'BR',
      us_entry_date: '2020-02-30',
      foreign_tax_id: 'AB<12>',
      address_line1: 'Rua A 1',
      address_city: 'Recife',
      address_country: 'BR',
      email: 'ana@example.com',
    });
    expect(page).toContain('Select an answer for “Treaty country”.');
    expect(page).toContain('Treaty article is required.');
    expect(page).toContain('Last name must be 80 characters or fewer.');
    expect(page).toContain('Date of birth must be in the past.');
    expect(page).toContain('Enter a real date for “Date of entry into the U.S.”.');
    expect(page).toContain('Foreign tax ID can only contain letters, numbers, spaces');
    expect(page).toContain('Confirm this statement to submit the form.');
    expect(page).toMatch(/value="a"[^>]*checked/);
  });

  it('stores a valid submission and only then posts the completion message', async () => {
    const { page: form } = await load(`/forms/basic-data?parent_origin=${encodeURIComponent(t.url)}`);
    const action = formAction(form);
    const token = hiddenToken(form);
    const { response, page } = await post(
      action,
      { _token: token, ...validBasicData },
      { origin: t.url, 'sec-fetch-site': 'same-origin' },
    );
    expect(response.status).toBe(200);
    expect(page).toContain(`data-completion="${COMPLETION}basic-data"`);
    expect(page).toContain(`data-parent-origin="${t.url}"`);
    expect(page).toMatch(/<script src="\/_standin\/form\.js\?v=[\w-]+" defer><\/script>/);
    expect(page).toMatch(/ITIN-[0-9A-F]{8}/);

    const rows = t.server.db.prepare("SELECT data, lang FROM form_submissions WHERE form_id = 'basic-data'").all() as {
      data: string;
      lang: string;
    }[];
    expect(rows.map((r) => JSON.parse(r.data) as Record<string, string>)).toContainEqual(
      expect.objectContaining({ first_name: 'Ana', phone: '+351 912 345 678', purpose: 'bank_account' }),
    );

    // The same post again (a double click) records nothing new and shows the same result.
    const before = rows.length;
    const repeat = await post(action, { _token: token, ...validBasicData });
    expect(repeat.page).toContain(`data-completion="${COMPLETION}basic-data"`);
    expect(/ITIN-[0-9A-F]{8}/.exec(repeat.page)?.[0]).toBe(/ITIN-[0-9A-F]{8}/.exec(page)?.[0]);
    const after = t.server.db
      .prepare("SELECT count(*) AS n FROM form_submissions WHERE form_id = 'basic-data'")
      .get() as {
      n: number;
    };
    expect(after.n).toBe(before);
  });

  it('sends the completion message only from the page script, to the parent origin', async () => {
    const script = await fetch(`${t.url}/_standin/form.js`);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const source = await script.text();
    expect(source).toContain("getAttribute('data-completion')");
    expect(source).toContain("type: 'itin-form:height'");
    expect(source).toContain('window.parent.postMessage(message, target)');
    expect(source).not.toMatch(/postMessage\([^)]*['"]\*['"]/);
  });

  it('refuses posts without a valid per-render token, keeping the answers', async () => {
    const { page: form } = await load('/forms/basic-data');
    const action = formAction(form);
    const token = hiddenToken(form);
    for (const bad of [
      '',
      'forged',
      `${token.split('.')[0]}.AAAA`,
      hiddenToken((await load('/forms/itin-application')).page),
    ]) {
      const { response, page } = await post(action, { _token: bad, ...validBasicData });
      expect(response.status).toBe(403);
      expect(page).toContain('This page was open for too long or was already sent.');
      expect(page).toContain('value="Architect"');
      expect(page).not.toContain('data-completion');
    }
    t.advance(25 * 60 * 60 * 1000);
    const late = await post(action, { _token: token, ...validBasicData });
    expect(late.response.status).toBe(403);
  });

  it('refuses cross-site posts', async () => {
    const { page: form } = await load('/forms/basic-data');
    const fields = { _token: hiddenToken(form), ...validBasicData };
    expect((await post(formAction(form), fields, { origin: 'https://evil.example' })).response.status).toBe(403);
    expect((await post(formAction(form), fields, { 'sec-fetch-site': 'cross-site' })).response.status).toBe(403);
  });

  it('accepts a PDF, JPEG or PNG upload of up to 5 MB, checked by its content', async () => {
    const submit = async (
      file: { name: string; type: string; data: Uint8Array<ArrayBuffer> } | undefined,
      extra: Record<string, string> = {},
    ) => {
      const { page: form } = await load('/forms/document-intake?lang=pt');
      const body = new FormData();
      body.set('_token', hiddenToken(form));
      const fields: Record<string, string> = {
        first_name: 'Ana',
        last_name: 'Silva',
        email: 'ana@example.com',
        document_type: 'passport',
        document_number: 'AB123456',
        issuing_country: 'BR',
        expiry_date: '2099-12-31',
        notes: 'Primeira página',
        ...extra,
      };
      for (const [k, v] of Object.entries(fields)) body.set(k, v);
      if (file) body.set('document_file', new Blob([file.data], { type: file.type }), file.name);
      const response = await fetch(`${t.url}${formAction(form)}`, { method: 'POST', body });
      return { response, page: await response.text() };
    };
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
    const ok = await submit({ name: 'passport.png', type: 'image/png', data: png });
    expect(ok.response.status).toBe(200);
    expect(ok.page).toContain(`data-completion="${COMPLETION}document-intake"`);
    const uploads = path.join(t.dataDir, 'uploads');
    const stored = readdirSync(uploads);
    expect(stored).toHaveLength(1);
    expect(readFileSync(path.join(uploads, stored[0] as string)).equals(Buffer.from(png))).toBe(true);
    expect(statSync(path.join(uploads, stored[0] as string)).mode & 0o077).toBe(0);
    const row = t.server.db.prepare('SELECT original_name, content_type, size FROM form_uploads').get();
    expect(row).toEqual({ original_name: 'passport.png', content_type: 'image/png', size: png.length });

    // A script renamed to .pdf is refused by its content.
    const fake = await submit({ name: 'doc.pdf', type: 'application/pdf', data: new TextEncoder().encode('<script>') });
    expect(fake.response.status).toBe(422);
    expect(fake.page).toContain('O arquivo deve ser PDF, JPEG ou PNG.');

    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set([0x25, 0x50, 0x44, 0x46, 0x2d]);
    const tooBig = await submit({ name: 'big.pdf', type: 'application/pdf', data: big });
    expect(tooBig.page).toContain('O arquivo deve ter no máximo 5 MB.');

    // A valid file with other answers wrong: asked to choose it again, nothing stored.
    const partial = await submit({ name: 'p.png', type: 'image/png', data: png }, { document_number: '' });
    expect(partial.response.status).toBe(422);
    expect(partial.page).toContain('escolha o arquivo novamente');
    expect(readdirSync(uploads)).toHaveLength(1);

    const huge = await submit({ name: 'huge.pdf', type: 'application/pdf', data: new Uint8Array(7 * 1024 * 1024) });
    expect(huge.response.status).toBe(413);
  });
});
