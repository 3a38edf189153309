const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `load()`, tried again after a failure, `attempts` times in all, `delayMs` × the attempt's number apart. */
export async function withRetries<T>(load: () => Promise<T>, attempts = 3, delayMs = 1000): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= attempts) throw error;
      await pause(delayMs * attempt);
    }
  }
}

/**
 * `load`, once, whoever asks first; a failed load is tried again as `withRetries` does, and after
 * that the next call starts over.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= withRetries(load).catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
