/**
 * A value index.html's early script leaves on the page for the app's own code to take once. The two
 * are separate bundles, so a named global carries it; a page without the early script (unit tests, a
 * remote run on its own) finds nothing and the app does the work itself.
 */
export function handOff<T>(name: string) {
  const page = globalThis as unknown as Record<string, T | undefined>;
  return {
    keep(value: T | undefined): void {
      page[name] = value;
    },
    peek(): T | undefined {
      return page[name];
    },
    take(): T | undefined {
      const value = page[name];
      page[name] = undefined;
      return value;
    },
  };
}
