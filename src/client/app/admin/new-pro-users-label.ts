import { useNewProUsers } from '../../features/subscription/subscription.api';

/** The label of the New Pro Users tab, with the count once it is known (SPEC §2). */
export function useNewProUsersTabLabel(): string {
  const { data } = useNewProUsers();
  return data ? `New Pro Users (${data.users.length})` : 'New Pro Users';
}
