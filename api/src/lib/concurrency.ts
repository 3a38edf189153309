/**
 * At most `max` tasks at once; the others wait their turn in arrival order. A finishing task hands
 * its slot straight to the next waiter, so the limit holds even when new callers arrive meanwhile.
 */
export function concurrencyLimit(max: number): <T>(task: () => Promise<T>) => Promise<T> {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (active < max) active++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active--;
    }
  };
}
