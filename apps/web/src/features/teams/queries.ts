import type { BodyInput, SquadDetail } from '@repwise/contracts';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useIdempotencyKey } from '../../api/idempotency-key.ts';
import { api } from '../../api/request.ts';
import { useCursorList } from '../../kit/cursor-list.ts';

/** Every team query starts with this key, so a change can refresh them all. */
export const SQUADS_KEY = ['squads'] as const;
const mineKey = [...SQUADS_KEY, 'mine'] as const;
const detailKey = (id: number) => [...SQUADS_KEY, 'detail', id] as const;
const membersKey = (id: number) => [...SQUADS_KEY, 'members', id] as const;

/** Teams I coach and teams I belong to; fetched afresh on every visit, so a disbanded team shows as gone. */
export function useMySquads() {
  return useQuery({ queryKey: mineKey, queryFn: ({ signal }) => api('squad.listMine', { signal }), staleTime: 0, refetchOnMount: 'always' });
}

export function useSquad(id: number | null) {
  return useQuery({ queryKey: detailKey(id ?? 0), queryFn: () => api('squad.get', { query: { id: id ?? 0 } }), enabled: id !== null });
}

/** The team a code belongs to, before joining (a wrong code answers 'Invitation code error'). */
export function useSquadPreview(code: string, squadId: number | null) {
  return useQuery({
    queryKey: [...SQUADS_KEY, 'preview', code, squadId ?? 0],
    queryFn: () => api('squad.preview', { query: { code, ...(squadId ? { squadId } : {}) } }),
    enabled: code !== '',
    retry: false,
  });
}

/**
 * What a code is (a team's, a coach's invitation code, a trainee's member code), asked once a
 * screen's own lookup answered 'Invitation code error', so the screen can say which code it was
 * given and offer what fits. Null asks nothing; a code of no kind is an error (no retry).
 */
export function useCodeIdentity(code: string | null) {
  return useQuery({
    queryKey: [...SQUADS_KEY, 'identify', code ?? ''],
    queryFn: () => identifyCode(code ?? ''),
    enabled: code !== null && code !== '',
    retry: false,
  });
}

/** What a code is, asked once (the answer of useCodeIdentity, for a dialog that asks on its own). */
export const identifyCode = (code: string) => api('squad.identifyCode', { query: { code } });

/** The trainees who entered my invitation code (no team needed to send them plans). */
export function useLinkedTrainees() {
  return useCursorList({
    queryKey: [...SQUADS_KEY, 'linked'] as const,
    fetchPage: (page) => api('squad.linkedTrainees', { query: page }),
    wholeShelf: true,
    keepPrevious: () => true,
  });
}

/** A team the server just answered: its detail is known, the lists may have moved. */
function storeSquad(queryClient: QueryClient, squad: SquadDetail) {
  queryClient.setQueryData(detailKey(squad.id), squad);
  void queryClient.invalidateQueries({ queryKey: mineKey });
}

function forgetSquad(queryClient: QueryClient, id: number) {
  queryClient.removeQueries({ queryKey: detailKey(id) });
  queryClient.removeQueries({ queryKey: membersKey(id) });
  void queryClient.invalidateQueries({ queryKey: mineKey });
}

export function useCreateSquad() {
  const queryClient = useQueryClient();
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: BodyInput<'squad.create'>) => api('squad.create', { body, idempotencyKey: key.current() }),
    onSuccess: (squad) => {
      key.renew();
      storeSquad(queryClient, squad);
    },
  });
}

export function useJoinSquad() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyInput<'squad.join'>) => api('squad.join', { body }),
    onSuccess: (squad) => storeSquad(queryClient, squad),
  });
}

/** Changes that answer the whole team: transfer, regenerate the code, add a coach. */
export function useSquadChange<A>(call: (args: A) => Promise<SquadDetail>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: (squad) => storeSquad(queryClient, squad) });
}

export const transferSquad = (body: BodyInput<'squad.transfer'>) => api('squad.transfer', { body });
export const regenerateCode = (id: number) => api('squad.regenerateCode', { query: { id } });
export const addCoach = (body: BodyInput<'squad.addCoach'>) => api('squad.addCoach', { body });

/** Leaving (quit) or ending (disband) a team: it drops out of every cache. */
export function useLeaveSquad(kind: 'quit' | 'disband') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await api(kind === 'quit' ? 'squad.quit' : 'squad.disband', { query: { id } });
      return id;
    },
    onSuccess: (id) => forgetSquad(queryClient, id),
  });
}

/** A team's members, page by page, by keyword and tag (coaches of the team only). */
export function useSquadMembers(id: number, keyword: string, tag: string) {
  return useCursorList({
    queryKey: [...membersKey(id), keyword, tag] as const,
    fetchPage: (page) => api('squad.members', { query: { id, keyword: keyword || undefined, tag: tag || undefined, ...page } }),
    wholeShelf: !keyword && !tag,
    keepPrevious: () => true,
  });
}

export function useSquadMember(id: number | null, userId: number | null) {
  return useQuery({
    queryKey: [...membersKey(id ?? 0), 'one', userId ?? 0],
    queryFn: () => api('squad.member', { query: { id: id ?? 0, userId: userId ?? 0 } }),
    enabled: id !== null && userId !== null,
  });
}

/** Member changes refresh the team (its tags may grow) and its member lists. */
function useMemberChange<A>(squadId: number, call: (args: A) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: membersKey(squadId) });
      void queryClient.invalidateQueries({ queryKey: detailKey(squadId) });
      void queryClient.invalidateQueries({ queryKey: mineKey });
    },
  });
}

export function useUpdateMember(squadId: number) {
  return useMemberChange(squadId, (body: BodyInput<'squad.updateMember'>) => api('squad.updateMember', { body }));
}

export function useRemoveMembers(squadId: number) {
  return useMemberChange(squadId, (userIds: number[]) => api('squad.removeMembers', { body: { id: squadId, userIds } }));
}

export function useAddMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; memberCode: string }) => api('squad.addMember', { body }),
    onSuccess: (_member, body) => {
      void queryClient.invalidateQueries({ queryKey: membersKey(body.id) });
      void queryClient.invalidateQueries({ queryKey: mineKey });
    },
  });
}

/** My own QR code: a coach's invitation code, a trainee's member code. */
export function useMyQrcode() {
  return useQuery({ queryKey: [...SQUADS_KEY, 'my-qrcode'], queryFn: () => api('user.getQrcode'), staleTime: Infinity });
}
