import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { CLIENT_ROUTES } from '../../shared/routes.js';
import { notify } from '../components/ui/toast';
import { currentUserQuery, signOut, useCurrentUser, useMarkMenuHintSeen, useSetCurrentUser, useToggleRole } from '../features/auth/auth.api';
import { clearReturnTo } from '../features/auth/return-to';
import { TipThanks } from '../features/tips/components/tip-thanks';
import { DashboardPage, formatSubscriptionEnd } from '../features/dashboard/pages/dashboard-page';
import { useRetentionOffer } from './use-retention-offer';
import { useEffect } from 'react';
import { cancelSubscription as requestCancel, openBillingPortal, useBillingState } from '../features/subscription/subscription.api';
import { BILLING_MESSAGES, MANAGE_BILLING_QUERY, SUBSCRIPTION_MESSAGES } from '../../shared/features/subscription.schema.js';
import { ProfileModal } from '../features/profile/components/profile-modal';
import { DiscordSection } from '../features/discord/components/discord-section';
import { PasskeyCheckPrompt } from '../features/passkeys/components/passkey-check-prompt';
import { PasskeysSection } from '../features/passkeys/components/passkeys-section';
import { DevicesSection } from '../features/devices/components/devices-section';
import { NotificationsSection } from '../features/notifications/components/notifications-section';
import { PlanSwitch } from '../features/subscription/components/plan-switch';
import { isPro } from '../../shared/permissions.js';
import { DASHBOARD_VIEWS } from './dashboard-registry';

/** What each press of Toggle Role set (SPEC §4 cycle). */
export const ROLE_SET_MESSAGES = {
  user: 'Role set to Basic user.',
  pro_user: 'Role set to Pro user.',
  admin: 'Role set to admin (Basic content view).',
} as const;

/**
 * SPEC §7 cancelSubscription with its §8 messages; the confirm dialog already
 * ran. A failure is rethrown with the SPEC message, which the dialog shows.
 */
async function cancelSubscription(onCanceled: () => Promise<void>): Promise<void> {
  let endDate: number;
  try {
    ({ endDate } = await requestCancel());
  } catch {
    throw new Error(SUBSCRIPTION_MESSAGES.cancelFailed);
  }
  notify.success(SUBSCRIPTION_MESSAGES.cancelSucceeded(formatSubscriptionEnd(endDate)));
  // The menu switches to "Sub Ends" once the user record is read again.
  await onCanceled();
}

/** Manage Billing: off to the provider's portal, or a toast saying why not. */
function manageBilling(): void {
  openBillingPortal().catch((error: unknown) => notify.error(error, BILLING_MESSAGES.portalFailed));
}

/**
 * The payment-failed e-mail links to /auth-home?billing=manage: once the
 * member's billing is known, the parameter is dropped and the portal opened.
 */
function useManageBillingLink(hasCustomer: boolean | undefined): void {
  useEffect(() => {
    const url = new URL(window.location.href);
    if (hasCustomer === undefined || url.searchParams.get(MANAGE_BILLING_QUERY.name) !== MANAGE_BILLING_QUERY.value) return;
    url.searchParams.delete(MANAGE_BILLING_QUERY.name);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    if (hasCustomer) manageBilling();
    else notify.error(new Error(BILLING_MESSAGES.noCustomer));
  }, [hasCustomer]);
}

/** /auth-home: the dashboard shell, wired to the auth, profile and subscription features. Sits behind RequireAuth. */
export function DashboardRoute() {
  const { data: user } = useCurrentUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const setUser = useSetCurrentUser();
  const toggleRole = useToggleRole();
  const markHintSeen = useMarkMenuHintSeen();
  const { data: billing } = useBillingState(user !== undefined);
  useManageBillingLink(billing?.hasCustomer);
  const retention = useRetentionOffer();

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
    <>
      <DashboardPage
        user={user}
        views={DASHBOARD_VIEWS}
        onSignOut={() => void handleSignOut()}
        onToggleRole={() =>
          toggleRole.mutate(undefined, {
            // The cycle user → pro_user → admin → user changes nothing visible on one press in three; say what was set.
            onSuccess: (next) => notify.success(ROLE_SET_MESSAGES[next.role]),
            onError: (error) => notify.error(error),
          })
        }
        onCancelPressed={retention.onCancelPressed}
        cancelFlowDialogs={retention.dialog}
        onCancelSubscription={() => cancelSubscription(() => queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey }))}
        // Not worth an error toast: at worst the hint shows again on the next visit.
        onMenuHintSeen={() => markHintSeen.mutate()}
        billing={billing}
        onManageBilling={manageBilling}
        renderProfileModal={({ open, onClose }) => (
          <ProfileModal user={user} open={open} onClose={onClose} onSaved={setUser} extraSections={
              <>
                <PasskeysSection user={user} />
                <DevicesSection />
                <DiscordSection canLink={isPro(user)} />
                <NotificationsSection />
                {/* Only a paid subscription has a plan to switch; complimentary Pro and Basic have none. */}
                {isPro(user) && billing?.plan ? <PlanSwitch /> : null}
              </>
            }
          />
        )}
      />
      {/* An admin action refused for want of a recent passkey check asks for one here. */}
      <PasskeyCheckPrompt />
      {/* Back from paying a tip: the thank-you. */}
      <TipThanks />
    </>
  );
}
