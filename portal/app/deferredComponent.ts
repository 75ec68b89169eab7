/**
 * Components whose code is worth keeping off the first load (a Radix menu is a fifth of the
 * landing page's JavaScript). Render one inside <Suspense>:
 *
 *   const LanguageMenu = deferredComponent(() => import('./LanguageMenu'));
 *   <Suspense fallback={null}><LanguageMenu /></Suspense>
 *
 * On a prerendered page React keeps the server markup of the boundary and hydrates it when the
 * code arrives, so the control is visible at once and works a moment later. When a page renders
 * afresh, portal/main.tsx first awaits `preloadDeferredComponents()`, so the page never shows the
 * fallback; later navigations find the code already loaded.
 */
import { lazy, type ComponentType } from 'react';

type Module<P> = { default: ComponentType<P> };

const preloads = new Set<() => Promise<unknown>>();

export function deferredComponent<P extends object>(load: () => Promise<Module<P>>) {
  let loaded: Module<P> | null = null;
  let loading: Promise<Module<P>> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        // A control whose code cannot load is left out; the page around it keeps working.
        console.error('[app] Could not load a deferred component', error);
        loading = null;
        return { default: () => null };
      },
    ));
  preloads.add(preload);
  // Once the code is here, hand it to React synchronously: a thenable that calls back at once
  // lets React.lazy render without suspending (a resolved Promise would still suspend once).
  return lazy(() =>
    loaded
      ? ({ then: (resolve: (module: Module<P>) => void) => resolve(loaded!) } as unknown as Promise<Module<P>>)
      : preload(),
  );
}

/** Loads the code of every deferred component defined so far. */
export async function preloadDeferredComponents(): Promise<void> {
  await Promise.all([...preloads].map((preload) => preload()));
}
