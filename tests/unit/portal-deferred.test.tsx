// Deferred parts of a prerendered page (portal/app/deferredComponent.tsx): presses made before
// their code has arrived are held and dispatched again once the part has hydrated.
import { waitFor } from '@testing-library/react';
import { act, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferredComponent, holdDeferredInput } from '../../portal/app/deferredComponent';

interface ProbeProps {
  onPress: (how: string) => void;
}

function Probe({ onPress }: ProbeProps) {
  return (
    <button
      type="button"
      onPointerDown={() => onPress('pointerdown')}
      onClick={() => onPress('click')}
      onKeyDown={(event) => onPress(`key ${event.key}`)}
    >
      Open
    </button>
  );
}

/** The part as the build renders it (code at hand), and as the browser hydrates it (code held back). */
async function prerenderedPart(name: string) {
  const Server = deferredComponent(async () => ({ default: Probe }), name);
  const noop = () => undefined;
  renderToString(<Server onPress={noop} />);
  await new Promise((resolve) => setTimeout(resolve, 0));
  const html = renderToString(<Server onPress={noop} />);
  expect(html).toContain(`data-deferred="${name}"`);
  expect(html).toContain('Open</button>');

  let deliver: () => void = noop;
  const load = vi.fn(
    () => new Promise<{ default: typeof Probe }>((resolve) => (deliver = () => resolve({ default: Probe }))),
  );
  const Client = deferredComponent(load, name);
  return { html, Client, load, deliver: () => deliver() };
}

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let container: HTMLElement | null = null;
let listening = false;

/** The prerendered markup on the page, with presses on deferred parts held from now on. */
function paint(html: string) {
  container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  if (!listening) holdDeferredInput([]);
  listening = true;
  return container.querySelector('button')!;
}

async function hydrate(html: string, element: ReactElement) {
  const button = paint(html);
  await act(async () => {
    root = hydrateRoot(container!, element);
  });
  return button;
}

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = null;
  container = null;
});

describe('deferred parts', () => {
  it('answer a click made before their code arrived, once, when it has', async () => {
    const { html, Client, load, deliver } = await prerenderedPart('click-probe');
    const onPress = vi.fn();
    const button = await hydrate(html, <Client onPress={onPress} />);

    button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, button: 0 }));
    button.click();
    // Repeated before it could answer: still one press.
    button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, button: 0 }));
    button.click();
    expect(onPress).not.toHaveBeenCalled();
    expect(load).toHaveBeenCalled();

    await act(async () => deliver());
    await waitFor(() => expect(onPress.mock.calls).toEqual([['pointerdown'], ['click']]));

    // Once live, presses go straight to the part.
    button.click();
    expect(onPress).toHaveBeenLastCalledWith('click');
    expect(onPress).toHaveBeenCalledTimes(3);
  });

  it('start loading their code when the pointer comes over them', async () => {
    const { html, load } = await prerenderedPart('hover-probe');
    const button = paint(html);
    expect(load).not.toHaveBeenCalled();
    button.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answer a key press only while its button still has focus', async () => {
    const { html, Client, deliver } = await prerenderedPart('key-probe');
    const onPress = vi.fn();
    const button = await hydrate(html, <Client onPress={onPress} />);

    act(() => button.focus());
    button.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Enter' }));
    button.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Tab' }));
    await act(async () => deliver());
    await waitFor(() => expect(onPress.mock.calls).toEqual([['key Enter']]));
  });

  it('drop a held key press when focus has moved on', async () => {
    const { html, Client, deliver } = await prerenderedPart('moved-probe');
    const onPress = vi.fn();
    const button = await hydrate(html, <Client onPress={onPress} />);

    act(() => button.focus());
    button.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Enter' }));
    button.blur();
    await act(async () => deliver());
    // The part is live (a click reaches it at once), and the old key press was not replayed.
    await waitFor(() => {
      button.click();
      expect(onPress).toHaveBeenCalledWith('click');
    });
    expect(onPress).not.toHaveBeenCalledWith('key Enter');
  });
});
