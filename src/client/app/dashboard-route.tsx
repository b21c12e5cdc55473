import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { CLIENT_ROUTES } from '../../shared/routes.js';
import { notify } from '../components/ui/toast';
import { signOut, useCurrentUser, useMarkMenuHintSeen, useSetCurrentUser, useToggleRole } from '../features/auth/auth.api';
import { clearReturnTo } from '../features/auth/return-to';
import { DashboardPage, type DashboardViews } from '../features/dashboard/pages/dashboard-page';
import { ProfileModal } from '../features/profile/components/profile-modal';
import { ADMIN_VIEWS } from './views/admin-views';
import { CHAT_VIEWS } from './views/chat-views';
import { CONTENT_VIEWS } from './views/content-views';
import { CUSTOM_ORDERS_VIEWS } from './views/custom-orders-views';
import { GALLERY_VIEWS } from './views/gallery-views';
import { SUBSCRIPTION_VIEWS } from './views/subscription-views';

/**
 * Views that other features provide, by name, one file per feature in views/.
 * Until a feature lands, its view shows the dashboard's placeholder. (Features
 * do not import each other; this is where they meet.)
 */
const DASHBOARD_VIEWS: DashboardViews = { ...CONTENT_VIEWS, ...GALLERY_VIEWS, ...SUBSCRIPTION_VIEWS, ...CHAT_VIEWS, ...ADMIN_VIEWS, ...CUSTOM_ORDERS_VIEWS };

export const CANCEL_NOT_AVAILABLE_MESSAGE = 'Cancelling a subscription is not available yet. Please contact support to cancel.';

/**
 * SEAM for the subscription issue: replace with the real cancelSubscription
 * call (SPEC §7) and its §8 messages. The confirm dialog already ran.
 */
async function cancelSubscription(): Promise<void> {
  notify.info(CANCEL_NOT_AVAILABLE_MESSAGE);
}

/** /auth-home: the dashboard shell, wired to the auth and profile features. Sits behind RequireAuth. */
export function DashboardRoute() {
  const { data: user } = useCurrentUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const setUser = useSetCurrentUser();
  const toggleRole = useToggleRole();
  const markHintSeen = useMarkMenuHintSeen();

  if (!user) return null;

  const handleSignOut = async () => {
    try {
      await signOut();
    } catch (error) {
      notify.error(error);
      return;
    }
    clearReturnTo();
    // Leave the guarded page first, so the guard does not see the user vanish and remember this page.
    await navigate(CLIENT_ROUTES.home, { replace: true });
    queryClient.clear();
  };

  return (
    <DashboardPage
      user={user}
      views={DASHBOARD_VIEWS}
      onSignOut={() => void handleSignOut()}
      onToggleRole={() => toggleRole.mutate(undefined, { onError: (error) => notify.error(error) })}
      onCancelSubscription={cancelSubscription}
      // Not worth an error toast: at worst the hint shows again on the next visit.
      onMenuHintSeen={() => markHintSeen.mutate()}
      renderProfileModal={({ open, onClose }) => <ProfileModal user={user} open={open} onClose={onClose} onSaved={setUser} />}
    />
  );
}
