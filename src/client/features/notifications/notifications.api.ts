import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  NOTIFICATIONS_PATHS,
  NotificationSettingsSchema,
  type NotificationPreferences,
  type NotificationSettings,
} from '../../../shared/features/notifications.schema.js';
import { api } from '../../lib/api-client';

/** The member's notification switches and the key their browser subscribes to push with. */

export const notificationSettingsQuery = queryOptions({
  queryKey: ['notification-settings'],
  queryFn: ({ signal }) => api.get(NOTIFICATIONS_PATHS.preferences, { schema: NotificationSettingsSchema, signal }),
});

export const useNotificationSettings = () => useQuery(notificationSettingsQuery);

export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: NotificationPreferences) => api.put(NOTIFICATIONS_PATHS.preferences, preferences, { schema: NotificationSettingsSchema }),
    onSuccess: (settings) => queryClient.setQueryData<NotificationSettings>(notificationSettingsQuery.queryKey, settings),
  });
}

/** Whether this browser can receive push at all (service workers, the Push API and notifications). */
export const pushSupported = () => typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

async function workerRegistration(): Promise<ServiceWorkerRegistration> {
  // The page registers the worker a few seconds after load; a member who asks sooner registers it now.
  if (!(await navigator.serviceWorker.getRegistration())) await navigator.serviceWorker.register('/sw.js');
  return navigator.serviceWorker.ready;
}

const keyBytes = (base64url: string) => Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

/**
 * Asks the browser for permission (only now, because the member pressed the
 * button), subscribes with the site's VAPID key and hands the subscription to
 * the server. 'denied' when the member or the browser said no.
 */
async function turnOnPush(publicKey: string): Promise<'on' | 'denied'> {
  if ((await Notification.requestPermission()) !== 'granted') return 'denied';
  const registration = await workerRegistration();
  const subscription = (await registration.pushManager.getSubscription()) ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  await api.post(NOTIFICATIONS_PATHS.pushSubscription, subscription.toJSON());
  return 'on';
}

async function turnOffPush(): Promise<void> {
  const subscription = await (await navigator.serviceWorker.getRegistration())?.pushManager.getSubscription();
  if (!subscription) return;
  await api.delete(`${NOTIFICATIONS_PATHS.pushSubscription}?${new URLSearchParams({ endpoint: subscription.endpoint })}`);
  await subscription.unsubscribe();
}

/** Whether this very browser is subscribed (the settings count all of the member's browsers). */
export async function thisBrowserSubscribed(): Promise<boolean> {
  if (!pushSupported()) return false;
  const registration = await navigator.serviceWorker.getRegistration();
  return Boolean(await registration?.pushManager.getSubscription());
}

export function usePushSwitch() {
  const queryClient = useQueryClient();
  const settle = () => queryClient.invalidateQueries({ queryKey: notificationSettingsQuery.queryKey });
  return {
    on: useMutation({ mutationFn: turnOnPush, onSettled: settle }),
    off: useMutation({ mutationFn: turnOffPush, onSettled: settle }),
  };
}
