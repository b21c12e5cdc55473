import { createBrowserRouter, RouterProvider } from 'react-router';
import { Providers } from './providers';
import { appRoutes } from './routes';

const router = createBrowserRouter(appRoutes);

export function App() {
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
