import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DISCORD_PATHS, DiscordLinkStartSchema, DiscordStatusSchema, MyDiscordSchema } from '../../../shared/features/discord.schema.js';
import { api } from '../../lib/api-client';

/** Discord role sync: the member's link (profile) and the owner's status line (Integrations). */

export const myDiscordQuery = queryOptions({
  queryKey: ['discord'],
  queryFn: ({ signal }) => api.get(DISCORD_PATHS.mine, { schema: MyDiscordSchema, signal }),
});

export const useMyDiscord = () => useQuery(myDiscordQuery);

export const useDiscordStatus = () => useQuery({ queryKey: ['discord-status'], queryFn: ({ signal }) => api.get(DISCORD_PATHS.status, { schema: DiscordStatusSchema, signal }) });

/** Off to Discord to allow the link; it sends the browser back to the dashboard. */
export const useStartDiscordLink = () =>
  useMutation({
    mutationFn: () => api.post(DISCORD_PATHS.link, {}, { schema: DiscordLinkStartSchema }),
    onSuccess: ({ url }) => window.location.assign(url),
  });

export function useUnlinkDiscord() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => api.delete(DISCORD_PATHS.mine), onSettled: () => queryClient.invalidateQueries({ queryKey: myDiscordQuery.queryKey }) });
}
