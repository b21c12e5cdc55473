import { createBrowserRouter, RouterProvider } from 'react-router';
import { seedCurrentUser } from '../features/auth/auth.api';
import { createQueryClient } from '../lib/query-client';
import { Providers } from './providers';
import { appRoutes } from './routes';

const router = createBrowserRouter(appRoutes);
// Made before the first render, so the user the page carries is there when the route guard asks.
const queryClient = createQueryClient();
seedCurrentUser(queryClient);

export function App() {
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
