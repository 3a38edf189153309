import { AppError } from '../http/errors.js';

/**
 * A database that does not answer: what the API says, and how it recognises one.
 */

export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is busy right now. Please try again in a moment.';

export class DatabaseUnavailableError extends AppError {
  constructor(readonly reason: string) {
    super(503, 'DATABASE_UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE, {}, { 'Retry-After': '5' });
  }
}

export const databaseUnavailable = (err: unknown): DatabaseUnavailableError => new DatabaseUnavailableError(err instanceof Error ? err.message : String(err));

/**
 * Errors of a database that stalled or went away, as opposed to a refused statement: a statement or
 * lock wait cancelled by a timeout (SQLSTATE 57014, 55P03), a transaction ended for idling (25P03),
 * the server shutting down or unreachable (57P01-57P03, class 08), the pool's or client's own time-outs.
 */
export function isStalledDatabaseError(err: unknown): boolean {
  if (err instanceof DatabaseUnavailableError) return true;
  const e = err as { code?: unknown; message?: unknown } | null;
  const code = typeof e?.code === 'string' ? e.code : '';
  if (['57014', '55P03', '25P03', '57P01', '57P02', '57P03'].includes(code) || /^08/.test(code)) return true;
  if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE'].includes(code)) return true;
  const message = typeof e?.message === 'string' ? e.message : '';
  return /timeout exceeded when trying to connect|Query read timeout|Connection terminated/i.test(message);
}

/** The promise, or a DatabaseUnavailableError after timeoutMs (the work itself is left to finish or fail). */
export function withDeadline<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DatabaseUnavailableError(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  work.catch(() => undefined);
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
