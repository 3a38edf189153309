import { describe, expect, it } from 'vitest';
import { Decoder } from './decoder.js';

const MP = 1_000_000;
const limits = { slots: 2, pixelBudget: 64 * MP, queuePixels: 300 * MP, vendorQueuePixels: 150 * MP };
const later = () => performance.now() + 60_000;
const tick = () => new Promise((resolve) => setImmediate(resolve));

/** A decode the test finishes by hand; `started` says whether the decoder let it begin. */
function job(decoder: Decoder, vendorId: string, pixels: number, startBy = later(), cancelled?: () => boolean) {
  const booking = decoder.book(vendorId, pixels);
  let finish: () => void = () => {};
  const state = { started: false, result: undefined as Promise<string> | undefined, finish: () => finish() };
  state.result = decoder.run(
    booking,
    () =>
      new Promise<string>((resolve) => {
        state.started = true;
        finish = () => resolve(`${vendorId}:${pixels}`);
      }),
    { startBy, cancelled },
  );
  return state;
}

describe('Decoder', () => {
  it('decodes one image per vendor at a time and serves the vendors in turn: a burst does not hold another vendor back', async () => {
    const d = new Decoder(limits);
    const burst = [job(d, 'a', 49 * MP), job(d, 'a', 49 * MP), job(d, 'a', 49 * MP)];
    const small = job(d, 'b', 2 * MP);
    await tick();
    expect(burst.map((j) => j.started)).toEqual([true, false, false]);
    expect(small.started).toBe(true);
    small.finish();
    await small.result;
    // b's next image, arriving after a's queue, still goes before a's second: a has one decoding.
    const next = job(d, 'b', 2 * MP);
    await tick();
    expect(next.started).toBe(true);
    expect(burst[1]!.started).toBe(false);
    burst[0]!.finish();
    await burst[0]!.result;
    await tick();
    expect(burst[1]!.started).toBe(true);
    next.finish();
    burst[1]!.finish();
    await tick();
    burst[2]!.finish();
    expect(await Promise.all(burst.map((j) => j.result))).toEqual(['a:49000000', 'a:49000000', 'a:49000000']);
    expect(d.stats()).toEqual({ booked: 0, running: 0, runningPixels: 0, waiting: 0 });
  });

  it('charges pixels: two huge images never decode together, a small one goes past the waiting huge one', async () => {
    const d = new Decoder(limits);
    const a = job(d, 'a', 49 * MP);
    const c = job(d, 'c', 49 * MP);
    const b = job(d, 'b', 3 * MP);
    await tick();
    expect([a.started, c.started, b.started]).toEqual([true, false, true]);
    expect(d.stats().runningPixels).toBe(52 * MP);
    a.finish();
    b.finish();
    await Promise.all([a.result, b.result]);
    await tick();
    expect(c.started).toBe(true);
    c.finish();
    await c.result;
  });

  it('bounds what may wait: past a vendor’s share 429, past the process’s queue 503, both with Retry-After, and nothing is booked', () => {
    const d = new Decoder(limits);
    d.book('a', 100 * MP);
    const vendorFull = (() => {
      try {
        d.book('a', 51 * MP);
      } catch (err) {
        return err;
      }
    })();
    expect(vendorFull).toMatchObject({ statusCode: 429, code: 'UPLOAD_IN_PROGRESS', headers: { 'Retry-After': '5' } });
    d.book('b', 150 * MP);
    d.book('c', 50 * MP);
    const processFull = (() => {
      try {
        d.book('e', 1 * MP);
      } catch (err) {
        return err;
      }
    })();
    expect(processFull).toMatchObject({ statusCode: 503, code: 'UPLOADS_BUSY', headers: { 'Retry-After': '5' } });
    expect(d.stats().booked).toBe(300 * MP);
  });

  it('an image that has not started by its deadline is refused (503), one whose client went away is dropped; both leave the queue', async () => {
    const d = new Decoder({ ...limits, slots: 1 });
    const running = job(d, 'a', 10 * MP);
    let gone = false;
    const late = job(d, 'b', 10 * MP, performance.now() + 30);
    const cancelled = job(d, 'c', 10 * MP, later(), () => gone);
    await expect(late.result).rejects.toMatchObject({ statusCode: 503, code: 'UPLOADS_BUSY' });
    gone = true;
    running.finish();
    await running.result;
    await expect(cancelled.result).rejects.toMatchObject({ code: 'UPLOAD_CANCELLED' });
    expect(late.started || cancelled.started).toBe(false);
    expect(d.stats()).toMatchObject({ running: 0, waiting: 0, booked: 0 });
  });
});
