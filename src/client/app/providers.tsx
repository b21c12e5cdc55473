import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { createQueryClient } from '../lib/query-client';
import { SiteSettingsProvider } from '../lib/site';

/** Everything the whole app shares: the query cache, the site settings and the toast outlet. */
export function Providers({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <SiteSettingsProvider>{children}</SiteSettingsProvider>
      <Toaster theme="dark" position="bottom-center" richColors closeButton />
    </QueryClientProvider>
  );
}
