import { render, renderHook, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../../portal/auth/AuthContext';
import { createMemoryAuthService } from '../../portal/auth/memoryAuthService';
import { LocaleProvider } from '../../portal/i18n/LocaleProvider';
import {
  buildFormUrl,
  FORM_COMPLETION_MARKER,
  formHeightFromMessage,
  isFormCompletionMessage,
} from '../../portal/lib/embeddedForm';
import { useFormCompletion } from '../../portal/lib/useFormCompletion';
import { usePrefilledFormUrl } from '../../portal/session/hooks';
import { createMemoryStore } from '../../portal/session/storage';
import { StoreProvider } from '../../portal/session/StoreContext';

const formOrigin = 'https://forms.example';

// happy-dom does not load frames (their contentWindow is null), so a frame is modelled by the only
// part the checks read: its own window, distinct from every other window.
function frame() {
  const contentWindow = { name: 'form-window' } as unknown as Window;
  return { contentWindow } as HTMLIFrameElement;
}

describe('isFormCompletionMessage (only from the embedded form)', () => {
  const completion = `${FORM_COMPLETION_MARKER}itin-form:submitted:itin-application`;

  it('accepts the marker string from the iframe window and the form origin', () => {
    const iframe = frame();
    expect(
      isFormCompletionMessage(
        { data: completion, origin: formOrigin, source: iframe.contentWindow },
        iframe,
        formOrigin,
      ),
    ).toBe(true);
  });

  it('accepts any string containing the marker (iframe-resizer messages)', () => {
    const iframe = frame();
    expect(
      isFormCompletionMessage(
        { data: '[iFrameSizer]message:done', origin: formOrigin, source: iframe.contentWindow },
        iframe,
        formOrigin,
      ),
    ).toBe(true);
  });

  it('rejects the right data from another window', () => {
    const iframe = frame();
    const other = frame();
    expect(
      isFormCompletionMessage(
        { data: completion, origin: formOrigin, source: other.contentWindow },
        iframe,
        formOrigin,
      ),
    ).toBe(false);
    expect(isFormCompletionMessage({ data: completion, origin: formOrigin, source: window }, iframe, formOrigin)).toBe(
      false,
    );
  });

  it('rejects the right window at another origin', () => {
    const iframe = frame();
    expect(
      isFormCompletionMessage(
        { data: completion, origin: 'https://evil.example', source: iframe.contentWindow },
        iframe,
        formOrigin,
      ),
    ).toBe(false);
  });

  it('rejects strings without the marker and non-string data', () => {
    const iframe = frame();
    const source = iframe.contentWindow;
    expect(
      isFormCompletionMessage({ data: 'itin-form:submitted', origin: formOrigin, source }, iframe, formOrigin),
    ).toBe(false);
    expect(
      isFormCompletionMessage(
        { data: { type: 'itin-form:height', height: 900 }, origin: formOrigin, source },
        iframe,
        formOrigin,
      ),
    ).toBe(false);
    expect(
      isFormCompletionMessage({ data: [FORM_COMPLETION_MARKER], origin: formOrigin, source }, iframe, formOrigin),
    ).toBe(false);
  });

  it('rejects everything while there is no iframe', () => {
    expect(isFormCompletionMessage({ data: completion, origin: formOrigin, source: window }, null, formOrigin)).toBe(
      false,
    );
  });

  it('reads height messages under the same checks', () => {
    const iframe = frame();
    const source = iframe.contentWindow;
    const height = { type: 'itin-form:height', formId: 'basic-data', height: 812 };
    expect(formHeightFromMessage({ data: height, origin: formOrigin, source }, iframe, formOrigin)).toBe(812);
    expect(
      formHeightFromMessage({ data: height, origin: 'https://evil.example', source }, iframe, formOrigin),
    ).toBeNull();
    expect(
      formHeightFromMessage({ data: { ...height, height: -1 }, origin: formOrigin, source }, iframe, formOrigin),
    ).toBeNull();
    expect(formHeightFromMessage({ data: completion, origin: formOrigin, source }, iframe, formOrigin)).toBeNull();
  });
});

describe('useFormCompletion', () => {
  it('calls back for a completion posted by the iframe only, until unmounted', () => {
    const onComplete = vi.fn();
    const iframe = frame();
    function Harness() {
      const ref = useRef<HTMLIFrameElement>(iframe);
      useFormCompletion(ref, `${formOrigin}/forms/itin-application`, onComplete);
      return null;
    }
    const { unmount } = render(<Harness />);
    const post = (source: unknown, origin = formOrigin, data: unknown = '[iFrameSizer]x') =>
      window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
    post(window);
    post(iframe.contentWindow, 'https://evil.example');
    post(iframe.contentWindow, formOrigin, { type: 'itin-form:height', height: 10 });
    expect(onComplete).not.toHaveBeenCalled();
    post(iframe.contentWindow);
    expect(onComplete).toHaveBeenCalledTimes(1);
    unmount();
    post(iframe.contentWindow);
    expect(onComplete).toHaveBeenCalledTimes(1);
  });
});

describe('buildFormUrl (prefill)', () => {
  const parentOrigin = 'https://portal.example';

  it('adds first_name, last_name, email, lang and parent_origin', () => {
    const url = new URL(
      buildFormUrl(
        '/forms/document-intake',
        { firstName: 'Ana', lastName: 'da Silva', email: 'ana+1@example.com' },
        { lang: 'pt', parentOrigin },
      ),
    );
    expect(url.origin + url.pathname).toBe('https://portal.example/forms/document-intake');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      first_name: 'Ana',
      last_name: 'da Silva',
      email: 'ana+1@example.com',
      lang: 'pt',
      parent_origin: parentOrigin,
    });
  });

  it('adds each prefill parameter only when it is non-empty', () => {
    const url = new URL(
      buildFormUrl(
        'https://forms.example/f/1?x=1',
        { firstName: ' ', lastName: '', email: 'a@b.co' },
        { parentOrigin },
      ),
    );
    expect([...url.searchParams.keys()]).toEqual(['x', 'email', 'parent_origin']);
  });

  it('keeps the plain URL without a user', () => {
    const url = new URL(buildFormUrl('/forms/basic-data', null, { lang: 'en', parentOrigin }));
    expect(url.searchParams.has('email')).toBe(false);
    expect(url.searchParams.get('lang')).toBe('en');
  });
});

describe('usePrefilledFormUrl', () => {
  function wrapper(auth: ReturnType<typeof createMemoryAuthService>, locale: 'en' | 'de' = 'en') {
    return ({ children }: { children: React.ReactNode }) => (
      <StoreProvider store={createMemoryStore()}>
        <AuthProvider service={auth}>
          <LocaleProvider initialLocale={locale} initialMessages={{}}>
            {children}
          </LocaleProvider>
        </AuthProvider>
      </StoreProvider>
    );
  }

  it('starts with the unprefilled URL, then prefills from the current user', async () => {
    const auth = createMemoryAuthService({
      users: [{ email: 'ana@example.com', password: 'secret1', firstName: 'Ana', lastName: 'Silva' }],
      signedInAs: 'ana@example.com',
      latency: 10,
    });
    const { result } = renderHook(() => usePrefilledFormUrl('/forms/basic-data'), { wrapper: wrapper(auth, 'de') });
    expect(result.current.loading).toBe(true);
    expect(new URL(result.current.url).searchParams.has('email')).toBe(false);
    await waitFor(() => expect(result.current.loading).toBe(false));
    const params = new URL(result.current.url).searchParams;
    expect(params.get('first_name')).toBe('Ana');
    expect(params.get('last_name')).toBe('Silva');
    expect(params.get('email')).toBe('ana@example.com');
    expect(params.get('lang')).toBe('de');
  });

  it('only logs when the user cannot be fetched, and keeps the default URL', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const auth = createMemoryAuthService({ errors: { getUser: { kind: 'unexpected', message: 'offline' } } });
    const { result } = renderHook(() => usePrefilledFormUrl('/forms/document-intake'), { wrapper: wrapper(auth) });
    await waitFor(() => expect(result.current.loading).toBe(false));
    const url = new URL(result.current.url);
    expect(url.pathname).toBe('/forms/document-intake');
    expect(url.searchParams.has('first_name')).toBe(false);
    expect(error).toHaveBeenCalled();
  });

  it('keeps the default URL when nobody is signed in', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderHook(() => usePrefilledFormUrl('/forms/document-intake'), {
      wrapper: wrapper(createMemoryAuthService()),
    });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(new URL(result.current.url).searchParams.has('email')).toBe(false);
  });
});
