import { useEffect, type RefObject } from 'react';
import { VARIANT_DROPDOWN_CLOSE_MS } from '@vd/shared/catalog';

/** Whether any part of the element is inside the viewport. */
export function isInViewport(el: Element): boolean {
  const r = el.getBoundingClientRect();
  const vw = window.innerWidth || document.documentElement.clientWidth;
  const vh = window.innerHeight || document.documentElement.clientHeight;
  return r.bottom > 0 && r.right > 0 && r.top < vh && r.left < vw && r.width + r.height > 0;
}

/**
 * While open: closes after VARIANT_DROPDOWN_CLOSE_MS (3 s), as soon as the element scrolls out of
 * view (IntersectionObserver, and rechecked every 3 s where observers miss it), on a tap outside,
 * and on Escape.
 */
export function useAutoClose(open: boolean, ref: RefObject<HTMLElement | null>, close: () => void, delayMs = VARIANT_DROPDOWN_CLOSE_MS): void {
  useEffect(() => {
    if (!open) return;
    const el = ref.current;
    const timer = window.setTimeout(close, delayMs);
    const recheck = window.setInterval(() => {
      if (el && !isInViewport(el)) close();
    }, delayMs);
    let observer: IntersectionObserver | undefined;
    if (el && typeof IntersectionObserver !== 'undefined') {
      observer = new IntersectionObserver((entries) => {
        if (entries.some((e) => !e.isIntersecting)) close();
      });
      observer.observe(el);
    }
    const onPointerDown = (event: PointerEvent) => {
      if (el && event.target instanceof Node && !el.contains(event.target)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKey);
    return () => {
      window.clearTimeout(timer);
      window.clearInterval(recheck);
      observer?.disconnect();
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, ref, close, delayMs]);
}
