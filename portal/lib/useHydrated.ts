import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the page is prerendered markup (at build time and during hydration), true once React
 * runs it. Forms of prerendered pages stay disabled until then: typing would be lost when React
 * takes over the inputs, and a native submit would put the fields (a password!) in the URL.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
