/**
 * The process's image decoder queue. Decoding is charged by pixels (known from each file's header
 * before any pixel is decoded):
 * - at most `slots` images decode at once (the cores) and at most `pixelBudget` pixels between them
 *   (libvips' working memory grows with the canvas): a huge image and small ones run side by side,
 *   two huge ones never do, so a vendor's small photo is not held behind another's huge one;
 * - each vendor has one image decoding at a time in this process, and the waiting vendors are served
 *   in turn (round robin), so one vendor's burst delays another by at most the image in progress;
 * - what may wait is bounded: `queuePixels` over the process and `vendorQueuePixels` per vendor are
 *   booked as each file's header is read; past them the upload is refused at once (503 or 429 with
 *   Retry-After), before the rest of its body is read or held;
 * - an image that has not started by its upload's deadline is refused (503) instead of waiting on.
 */
import { AppError } from '../../http/errors.js';

export interface DecoderLimits {
  /** Images decoded at once. */
  slots: number;
  /** Pixels decoded at once (an image alone may use all of it). */
  pixelBudget: number;
  /** Pixels booked (waiting or decoding) over the process. */
  queuePixels: number;
  /** Pixels booked (waiting or decoding) by one vendor in this process. */
  vendorQueuePixels: number;
}

/** Seconds a refused upload is told to wait before trying again. */
export const UPLOAD_RETRY_AFTER_SECONDS = 5;

/** The process has no room for another upload (memory, uploads in flight, the decoder's queue). */
export const uploadsBusy = () =>
  new AppError(503, 'UPLOADS_BUSY', 'Too many uploads right now. Please try again in a moment.', {}, { 'Retry-After': String(UPLOAD_RETRY_AFTER_SECONDS) });

/** The vendor has its share in flight already (its places, or its share of the decoder). */
export const uploadInProgress = () =>
  new AppError(
    429,
    'UPLOAD_IN_PROGRESS',
    'Another upload is still in progress. Please wait for it to finish.',
    {},
    { 'Retry-After': String(UPLOAD_RETRY_AFTER_SECONDS) },
  );

/** Pixels booked for one image; give them back with release() whether or not it was decoded. */
export interface Booking {
  readonly vendorId: string;
  readonly pixels: number;
  released: boolean;
}

interface Waiter {
  booking: Booking;
  start: () => void;
  refuse: (err: Error) => void;
  cancelled: () => boolean;
}

export interface RunOptions {
  /** performance.now() by which the image must have started; refused with 503 otherwise. */
  startBy: number;
  /** True once nobody waits for the answer any more (the client went away): the image is skipped. */
  cancelled?: () => boolean;
  /** Told how long the image waited for its turn (ms), when it starts. */
  waited?: (ms: number) => void;
}

export class Decoder {
  private booked = 0;
  private readonly bookedByVendor = new Map<string, number>();
  private running = 0;
  private runningPixels = 0;
  private readonly runningVendors = new Set<string>();
  /** Per vendor, its images in arrival order; the map's order is the turn order. */
  private readonly waiting = new Map<string, Waiter[]>();

  constructor(readonly limits: DecoderLimits) {}

  /** Books an image's pixels: 503 when the process's queue is full, 429 when the vendor's share is. */
  book(vendorId: string, pixels: number): Booking {
    const mine = this.bookedByVendor.get(vendorId) ?? 0;
    if (mine + pixels > this.limits.vendorQueuePixels) throw uploadInProgress();
    if (this.booked + pixels > this.limits.queuePixels) throw uploadsBusy();
    this.booked += pixels;
    this.bookedByVendor.set(vendorId, mine + pixels);
    return { vendorId, pixels, released: false };
  }

  /** Gives a booking back (after decoding, or when the upload ends without it). Safe to call twice. */
  release(booking: Booking): void {
    if (booking.released) return;
    booking.released = true;
    this.booked -= booking.pixels;
    const left = (this.bookedByVendor.get(booking.vendorId) ?? 0) - booking.pixels;
    if (left <= 0) this.bookedByVendor.delete(booking.vendorId);
    else this.bookedByVendor.set(booking.vendorId, left);
  }

  /** Decodes one booked image when its turn comes; the booking is released when it ends (or is refused). */
  async run<T>(booking: Booking, task: () => Promise<T>, options: RunOptions): Promise<T> {
    const queued = performance.now();
    const turn = new Promise<void>((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      const waiter: Waiter = {
        booking,
        cancelled: options.cancelled ?? (() => false),
        start: () => {
          clearTimeout(timer);
          resolve();
        },
        refuse: (err) => {
          clearTimeout(timer);
          reject(err);
        },
      };
      const queue = this.waiting.get(booking.vendorId);
      if (queue) queue.push(waiter);
      else this.waiting.set(booking.vendorId, [waiter]);
      timer = setTimeout(
        () => {
          if (this.dequeue(waiter)) waiter.refuse(uploadsBusy());
        },
        Math.max(0, options.startBy - performance.now()),
      );
      this.pump();
    });
    try {
      await turn;
    } catch (err) {
      this.release(booking);
      throw err;
    }
    options.waited?.(performance.now() - queued);
    try {
      return await task();
    } finally {
      this.running--;
      this.runningPixels -= booking.pixels;
      this.runningVendors.delete(booking.vendorId);
      this.release(booking);
      this.pump();
    }
  }

  /** What the queue holds now (tests and logs). */
  stats(): { booked: number; running: number; runningPixels: number; waiting: number } {
    let waiting = 0;
    for (const q of this.waiting.values()) waiting += q.length;
    return { booked: this.booked, running: this.running, runningPixels: this.runningPixels, waiting };
  }

  private dequeue(waiter: Waiter): boolean {
    const queue = this.waiting.get(waiter.booking.vendorId);
    const i = queue?.indexOf(waiter) ?? -1;
    if (!queue || i < 0) return false;
    queue.splice(i, 1);
    if (queue.length === 0) this.waiting.delete(waiter.booking.vendorId);
    return true;
  }

  /** Refuses the waiting images nobody waits for any more (their client went away). */
  private dropCancelled(): void {
    for (const queue of [...this.waiting.values()]) {
      for (const waiter of [...queue]) {
        if (!waiter.cancelled()) continue;
        this.dequeue(waiter);
        waiter.refuse(new AppError(400, 'UPLOAD_CANCELLED', 'The upload was cancelled.'));
      }
    }
  }

  /** Starts every waiting image that may start now, one vendor after another. */
  private pump(): void {
    this.dropCancelled();
    while (this.running < this.limits.slots) {
      let picked: Waiter | undefined;
      for (const [vendorId, queue] of this.waiting) {
        if (this.runningVendors.has(vendorId)) continue;
        const head = queue[0]!;
        // A huge image waits while another huge one decodes; smaller ones go past it. (An image
        // alone is never held back, so one larger than the whole budget still runs.)
        if (this.running > 0 && this.runningPixels + head.booking.pixels > this.limits.pixelBudget) continue;
        picked = head;
        break;
      }
      if (!picked) return;
      const vendorId = picked.booking.vendorId;
      this.dequeue(picked);
      // Served: this vendor's next image waits behind the other vendors (its turn moves to the end).
      const rest = this.waiting.get(vendorId);
      if (rest) {
        this.waiting.delete(vendorId);
        this.waiting.set(vendorId, rest);
      }
      this.running++;
      this.runningPixels += picked.booking.pixels;
      this.runningVendors.add(vendorId);
      picked.start();
    }
  }
}
