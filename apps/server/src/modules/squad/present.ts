import type { SquadDetail, SquadMember, SquadMemberDetail, SquadRole, SquadSummary } from '@repwise/contracts';
import { hasCustomAvatar, maskMobile, mediaUrl } from '@repwise/domain';
import type { Selectable } from 'kysely';
import type { Database } from '../../db/schema/index.ts';
import type { MemberRow, PersonRow, TeamSummaryRow } from './repo.ts';

const avatarUrl = (avatar: string | null, storageBase: string) => (hasCustomAvatar(avatar) ? mediaUrl(avatar, storageBase) : '');

export function presentPerson(p: PersonRow, storageBase: string) {
  return { id: p.id, nickName: p.nick_name ?? '', avatarUrl: avatarUrl(p.avatar, storageBase) };
}

export function presentSummary(row: TeamSummaryRow, role: SquadRole, memberCount: number, storageBase: string): SquadSummary {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    organisation: { id: row.organisation_id, name: row.organisation_name },
    manager: presentPerson({ id: row.manager_id, nick_name: row.manager_nick_name, avatar: row.manager_avatar }, storageBase),
    role,
    memberCount,
    disbandedAt: row.disbanded_at,
  };
}

/** What a coach of the team sees; a member gets no code, QR URL or tags. */
export interface CoachView {
  tags: string[];
  code: string | null;
  qrUrl: string | null;
}

export function presentDetail(summary: SquadSummary, row: TeamSummaryRow, coaches: readonly PersonRow[], coachView: CoachView | undefined, storageBase: string): SquadDetail {
  return {
    ...summary,
    coaches: coaches.map((c) => ({ ...presentPerson(c, storageBase), manager: c.id === row.manager_id })),
    tags: coachView?.tags ?? [],
    code: coachView?.code ?? null,
    qrUrl: coachView?.qrUrl ?? null,
    createdAt: row.created_at,
  };
}

export function presentMember(row: MemberRow, tags: readonly string[], storageBase: string): SquadMember {
  return {
    userId: row.user_id,
    nickName: row.nick_name ?? '',
    avatarUrl: avatarUrl(row.avatar, storageBase),
    remark: row.remark,
    memberType: row.member_type,
    tags: [...tags],
    joinedAt: row.joined_at,
  };
}

export function presentMemberDetail(row: MemberRow, user: Selectable<Database['users']>, tags: readonly string[], storageBase: string): SquadMemberDetail {
  return {
    ...presentMember(row, tags, storageBase),
    mobile: maskMobile(user.mobile),
    sex: user.sex,
    age: user.age,
    height: user.height,
    weight: user.weight,
  };
}
