import { keepPreviousData, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CurrentUserSchema } from '../../../shared/features/auth.schema.js';
import {
  MEMBER_PATHS,
  MemberDetailSchema,
  MemberListSchema,
  RefundResponseSchema,
  type CancelMemberRequest,
  type MemberFilter,
} from '../../../shared/features/members.schema.js';
import { apiPath } from '../../../shared/api-paths.js';
import { z } from 'zod';
import { api } from '../../lib/api-client';

/** The owner's member manager: the list, one member's page and the actions on a member. */

export const memberKeys = {
  all: ['admin', 'members'] as const,
  list: (q: string, filter: MemberFilter) => ['admin', 'members', 'list', { q, filter }] as const,
  detail: (userId: string) => ['admin', 'members', 'detail', userId] as const,
};

/** The member manager's list, page after page (the server's cursor); a new search or filter starts again. */
export const useMembers = (q: string, filter: MemberFilter) =>
  useInfiniteQuery({
    queryKey: memberKeys.list(q, filter),
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ q, filter, ...(pageParam ? { cursor: pageParam } : {}) });
      return api.get(`${MEMBER_PATHS.list}?${query.toString()}`, { schema: MemberListSchema, signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    placeholderData: keepPreviousData,
  });

export const memberQuery = (userId: string) =>
  queryOptions({
    queryKey: memberKeys.detail(userId),
    queryFn: ({ signal }) => api.get(apiPath(MEMBER_PATHS.member, { userId }), { schema: MemberDetailSchema, signal }),
  });

export const useMember = (userId: string) => useQuery(memberQuery(userId));

const grant = (userId: string, endsAt: string | null) => api.post(apiPath(MEMBER_PATHS.complimentary, { userId }), { endsAt }, { schema: CurrentUserSchema });
const revoke = (userId: string) => api.delete(apiPath(MEMBER_PATHS.complimentary, { userId }), { schema: CurrentUserSchema });
const cancel = (userId: string, when: CancelMemberRequest['when']) =>
  api.post(apiPath(MEMBER_PATHS.cancel, { userId }), { when }, { schema: z.object({ changed: z.array(z.string()) }) });
const refund = (userId: string, amountCents: number | undefined) =>
  api.post(apiPath(MEMBER_PATHS.refund, { userId }), amountCents === undefined ? {} : { amountCents }, { schema: RefundResponseSchema });

/** The actions of a member's page; each refreshes the member manager's lists and the page when it is done. */
export function useMemberActions(userId: string) {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: ['admin'] });
  return {
    grant: useMutation({ mutationFn: (endsAt: string | null) => grant(userId, endsAt), onSettled }),
    revoke: useMutation({ mutationFn: () => revoke(userId), onSettled }),
    cancel: useMutation({ mutationFn: (when: CancelMemberRequest['when']) => cancel(userId, when), onSettled }),
    refund: useMutation({ mutationFn: (amountCents: number | undefined) => refund(userId, amountCents), onSettled }),
  };
}
