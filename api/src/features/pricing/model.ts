/**
 * Pricing rules the API applies. Plain functions, no database: the checks of a PUT vendor/products body, done on
 * the body as the client sent it (before Ajv's type coercion could turn "12" into 12).
 */
import { MAX_PRICE, MAX_PRICE_ROWS } from '@vd/contract';
import { AppError } from '../../http/errors.js';
import { isUuid } from '../../lib/ids.js';

/** A checked row of PUT vendor/products; ids lower-cased. `row` is 1-based, as messages name it. */
export interface PriceRow {
  row: number;
  productId: string;
  variantId: string;
  mrp: number;
  netPrice: number;
  available: boolean;
  /** The concurrency token; null when the row came without one (spec section 7's shape): last write wins. */
  updatedAt: string | null;
}

/** One refused row, as the 400 body lists them. */
export interface RowProblem {
  row: number;
  productId: string | null;
  variantId: string | null;
  field: string | null;
  code: string;
  message: string;
}

const MAX_UNIT = 40;
const MAX_TOKEN = 64;
/** Problems listed in one answer (the message names the first). */
const MAX_LISTED = 50;

/** True for a non-negative finite number with at most 2 decimals (19.99 yes, 1.005 no). */
export function isPriceValue(x: unknown): x is number {
  if (typeof x !== 'number' || !Number.isFinite(x) || x < 0 || x > MAX_PRICE) return false;
  const cents = x * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6;
}

function priceProblem(x: unknown, label: string): string | null {
  if (typeof x !== 'number') return `${label} must be a number, got ${x === null ? 'null' : typeof x === 'string' ? `the text "${x.slice(0, 20)}"` : typeof x}`;
  if (!Number.isFinite(x)) return `${label} must be a finite number`;
  if (x < 0) return `${label} cannot be negative (got ${x})`;
  if (x > MAX_PRICE) return `${label} cannot be above ${MAX_PRICE} (got ${x})`;
  if (!isPriceValue(x)) return `${label} can have at most 2 decimals (got ${x})`;
  return null;
}

const idText = (v: unknown): string | null => (typeof v === 'string' ? v.slice(0, 64) : null);
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** "Row 3 (product …, variant …)": how every message names a row. */
export function rowLabel(row: number, productId: string | null, variantId: string | null): string {
  return `Row ${row} (product ${productId ?? '?'}, variant ${variantId ?? '?'})`;
}

/**
 * Checks a PUT vendor/products body and returns its rows, or throws a 400 whose message names the
 * first refused row (1-based, with its productId and variantId) and whose `rows` lists every problem:
 * not a list / empty / too long (VALIDATION_FAILED, EMPTY_UPDATE, TOO_MANY_ROWS), a missing or
 * malformed field (VALIDATION_FAILED), a negative, non-finite, non-numeric, too large or 3-decimal
 * price (INVALID_PRICE), netPrice above mrp (NET_PRICE_ABOVE_MRP), a variant named twice
 * (DUPLICATE_VARIANT).
 */
export function validatePriceRows(body: unknown): PriceRow[] {
  if (!Array.isArray(body)) {
    throw new AppError(400, 'VALIDATION_FAILED', 'The body must be a list of {productId, variantId, mrp, netPrice, unit, available, updatedAt?} rows.');
  }
  if (body.length === 0) throw new AppError(400, 'EMPTY_UPDATE', 'Nothing to save: the list of changes is empty.');
  if (body.length > MAX_PRICE_ROWS) {
    throw new AppError(400, 'TOO_MANY_ROWS', `At most ${MAX_PRICE_ROWS} variants can be saved at once (got ${body.length}).`);
  }
  const problems: RowProblem[] = [];
  const rows: PriceRow[] = [];
  const seen = new Map<string, number>();
  body.forEach((raw, i) => {
    const row = i + 1;
    if (!isRecord(raw)) {
      problems.push({ row, productId: null, variantId: null, field: null, code: 'VALIDATION_FAILED', message: `Row ${row} must be an object` });
      return;
    }
    const productId = idText(raw.productId);
    const variantId = idText(raw.variantId);
    const label = rowLabel(row, productId, variantId);
    const add = (field: string | null, code: string, text: string) => problems.push({ row, productId, variantId, field, code, message: `${label}: ${text}` });
    let ok = true;
    for (const field of ['productId', 'variantId'] as const) {
      const v = raw[field];
      if (typeof v !== 'string' || !isUuid(v)) {
        add(field, 'VALIDATION_FAILED', v === undefined || v === null ? `${field} is missing` : `${field} must be a uuid`);
        ok = false;
      }
    }
    for (const field of ['mrp', 'netPrice'] as const) {
      const problem = priceProblem(raw[field], field);
      if (problem) {
        add(field, 'INVALID_PRICE', problem);
        ok = false;
      }
    }
    if (typeof raw.available !== 'boolean') {
      add('available', 'VALIDATION_FAILED', 'available must be true or false');
      ok = false;
    }
    if (raw.unit !== undefined && (typeof raw.unit !== 'string' || raw.unit.length > MAX_UNIT)) {
      add('unit', 'VALIDATION_FAILED', `unit must be a text of at most ${MAX_UNIT} characters`);
      ok = false;
    }
    // Spec section 7's rows carry no token: without one the save is last-write-wins; a token sent is checked.
    if (raw.updatedAt !== undefined && (typeof raw.updatedAt !== 'string' || raw.updatedAt === '' || raw.updatedAt.length > MAX_TOKEN)) {
      add(
        'updatedAt',
        'VALIDATION_FAILED',
        'updatedAt (the token GET vendor/products answered for this variant) is malformed; reload the products, or leave it out to save regardless',
      );
      ok = false;
    }
    if (!ok) return;
    const mrp = raw.mrp as number;
    const netPrice = raw.netPrice as number;
    if (netPrice > mrp) {
      add('netPrice', 'NET_PRICE_ABOVE_MRP', `the selling price (${netPrice}) cannot be above the MRP (${mrp})`);
      return;
    }
    const key = (raw.variantId as string).toLowerCase();
    const first = seen.get(key);
    if (first !== undefined) {
      add('variantId', 'DUPLICATE_VARIANT', `the same variant is already in row ${first}; send each variant once`);
      return;
    }
    seen.set(key, row);
    rows.push({
      row,
      productId: (raw.productId as string).toLowerCase(),
      variantId: key,
      mrp,
      netPrice,
      available: raw.available as boolean,
      updatedAt: typeof raw.updatedAt === 'string' ? raw.updatedAt : null,
    });
  });
  if (problems.length > 0) {
    const [first] = problems as [RowProblem, ...RowProblem[]];
    const more =
      problems.length > 1 ? ` (and ${problems.length - 1} more problem${problems.length > 2 ? 's' : ''}; nothing was saved)` : ' (nothing was saved)';
    throw new AppError(400, first.code, `${first.message}${more}`, { rows: problems.slice(0, MAX_LISTED) });
  }
  return rows;
}
