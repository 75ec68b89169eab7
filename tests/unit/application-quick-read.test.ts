import { describe, expect, it, vi } from 'vitest';
import type { Application, ApplicationResult, ApplicationService } from '../../portal/application/ApplicationService';
import { forwardOnFirstUse } from '../../portal/application/defaultApplicationService';
import { EARLY_READ_MAX_AGE_MS, loadedOnFirstUse } from '../../portal/application/loadedApplicationService';
import { quickApplicationGet, type QuickReadOptions } from '../../portal/application/quickRead';
import {
  SAVED_TOKEN_MIN_VALIDITY_MS as QUICK_READ_MIN_VALIDITY_MS,
  savedAccessToken as readToken,
  sessionStorageKey,
} from '../../portal/auth/savedSession';

const savedAccessToken = ({ url, storage, now }: QuickReadOptions) => readToken(url, storage, now());

const URL_ = 'http://127.0.0.1:4173';
const NOW = Date.UTC(2026, 10, 26, 12, 0, 0);
const application = { id: 'app-1', status: 'draft', version: 3 } as unknown as Application;

function storageWith(session: unknown) {
  const items = new Map<string, string>();
  if (session !== undefined)
    items.set(sessionStorageKey(URL_), typeof session === 'string' ? session : JSON.stringify(session));
  return { getItem: (key: string) => items.get(key) ?? null };
}

const validSession = { access_token: 'token-1', expires_at: NOW / 1000 + 3600 };

function options(overrides: Partial<QuickReadOptions> = {}): QuickReadOptions {
  return {
    url: URL_,
    anonKey: 'anon-key',
    storage: storageWith(validSession),
    fetch: vi.fn(async () => new Response(JSON.stringify(application), { status: 200 })),
    now: () => NOW,
    ...overrides,
  };
}

describe('savedAccessToken (the session supabase-js saved)', () => {
  it("uses supabase-js's key for the project: sb-<first label of the host>-auth-token", () => {
    expect(sessionStorageKey('http://127.0.0.1:4173')).toBe('sb-127-auth-token');
    expect(sessionStorageKey('https://abcdefgh.supabase.co')).toBe('sb-abcdefgh-auth-token');
  });

  it('returns the token while it has at least a minute left', () => {
    expect(savedAccessToken(options())).toBe('token-1');
    const edge = { ...validSession, expires_at: (NOW + QUICK_READ_MIN_VALIDITY_MS) / 1000 };
    expect(savedAccessToken(options({ storage: storageWith(edge) }))).toBe('token-1');
  });

  it('returns null for no session, a token about to expire, or something that is not a session', () => {
    expect(savedAccessToken(options({ storage: storageWith(undefined) }))).toBeNull();
    const soon = { ...validSession, expires_at: (NOW + QUICK_READ_MIN_VALIDITY_MS - 1000) / 1000 };
    expect(savedAccessToken(options({ storage: storageWith(soon) }))).toBeNull();
    expect(savedAccessToken(options({ storage: storageWith('{not json') }))).toBeNull();
    expect(savedAccessToken(options({ storage: storageWith({ access_token: 7, expires_at: 1 }) }))).toBeNull();
    expect(savedAccessToken(options({ storage: storageWith({ access_token: 'x' }) }))).toBeNull();
  });
});

describe('quickApplicationGet', () => {
  it('calls application_get as rpc() does, with the saved token, and returns its answer', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(application), { status: 200 }));
    await expect(quickApplicationGet(options({ fetch }))).resolves.toEqual({ ok: true, value: application });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`${URL_}/rest/v1/rpc/application_get`);
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{}');
    expect(init.headers).toMatchObject({ apikey: 'anon-key', authorization: 'Bearer token-1' });
  });

  it('returns a missing application (null) as an answer', async () => {
    const fetch = vi.fn(async () => new Response('null', { status: 200 }));
    await expect(quickApplicationGet(options({ fetch }))).resolves.toEqual({ ok: true, value: null });
  });

  it('asks nothing without a usable token', async () => {
    const fetch = vi.fn();
    await expect(quickApplicationGet(options({ fetch, storage: storageWith(undefined) }))).resolves.toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('leaves refusals, network errors and odd bodies to supabase-js (null)', async () => {
    const answers = [
      async () => new Response('{"code":"PGRST301"}', { status: 401 }),
      async () => new Response('{"code":"internal"}', { status: 500 }),
      async () => new Response('[1,2]', { status: 200 }),
      async () => new Response('<html>', { status: 200 }),
      async () => {
        throw new TypeError('Failed to fetch');
      },
    ];
    for (const answer of answers)
      await expect(quickApplicationGet(options({ fetch: vi.fn(answer) as typeof fetch }))).resolves.toBeNull();
  });
});

describe('loadedOnFirstUse (the app’s application service)', () => {
  const fullGet: ApplicationResult<Application | null> = { ok: true, value: { ...application, version: 4 } };
  const implementation = () => ({ get: vi.fn(async () => fullGet) }) as unknown as ApplicationService;

  it('answers the first read from the quick path without loading supabase-js', async () => {
    const load = vi.fn(async () => implementation());
    const service = loadedOnFirstUse(load, async () => ({ ok: true, value: application }));
    await expect(service.get()).resolves.toEqual({ ok: true, value: application });
    expect(load).not.toHaveBeenCalled();
  });

  it('loads supabase-js when the quick path cannot answer', async () => {
    const load = vi.fn(async () => implementation());
    const service = loadedOnFirstUse(load, async () => null);
    await expect(service.get()).resolves.toEqual(fullGet);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('stops using the quick path once supabase-js has loaded', async () => {
    const quick = vi.fn(async () => ({ ok: true as const, value: application }));
    const app = implementation();
    const service = loadedOnFirstUse(async () => app, quick);
    await service.accountExport().catch(() => undefined);
    await expect(service.get()).resolves.toEqual(fullGet);
    expect(quick).not.toHaveBeenCalled();
  });

  it('starts the first read ahead of the page, and the next get takes its answer instead of asking again', async () => {
    const load = vi.fn(async () => implementation());
    const quick = vi.fn(async () => ({ ok: true as const, value: application }));
    const service = loadedOnFirstUse(load, quick);
    service.startFirstRead();
    service.startFirstRead();
    expect(quick).toHaveBeenCalledTimes(1);
    await expect(service.get()).resolves.toEqual({ ok: true, value: application });
    expect(quick).toHaveBeenCalledTimes(1);
    // Taken once: the next get reads again.
    await service.get();
    expect(quick).toHaveBeenCalledTimes(2);
    expect(load).not.toHaveBeenCalled();
  });

  it('leaves a read started ahead unused once it is older than EARLY_READ_MAX_AGE_MS', async () => {
    let clock = 1_000;
    const answers = [application, { ...application, version: 9 }];
    const quick = vi.fn(async () => ({ ok: true as const, value: answers[quick.mock.calls.length - 1] ?? null }));
    const service = loadedOnFirstUse(
      async () => implementation(),
      quick,
      () => clock,
    );
    service.startFirstRead();
    clock += EARLY_READ_MAX_AGE_MS + 1;
    await expect(service.get()).resolves.toEqual({ ok: true, value: answers[1] });
    expect(quick).toHaveBeenCalledTimes(2);
  });

  it('falls back to supabase-js when the read started ahead cannot answer', async () => {
    const load = vi.fn(async () => implementation());
    const service = loadedOnFirstUse(load, async () => null);
    service.startFirstRead();
    await expect(service.get()).resolves.toEqual(fullGet);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts nothing ahead once supabase-js has loaded', async () => {
    const quick = vi.fn(async () => ({ ok: true as const, value: application }));
    const service = loadedOnFirstUse(async () => implementation(), quick);
    await service.accountExport().catch(() => undefined);
    service.startFirstRead();
    expect(quick).not.toHaveBeenCalled();
  });
});

describe('forwardOnFirstUse (what the landing page carries of the application service)', () => {
  it('loads the service once, with the first call, and forwards every call with its arguments', async () => {
    const removeDocument = vi.fn(async (id: string) => ({ ok: true as const, value: id }));
    const load = vi.fn(async () => ({ removeDocument }) as unknown as ApplicationService);
    const service = forwardOnFirstUse(load);
    expect(load).not.toHaveBeenCalled();
    await expect(service.removeDocument('doc-1')).resolves.toEqual({ ok: true, value: 'doc-1' });
    await expect(service.removeDocument('doc-2')).resolves.toEqual({ ok: true, value: 'doc-2' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(removeDocument.mock.calls).toEqual([['doc-1'], ['doc-2']]);
  });

  it('answers a failed load as a network error, and tries to load again on the next call', async () => {
    const get = vi.fn(async () => ({ ok: true as const, value: null }));
    const load = vi
      .fn<() => Promise<ApplicationService>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ get } as unknown as ApplicationService);
    const service = forwardOnFirstUse(load);
    await expect(service.get()).resolves.toMatchObject({ ok: false, error: { kind: 'network' } });
    await expect(service.get()).resolves.toEqual({ ok: true, value: null });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('is not a promise itself (awaiting it gives the service, not a call)', async () => {
    const load = vi.fn(async () => ({}) as ApplicationService);
    const service = forwardOnFirstUse(load);
    expect(await Promise.resolve(service)).toBe(service);
    expect(load).not.toHaveBeenCalled();
  });
});
