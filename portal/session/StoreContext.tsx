/**
 * Which key-value store the session, language and theme are saved in: `localStorage` in the app
 * (the default), a memory store in stories and tests.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { browserStore, type KeyValueStore } from './storage';

let appStore: KeyValueStore | null = null;
/** The app's store, created on first use. */
export function defaultStore(): KeyValueStore {
  return (appStore ??= browserStore());
}

const StoreContext = createContext<KeyValueStore | null>(null);

export interface StoreProviderProps {
  /** Where preferences and the session are saved. @default localStorage */
  store?: KeyValueStore;
  children: ReactNode;
}

export function StoreProvider({ store, children }: StoreProviderProps) {
  return <StoreContext.Provider value={store ?? defaultStore()}>{children}</StoreContext.Provider>;
}

/** The nearest StoreProvider's store (localStorage when there is none). */
export function useStore(): KeyValueStore {
  return useContext(StoreContext) ?? defaultStore();
}
