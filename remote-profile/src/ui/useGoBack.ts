import { useCallback } from 'react';
import { useNavigate } from '@vd/shared/router';

/**
 * Back one screen, as the editors' back arrow and their saves do; a screen opened directly (a link,
 * a reload: nothing of this app before it in the history) goes to the profile hub instead of leaving
 * the app.
 */
export function useGoBack(fallback = '/profile'): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const idx = (window.history.state as { idx?: unknown } | null)?.idx;
    if (typeof idx === 'number' && idx > 0) navigate(-1);
    else navigate(fallback, { replace: true });
  }, [navigate, fallback]);
}
