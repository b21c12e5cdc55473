import { fetchCurrentUser, useSetCurrentUser } from '../features/auth/auth.api';
import { SuccessPage } from '../features/subscription/pages/success-page';

/** /success: the subscription feature's page, checking the user through the auth feature. */
export function SuccessRoute() {
  const setUser = useSetCurrentUser();
  return <SuccessPage fetchUser={() => fetchCurrentUser()} onConfirmed={(user) => user && setUser(user)} />;
}
