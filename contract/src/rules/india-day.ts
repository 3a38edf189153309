/**
 * India days (Asia/Kolkata) for the Today summary, whatever the server's or the phone's
 * time zone. India keeps UTC+05:30 all year (no daylight saving since 1945), so a day is a fixed
 * 86 400 000 ms window: the same arithmetic in JavaScript and in SQL, no time-zone database needed
 * (PGlite has none it could rely on).
 */

/** UTC+05:30 in seconds (the SQL side's bucket offset). */
export const INDIA_OFFSET_SECONDS = 19800;
const OFFSET_MS = INDIA_OFFSET_SECONDS * 1000;
const DAY_MS = 86_400_000;

/** The India day of an instant as a day number (days since 1970-01-01 in India). */
export const indiaDayNumber = (at: Date | string | number): number => Math.floor((new Date(at).getTime() + OFFSET_MS) / DAY_MS);

/** The first instant of an India day number (00:00 IST). */
export const indiaDayStart = (day: number): Date => new Date(day * DAY_MS - OFFSET_MS);

/** 'YYYY-MM-DD' of an India day number. */
export const indiaDayKey = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);
