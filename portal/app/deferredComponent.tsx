/**
 * Components whose code is worth keeping off the first load until the visitor reaches for them
 * (Radix's accordion and menu, with what they share, were a fifth of the landing page's
 * JavaScript):
 *
 *   const Menu = intentComponent(() => import('./Menu'), 'menu', MenuButton);
 *
 * A stand-in that looks the same (the kit's button alone, without the menu's code) is rendered on
 * the server and in the browser, and the code loads only at the first sign of interest: pointer
 * over it, focus, a press. The part then takes the stand-in's place; focus moves to the same button
 * of the part. Nothing the page loads at first pays for it, and no change of the app's state can
 * lose its markup, since there is no server markup waiting for code.
 *
 * Until the part is live, its stand-in's buttons cannot do what the part's do. So the part is
 * wrapped in an element marked `data-deferred` (it takes no box of its own), and once
 * `holdDeferredInput()` runs (or, where it does not, the part's own listeners), the input aimed at
 * a part that is not live yet is held back:
 * - the first sign of interest starts loading its code;
 * - presses on its buttons (pointerdown, click, and Enter, Space or an up or down arrow) are kept
 *   and dispatched again on the part's button in the same place as soon as the part is live, so
 *   the tap that opened nothing opens the menu or the question then. A key press is dispatched
 *   again only while its button still has focus, so focus stays where the visitor left it.
 */
import {
  lazy,
  Suspense,
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import * as styles from './deferredComponent.css';

type Module<P> = { default: ComponentType<P> };

/** The attribute on the element around a deferred part; its value is the part's name. */
const REGION = 'data-deferred';
/** Keys that act on a button or menu trigger (others are left alone). */
const PRESS_KEYS = ['Enter', ' ', 'ArrowDown', 'ArrowUp'];
/** Events that show interest in a part: its code starts loading. */
const INTENT_EVENTS = ['pointerover', 'focusin'];
/** Events kept while a part is not live, and dispatched again once it is. */
const PRESS_EVENTS = ['pointerdown', 'click', 'keydown'];

/** Each part's loader, by name. */
const loaders = new Map<string, () => Promise<unknown>>();
/** The element around each deferred part on the page → the part's id (React's useId). */
const parts = new WeakMap<Element, string>();
/** The ids of the parts that are live: rendered with their code. */
const live = new Set<string>();
/**
 * Presses held for parts that are not live yet, in order: the button, its place among the part's
 * buttons (a stand-in's button is replaced by the part's own), and a copy of the event.
 */
let held: { region: Element; control: Element; index: number; event: Event }[] = [];

/**
 * A component that renders `StandIn` until the visitor shows interest in its part (pointer over
 * it, focus, a press), then the module `load` imports, in its place. `StandIn` takes the same
 * props and must look the same: the server renders it, and it stays until the code is here.
 * `name` marks its part of the page (`data-deferred`) and must be unique among deferred components.
 */
export function intentComponent<P extends object>(
  load: () => Promise<Module<P>>,
  name: string,
  StandIn: ComponentType<P>,
) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  const waiting = new Set<() => void>();
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        for (const show of waiting) show();
      },
      (error: unknown) => {
        // The stand-in stays; the next sign of interest tries again.
        console.error('[app] Could not load a deferred component', error);
        loading = null;
      },
    ));
  loaders.set(name, preload);
  // Rendered only once the code is here: a thenable that calls back at once, so it never suspends.
  const Part = lazy(
    () =>
      ({ then: (resolve: (module: Module<P>) => void) => resolve({ default: loaded! }) }) as unknown as Promise<
        Module<P>
      >,
  );

  function OnIntent(props: P) {
    const id = useId();
    const region = useRef<HTMLDivElement | null>(null);
    // The stand-in's button that had focus when the part replaced it (its place among the buttons).
    const focused = useRef(-1);
    const subscribe = useCallback((change: () => void) => {
      waiting.add(change);
      return () => void waiting.delete(change);
    }, []);
    // Hydration renders what the server rendered (the stand-in); a page rendered in the browser
    // after the code arrived (another page met later) has the part at once.
    const ready = useSyncExternalStore(
      subscribe,
      () => loaded !== null,
      () => false,
    );
    useLayoutEffect(() => {
      if (!ready || focused.current < 0) return;
      buttonsOf(region.current)[focused.current]?.focus();
      focused.current = -1;
    }, [ready]);
    const ref = useCallback(
      (element: HTMLDivElement | null) => {
        region.current = element;
        if (element) parts.set(element, id);
      },
      [id],
    );
    return (
      <div
        data-deferred={name}
        className={styles.region}
        ref={ref}
        // Where the app's page-wide listeners are not installed (holdDeferredInput: a story, a
        // test), the part hears the same interest and presses on its own element.
        onPointerOverCapture={listen}
        onFocusCapture={listen}
        onPointerDownCapture={listen}
        onClickCapture={listen}
        onKeyDownCapture={listen}
      >
        {ready ? (
          <Suspense fallback={<StandIn {...props} />}>
            <Part {...props} />
            <Live id={id} />
          </Suspense>
        ) : (
          <KeepFocus region={region} focused={focused}>
            <StandIn {...props} />
          </KeepFocus>
        )}
      </div>
    );
  }
  return OnIntent;
}

/**
 * Around a stand-in: as it is taken away (before its elements leave the page), notes which of its
 * buttons has focus, so that the part's button in the same place can take it.
 */
function KeepFocus({
  region,
  focused,
  children,
}: {
  region: RefObject<HTMLDivElement | null>;
  focused: RefObject<number>;
  children: ReactNode;
}) {
  useLayoutEffect(
    () => () => {
      focused.current = buttonsOf(region.current).indexOf(document.activeElement as HTMLButtonElement);
    },
    [region, focused],
  );
  return children;
}

/** A part's own listener for interest and presses (see intentComponent). */
function listen(event: SyntheticEvent) {
  if (hold(event.nativeEvent)) event.stopPropagation();
  else pendingPart(event.nativeEvent);
}

const buttonsOf = (region: Element | null): HTMLButtonElement[] =>
  region ? [...region.querySelectorAll('button')] : [];

/** Rendered with the part's code, so it mounts when the part is live: the held presses follow. */
function Live({ id }: { id: string }) {
  useLayoutEffect(() => {
    live.add(id);
    // After the commit, once the part's handlers are attached (and focus is back on its button).
    queueMicrotask(() => dispatchHeld(id));
    return () => void live.delete(id);
  }, [id]);
  return null;
}

function dispatchHeld(id: string) {
  const mine = held.filter((press) => parts.get(press.region) === id);
  held = held.filter((press) => !mine.includes(press));
  for (const { region, control, index, event } of mine) {
    if (!live.has(id)) continue;
    // A stand-in's button has given way to the part's own, in the same place.
    const target = control.isConnected ? control : region.isConnected ? buttonsOf(region)[index] : undefined;
    if (!target) continue;
    if (event.type === 'keydown' && document.activeElement !== target) continue;
    target.dispatchEvent(event);
  }
}

/**
 * The deferred part `event` is aimed at while it is not live yet (its code starts loading), with
 * the button pressed, if any; null when the event is not aimed at such a part.
 */
function pendingPart(event: Event) {
  const target = event.target instanceof Element ? event.target : null;
  const region = target?.closest(`[${REGION}]`);
  if (!target || !region || live.has(parts.get(region) ?? '')) return null;
  const name = region.getAttribute(REGION) ?? '';
  void loaders.get(name)?.();
  return { region, control: target.closest('button') };
}

/** Keeps `event` if it presses a button of a part that is not live; true when kept. */
function hold(event: Event): boolean {
  if (!PRESS_EVENTS.includes(event.type)) return false;
  if (event instanceof KeyboardEvent && !PRESS_KEYS.includes(event.key)) return false;
  const pending = pendingPart(event);
  const control = pending?.control;
  if (!pending || !control) return false;
  // Presses repeated before the button could answer are one press, not several.
  if (!held.some((press) => press.control === control && press.event.type === 'click')) {
    const copy = new (event.constructor as typeof Event)(event.type, event);
    const index = buttonsOf(pending.region).indexOf(control as HTMLButtonElement);
    held.push({ region: pending.region, control, index, event: copy });
  }
  return true;
}

/**
 * From now on, holds the presses aimed at deferred parts that are not live yet (React would drop
 * them) and loads a part's code at the first sign of interest. `early` is the input the page
 * received before the app started (public/theme-init.js); returns the part of it that was not
 * aimed at a deferred part.
 */
export function holdDeferredInput(early: readonly Event[]): Event[] {
  for (const type of [...INTENT_EVENTS, ...PRESS_EVENTS]) {
    document.addEventListener(
      type,
      (event) => {
        if (hold(event)) event.stopPropagation();
        else pendingPart(event);
      },
      true,
    );
  }
  return early.filter((event) => !hold(event) && !pendingPart(event));
}
