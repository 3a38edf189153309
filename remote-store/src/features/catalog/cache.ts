/**
 * A tiny per-page cache for catalogue answers: switching back to a category shows its products at
 * once, and a product opened from a card is not fetched twice at the same moment. Entries older
 * than MAX_AGE_MS are fetched again (the previous answer stays on screen meanwhile).
 */
export const MAX_AGE_MS = 5 * 60_000;

interface Entry<T> {
  promise: Promise<T>;
  value?: T;
  at: number;
}

export class AnswerCache<T> {
  private entries = new Map<string, Entry<T>>();
  constructor(private readonly now: () => number = () => Date.now()) {}

  /** The settled value, if any (possibly stale). */
  peek(key: string): T | undefined {
    return this.entries.get(key)?.value;
  }

  isFresh(key: string): boolean {
    const e = this.entries.get(key);
    return !!e && e.value !== undefined && this.now() - e.at < MAX_AGE_MS;
  }

  /** The value for key: a running or fresh request is shared; failures are not kept. */
  load(key: string, loader: () => Promise<T>, force = false): Promise<T> {
    const existing = this.entries.get(key);
    if (existing && !force && (existing.value === undefined || this.now() - existing.at < MAX_AGE_MS)) return existing.promise;
    const previous = existing?.value;
    const entry: Entry<T> = { promise: loader(), at: this.now(), ...(previous !== undefined ? { value: previous } : {}) };
    this.entries.set(key, entry);
    entry.promise.then(
      (value) => {
        if (this.entries.get(key) === entry) {
          entry.value = value;
          entry.at = this.now();
        }
      },
      () => {
        if (this.entries.get(key) === entry) {
          if (previous !== undefined) this.entries.set(key, { promise: Promise.resolve(previous), value: previous, at: 0 });
          else this.entries.delete(key);
        }
      },
    );
    return entry.promise;
  }

  set(key: string, value: T): void {
    this.entries.set(key, { promise: Promise.resolve(value), value, at: this.now() });
  }

  clear(): void {
    this.entries.clear();
  }
}
