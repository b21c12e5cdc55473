import { createBrowserRouter, RouterProvider } from 'react-router';
import { seedCurrentUser } from '../features/auth/auth.api';
import { createQueryClient } from '../lib/query-client';
import { seedFirstViewData } from './first-view-data';
import { Providers } from './providers';
import { appRoutes } from './routes';

const router = createBrowserRouter(appRoutes);
// Made before the first render, so what the page carries (the user, the view's first data) is there when asked for.
const queryClient = createQueryClient();
seedCurrentUser(queryClient);
seedFirstViewData(queryClient);

export function App() {
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
