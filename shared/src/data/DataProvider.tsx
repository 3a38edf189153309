import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from './defaults';

/**
 * Provides the page's one QueryClient. The host mounts it in the signed-in layout, so the cache
 * lives exactly as long as the sign-in: signing out (or an expired session) unmounts the layout
 * and the whole cache with it, and the next vendor starts empty. Remotes never create a client:
 * they use the host's through react-query's context (react-query is a Module Federation
 * singleton). A remote's standalone dev shell mounts its own provider.
 */
export function DataProvider({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  useEffect(() => () => queryClient.clear(), [queryClient]);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
