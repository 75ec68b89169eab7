// Parts that wait for the visitor (portal/app/deferredComponent.tsx): a stand-in until their code
// is asked for, and presses made before it has arrived held and dispatched again on the part.
import { waitFor } from '@testing-library/react';
import { act, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdDeferredInput, intentComponent } from '../../portal/app/deferredComponent';

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

  it('answer presses repeated before the code arrived once, and later ones at once', async () => {
    const { Part, deliver } = intentPart('intent-repeat');
    const onPress = vi.fn();
    const standIn = await hydrate(renderToString(<Part onPress={onPress} />), <Part onPress={onPress} />);

    for (let i = 0; i < 2; i++) {
      standIn.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, button: 0 }));
      standIn.click();
    }
    expect(onPress).not.toHaveBeenCalled();
    await act(async () => deliver());
    await waitFor(() => expect(onPress.mock.calls).toEqual([['pointerdown'], ['click']]));

    // Once live, presses go straight to the part.
    container!.querySelector('button')!.click();
    expect(onPress).toHaveBeenCalledTimes(3);
    expect(onPress).toHaveBeenLastCalledWith('click');
  });

  it('drop a held key press when focus has moved on', async () => {
    const { Part, deliver } = intentPart('intent-moved');
    const onPress = vi.fn();
    const standIn = await hydrate(renderToString(<Part onPress={onPress} />), <Part onPress={onPress} />);

    act(() => standIn.focus());
    standIn.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Tab' }));
    standIn.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Enter' }));
    act(() => standIn.blur());
    await act(async () => deliver());
    // The part is live (a click reaches it at once), and the old key press was not replayed.
    await waitFor(() => expect(standIn.isConnected).toBe(false));
    container!.querySelector('button')!.click();
    expect(onPress.mock.calls).toEqual([['click']]);
  });
});
