import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildFormUrl, FORM_COMPLETION_MARKER, readFormMessage } from '../../portal/embedded/formProtocol';
import { FormFrame } from '../../portal/embedded/FormFrame';
import { useEmbeddedForm, type EmbeddedFormOptions } from '../../portal/embedded/useEmbeddedForm';
import type { AppLocale } from '../../portal/i18n/locales';
import { PortalProviders } from '../../portal/testing/PortalProviders';
import type { ThemeName } from '../../portal/theme/ThemeProvider';

const formOrigin = 'https://forms.example';

// happy-dom does not load frames (their contentWindow is null), so a frame is modelled by the only
// part the checks read: its own window, distinct from every other window.
function frame() {
  const contentWindow = { name: 'form-window' } as unknown as Window;
  return { contentWindow } as HTMLIFrameElement;
}

describe('readFormMessage (only from the embedded form)', () => {
  const completion = `${FORM_COMPLETION_MARKER}itin-form:submitted:itin-application`;

  it('reads the marker string from the iframe window and the form origin as a completion', () => {
    const iframe = frame();
    expect(
      readFormMessage({ data: completion, origin: formOrigin, source: iframe.contentWindow }, iframe, formOrigin),
    ).toEqual({ type: 'completed' });
  });

  it('reads any string containing the marker as a completion (iframe-resizer messages)', () => {
    const iframe = frame();
    const event = { data: '[iFrameSizer]message:done', origin: formOrigin, source: iframe.contentWindow };
    expect(readFormMessage(event, iframe, formOrigin)).toEqual({ type: 'completed' });
  });

  it('ignores the right data from another window', () => {
    const iframe = frame();
    const other = frame();
    expect(
      readFormMessage({ data: completion, origin: formOrigin, source: other.contentWindow }, iframe, formOrigin),
    ).toBeNull();
    expect(readFormMessage({ data: completion, origin: formOrigin, source: window }, iframe, formOrigin)).toBeNull();
  });

  it('ignores the right window at another origin', () => {
    const iframe = frame();
    const event = { data: completion, origin: 'https://evil.example', source: iframe.contentWindow };
    expect(readFormMessage(event, iframe, formOrigin)).toBeNull();
  });

  it('ignores strings without the marker and data of another shape', () => {
    const iframe = frame();
    const source = iframe.contentWindow;
    expect(readFormMessage({ data: 'itin-form:submitted', origin: formOrigin, source }, iframe, formOrigin)).toBeNull();
    expect(
      readFormMessage({ data: [FORM_COMPLETION_MARKER], origin: formOrigin, source }, iframe, formOrigin),
    ).toBeNull();
    expect(
      readFormMessage({ data: { type: 'other', height: 9 }, origin: formOrigin, source }, iframe, formOrigin),
    ).toBeNull();
  });

  it('ignores everything while there is no iframe', () => {
    expect(readFormMessage({ data: completion, origin: formOrigin, source: window }, null, formOrigin)).toBeNull();
  });

  it('reads height messages under the same checks', () => {
    const iframe = frame();
    const source = iframe.contentWindow;
    const height = { type: 'itin-form:height', formId: 'basic-data', height: 812 };
    expect(readFormMessage({ data: height, origin: formOrigin, source }, iframe, formOrigin)).toEqual({
      type: 'height',
      height: 812,
    });
    expect(readFormMessage({ data: height, origin: 'https://evil.example', source }, iframe, formOrigin)).toBeNull();
    expect(readFormMessage({ data: height, origin: formOrigin, source: window }, iframe, formOrigin)).toBeNull();
    for (const wrong of [-1, 0, Number.NaN, Number.POSITIVE_INFINITY, '900']) {
      expect(
        readFormMessage({ data: { ...height, height: wrong }, origin: formOrigin, source }, iframe, formOrigin),
      ).toBeNull();
    }
  });
});

describe('buildFormUrl', () => {
  const parentOrigin = 'https://portal.example';

  it('adds first_name, last_name, email, lang, parent_origin and theme in one go', () => {
    const url = new URL(
      buildFormUrl(
        '/forms/document-intake',
        { firstName: 'Ana', lastName: 'da Silva', email: 'ana+1@example.com' },
        { lang: 'pt', theme: 'light', parentOrigin },
      ),
    );
    expect(url.origin + url.pathname).toBe('https://portal.example/forms/document-intake');
    expect([...url.searchParams]).toEqual([
      ['first_name', 'Ana'],
      ['last_name', 'da Silva'],
      ['email', 'ana+1@example.com'],
      ['lang', 'pt'],
      ['parent_origin', parentOrigin],
      ['theme', 'light'],
    ]);
  });

  it('adds each parameter only when it is non-empty, and keeps those already there', () => {
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

describe('useEmbeddedForm', () => {
  const ana = { email: 'ana@example.com', password: 'secret1', firstName: 'ana', lastName: 'da silva' };

  function Harness(props: Omit<EmbeddedFormOptions, 'baseUrl'> & { baseUrl?: string }) {
    const form = useEmbeddedForm({ baseUrl: `${formOrigin}/forms/itin-application`, ...props });
    return <FormFrame form={form} title="Form" />;
  }

  function renderForm(
    props: Partial<EmbeddedFormOptions> = {},
    options: { locale?: AppLocale; theme?: ThemeName; user?: typeof ana | null } = {},
  ) {
    const onComplete = vi.fn();
    const user = options.user === null ? undefined : (options.user ?? ana);
    const view = render(
      <PortalProviders user={user} locale={options.locale} theme={options.theme} messages={{}}>
        <Harness initialHeight={1200} onComplete={onComplete} {...props} />
      </PortalProviders>,
    );
    return { ...view, onComplete };
  }

  async function frameOf() {
    const iframe = (await screen.findByTitle('Form')) as HTMLIFrameElement;
    await waitFor(() => expect(new URL(iframe.src).searchParams.get('email')).not.toBeNull());
    const contentWindow = { name: 'form-window' } as unknown as Window;
    Object.defineProperty(iframe, 'contentWindow', { configurable: true, value: contentWindow });
    const post = (data: unknown, source: unknown = contentWindow, origin = formOrigin) =>
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
      });
    return { iframe, post };
  }

  it('prefills the address with the names as entered at sign-up, with the language and the opening theme', async () => {
    renderForm({}, { locale: 'de', theme: 'light' });
    const { iframe } = await frameOf();
    const params = new URL(iframe.src).searchParams;
    // Not title-cased: a form must get the name exactly as the applicant wrote it.
    expect(params.get('first_name')).toBe('ana');
    expect(params.get('last_name')).toBe('da silva');
    expect(params.get('email')).toBe('ana@example.com');
    expect(params.get('lang')).toBe('de');
    expect(params.get('theme')).toBe('light');
    expect(params.get('parent_origin')).toBe(window.location.origin);
  });

  it('listens with one message listener, and removes it when unmounted', async () => {
    const add = vi.spyOn(window, 'addEventListener');
    const remove = vi.spyOn(window, 'removeEventListener');
    const { unmount } = renderForm();
    await frameOf();
    const added = add.mock.calls.filter(([type]) => type === 'message');
    const listeners = new Set(added.map(([, listener]) => listener));
    const removed = new Set(remove.mock.calls.filter(([type]) => type === 'message').map(([, listener]) => listener));
    // Each address gets one listener; the one for the address shown is the only one left.
    expect([...listeners].filter((listener) => !removed.has(listener))).toHaveLength(1);
    unmount();
    const finallyRemoved = new Set(remove.mock.calls.filter(([type]) => type === 'message').map(([, l]) => l));
    expect([...listeners].filter((listener) => !finallyRemoved.has(listener))).toHaveLength(0);
  });

  it('calls back for a completion posted by the frame only, until unmounted', async () => {
    const { onComplete, unmount } = renderForm();
    const { post } = await frameOf();
    post('[iFrameSizer]x', window);
    post('[iFrameSizer]x', undefined, 'https://evil.example');
    post({ type: 'itin-form:height', height: 10 });
    expect(onComplete).not.toHaveBeenCalled();
    post('[iFrameSizer]x');
    expect(onComplete).toHaveBeenCalledTimes(1);
    unmount();
    post('[iFrameSizer]x');
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('keeps the initial height as the least, or follows the form exactly', async () => {
    const first = renderForm({ initialHeight: 800 });
    let { iframe, post } = await frameOf();
    expect(iframe.style.height).toBe('800px');
    post({ type: 'itin-form:height', height: 1134.2 });
    expect(iframe.style.height).toBe('1135px');
    post({ type: 'itin-form:height', height: 500 });
    expect(iframe.style.height).toBe('800px');
    first.unmount();

    renderForm({ initialHeight: 900, atLeastInitial: false });
    ({ iframe, post } = await frameOf());
    expect(iframe.style.height).toBe('900px');
    post({ type: 'itin-form:height', height: 420 });
    expect(iframe.style.height).toBe('420px');
    post({ type: 'itin-form:height', height: 3000 }, window);
    expect(iframe.style.height).toBe('420px');
  });

  it('opens the plain address, never asking the network, when nobody is signed in', () => {
    renderForm({}, { user: null });
    const iframe = screen.getByTitle('Form') as HTMLIFrameElement;
    const params = new URL(iframe.src).searchParams;
    expect(params.has('email')).toBe(false);
    expect(params.get('lang')).toBe('en');
  });
});
