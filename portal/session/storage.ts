/**
 * The browser storage (docs/product.md § Browser storage), and the only module that names its keys. Everything else reads
 * and writes through these functions, on a `KeyValueStore` that is `localStorage` in the app and
 * an in-memory map in stories and tests (so one story cannot leak state into the next).
 */
import type { StepRoute } from '../paths';
import { isStepRoute } from '../paths';

/** The part of the Web Storage API the portal uses. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const storageKeys = {
  userData: 'userData',
  authenticated: 'authenticated',
  language: 'language',
  theme: 'theme',
  lastStep: (email: string) => `lastStep_${email}`,
  step2Completed: (email: string) => `step2_completed_${email}`,
} as const;

/** The saved user (`userData`), names already title-cased. */
export interface StoredUser {
  email: string;
  firstName: string;
  lastName: string;
}

/** A store backed by a Map; `initial` seeds it. For stories and tests. */
export function createMemoryStore(
  initial: Record<string, string> = {},
): KeyValueStore & { dump(): Record<string, string> } {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
    dump: () => Object.fromEntries(map),
  };
}

/**
 * `localStorage`, or a memory store when it is unavailable (private modes that throw on access,
 * sandboxed frames): the portal keeps working for the visit and simply does not remember.
 */
export function browserStore(): KeyValueStore {
  try {
    const storage = window.localStorage;
    const probe = '__itin_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return {
      getItem: (key) => storage.getItem(key),
      setItem: (key, value) => {
        try {
          storage.setItem(key, value);
        } catch {
          // Quota exceeded: the value is lost, the visit goes on.
        }
      },
      removeItem: (key) => storage.removeItem(key),
    };
  } catch {
    return createMemoryStore();
  }
}

function isStoredUser(value: unknown): value is StoredUser {
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.email === 'string' &&
    record.email !== '' &&
    typeof record.firstName === 'string' &&
    typeof record.lastName === 'string'
  );
}

/**
 * Reads the saved session (docs/product.md § Session) and repairs what it finds:
 * - `userData` that does not parse (or is not a user) → `userData` and the flag are both removed;
 * - the flag 'true' without `userData` → the flag is removed;
 * - a parsed user counts only while the flag is 'true' (otherwise nothing is removed).
 * Returns the saved user when both are present and valid, else null.
 */
export function readStoredSession(store: KeyValueStore): StoredUser | null {
  const raw = store.getItem(storageKeys.userData);
  const flag = store.getItem(storageKeys.authenticated);
  if (raw === null) {
    if (flag !== null) store.removeItem(storageKeys.authenticated);
    return null;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  if (!isStoredUser(parsed)) {
    store.removeItem(storageKeys.userData);
    store.removeItem(storageKeys.authenticated);
    return null;
  }
  if (flag !== 'true') return null;
  return { email: parsed.email, firstName: parsed.firstName, lastName: parsed.lastName };
}

/** Saves `userData` and the 'true' flag (login, signup, password reset). */
export function writeStoredSession(store: KeyValueStore, user: StoredUser): void {
  store.setItem(storageKeys.userData, JSON.stringify(user));
  store.setItem(storageKeys.authenticated, 'true');
}

/** Removes `userData` and the flag. The per-user progress keys stay (logout keeps them). */
export function clearStoredSession(store: KeyValueStore): void {
  store.removeItem(storageKeys.userData);
  store.removeItem(storageKeys.authenticated);
}

export function readLastStep(store: KeyValueStore, email: string): StepRoute | null {
  const value = store.getItem(storageKeys.lastStep(email));
  return isStepRoute(value) ? value : null;
}

export function writeLastStep(store: KeyValueStore, email: string, path: StepRoute): void {
  store.setItem(storageKeys.lastStep(email), path);
}

export function readStep2Completed(store: KeyValueStore, email: string): boolean {
  return store.getItem(storageKeys.step2Completed(email)) === 'true';
}

export function writeStep2Completed(store: KeyValueStore, email: string): void {
  store.setItem(storageKeys.step2Completed(email), 'true');
}

export function readPreference(store: KeyValueStore, key: 'language' | 'theme'): string | null {
  return store.getItem(storageKeys[key]);
}

export function writePreference(store: KeyValueStore, key: 'language' | 'theme', value: string): void {
  store.setItem(storageKeys[key], value);
}
