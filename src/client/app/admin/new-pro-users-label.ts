/** The label of the New Pro Users tab; the subscription feature adds the count (SPEC §2). */
export function useNewProUsersTabLabel(): string {
  return 'New Pro Users';
}
