// Deferred parts of a prerendered page (portal/app/deferredComponent.tsx): presses made before
// their code has arrived are held and dispatched again once the part has hydrated.
import { waitFor } from '@testing-library/react';
import { act, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferredComponent, holdDeferredInput, intentComponent } from '../../portal/app/deferredComponent';

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

/** What stands in for Probe until its code is here: the same button, answering nothing. */
function ProbeStandIn(_props: ProbeProps) {
  return <button type="button">Open</button>;
}

/** A part that waits for the visitor, its code held back until `deliver()`. */
function intentPart(name: string) {
  let deliver: () => void = () => undefined;
  const load = vi.fn(
    () => new Promise<{ default: typeof Probe }>((resolve) => (deliver = () => resolve({ default: Probe }))),
  );
  const Part = intentComponent(load, name, ProbeStandIn);
  return { Part, load, deliver: () => deliver() };
}

describe('parts that wait for the visitor', () => {
  it('render their stand-in on the server and in the browser, and load nothing until reached for', async () => {
    const { Part, load, deliver } = intentPart('intent-hover');
    const onPress = vi.fn();
    const html = renderToString(<Part onPress={onPress} />);
    expect(html).toContain('data-deferred="intent-hover"');
    expect(html).toContain('Open</button>');
    const standIn = await hydrate(html, <Part onPress={onPress} />);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(load).not.toHaveBeenCalled();

    standIn.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => deliver());
    // The part has taken the stand-in's place, and answers.
    await waitFor(() => expect(standIn.isConnected).toBe(false));
    const button = container!.querySelector('button')!;
    button.click();
    expect(onPress).toHaveBeenCalledWith('click');
  });

  it('give the presses made on the stand-in to the part once it is there', async () => {
    const { Part, load, deliver } = intentPart('intent-press');
    const onPress = vi.fn();
    const standIn = await hydrate(renderToString(<Part onPress={onPress} />), <Part onPress={onPress} />);

    standIn.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, button: 0 }));
    standIn.click();
    expect(load).toHaveBeenCalledTimes(1);
    expect(onPress).not.toHaveBeenCalled();
    await act(async () => deliver());
    await waitFor(() => expect(onPress.mock.calls).toEqual([['pointerdown'], ['click']]));
  });

  it('move focus from the stand-in to the part, and a held key press with it', async () => {
    const { Part, deliver } = intentPart('intent-focus');
    const onPress = vi.fn();
    const standIn = await hydrate(renderToString(<Part onPress={onPress} />), <Part onPress={onPress} />);

    act(() => standIn.focus());
    standIn.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Enter' }));
    await act(async () => deliver());
    await waitFor(() => expect(onPress.mock.calls).toEqual([['key Enter']]));
    const button = container!.querySelector('button')!;
    expect(button).not.toBe(standIn);
    expect(document.activeElement).toBe(button);
  });
});
