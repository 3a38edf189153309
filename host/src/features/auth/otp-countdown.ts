import { useCallback, useEffect, useState } from 'react';

/** Seconds left before 'Resend Code' appears; `restart()` starts over from `seconds`. */
export function useCountdown(seconds: number) {
  const [deadline, setDeadline] = useState(() => Date.now() + seconds * 1000);
  const [left, setLeft] = useState(seconds);

  useEffect(() => {
    const tick = () => setLeft(Math.max(0, Math.ceil((deadline - Date.now()) / 1000)));
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [deadline]);

  const restart = useCallback(() => {
    setDeadline(Date.now() + seconds * 1000);
    setLeft(seconds);
  }, [seconds]);

  return { left, restart };
}
