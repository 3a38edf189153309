import { useEffect, useState } from 'react';

/** True for the first `ms` milliseconds after mount, then false (the gallery's 1 s of skeletons). */
export function useDelay(ms: number): boolean {
  const [waiting, setWaiting] = useState(ms > 0);
  useEffect(() => {
    if (ms <= 0) return;
    const timer = window.setTimeout(() => setWaiting(false), ms);
    return () => window.clearTimeout(timer);
  }, [ms]);
  return waiting;
}
