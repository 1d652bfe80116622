// A Storage kept in memory: the fallback when the browser refuses session storage, and the fake in tests.
import type { SessionStorageLike } from './session-storage';

export class MemoryStorage implements SessionStorageLike {
  readonly #items = new Map<string, string>();

  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.#items.set(key, String(value));
  }

  removeItem(key: string): void {
    this.#items.delete(key);
  }

  keys(): string[] {
    return [...this.#items.keys()].sort();
  }
}

/** window.sessionStorage when the browser allows it (it throws when storage is disabled), else memory. */
export function browserSessionStorage(): SessionStorageLike {
  try {
    const storage = window.sessionStorage;
    const probe = '__ao_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return new MemoryStorage();
  }
}
