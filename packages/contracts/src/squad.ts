import { INPUT_MAX_LENGTH } from '@repwise/domain';
import { z } from 'zod';
import { entityId, idQuery, pageOf, pageQuery } from './schema-kit.ts';

/**
 * Teams (spec §3 Team, §4 Team rules, §6 roles). A team belongs to an organisation (the
 * spec's group), has a managing coach and further coaches, members with a member type, a
 * remark name and tags, and a short code (also in its QR code) that trainees join with.
 * `type` is a value of the team-type dictionary (SERVER_DICTIONARY_KEYS.teamType), `memberType`
 * one of the member-type dictionary, both served by getAllChildren.
 */

/** A code as typed or scanned; the server normalises it (domain normalizeCode). */
const typedCode = z.string().trim().min(1).max(32);
const tag = z.string().trim().min(1).max(20);
const tags = z.array(tag).max(20);
const dictValue = z.string().trim().max(16);

/** `name`, `type` and at least one tag are required (spec §5): an empty one answers the spec's message. */
export const createSquadBody = z.object({
  name: z.string().trim().max(INPUT_MAX_LENGTH),
  type: dictValue,
  tags,
});
export type CreateSquadInput = z.infer<typeof createSquadBody>;

export const squadCodeQuery = z.object({
  code: typedCode,
  /** From a team QR code: the code must be this team's. */
  squadId: entityId().optional(),
});
export const joinSquadBody = squadCodeQuery;

export const squadMembersQuery = pageQuery.extend({
  id: entityId(),
  /** Part of a nickname or remark name. */
  keyword: z.string().trim().max(INPUT_MAX_LENGTH).optional(),
  /** Only members with this tag. */
  tag: tag.optional(),
});
export type SquadMembersQuery = z.infer<typeof squadMembersQuery>;

export const squadMemberQuery = z.object({ id: entityId(), userId: entityId() });

export const updateMemberBody = z.object({
  id: entityId(),
  userId: entityId(),
  /** The coach's name for the member; '' clears it. */
  remark: z.string().trim().max(INPUT_MAX_LENGTH),
  /** The member's tags, replacing the old ones; new tags join the team's tags. */
  tags,
  memberType: dictValue,
});
export type UpdateMemberInput = z.infer<typeof updateMemberBody>;

export const removeMembersBody = z.object({ id: entityId(), userIds: z.array(entityId()).min(1).max(100) });
export const transferBody = z.object({ id: entityId(), userId: entityId() });
export const addCoachBody = z.object({ id: entityId(), inviteCode: typedCode });
export const addMemberBody = z.object({ id: entityId(), memberCode: typedCode });
export { idQuery as squadIdQuery };

/** The caller's place in a team. */
export const squadRole = z.enum(['manager', 'coach', 'member']);
export type SquadRole = z.infer<typeof squadRole>;

const person = z.object({ id: z.number().int(), nickName: z.string(), avatarUrl: z.string() });

/** One team as listMine shows it. A disbanded team stays in the list (disbandedAt set) so its people learn it is gone. */
export const squadSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.string(),
  organisation: z.object({ id: z.number().int(), name: z.string() }),
  manager: person,
  role: squadRole,
  memberCount: z.number().int(),
  disbandedAt: z.string().nullable(),
});
export type SquadSummary = z.infer<typeof squadSummary>;

export const squadList = z.object({ list: z.array(squadSummary) });

/** One team. `code`, `qrUrl`, `tags` and the counts are for its coaches; a member gets them null/empty. */
export const squadDetail = squadSummary.extend({
  coaches: z.array(person.extend({ manager: z.boolean() })),
  /** The team's tags (coaches only; [] for a member). */
  tags: z.array(z.string()),
  /** The current code (coaches only). */
  code: z.string().nullable(),
  /** What the team's QR code carries (domain teamQrUrl; coaches only). */
  qrUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type SquadDetail = z.infer<typeof squadDetail>;

/** What a join screen shows before joining, from a code. Nothing private. */
export const squadPreview = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.string(),
  managerNickName: z.string(),
  memberCount: z.number().int(),
  /** The caller is already in it (as a member or a coach): joining adds nothing. */
  joined: z.boolean(),
});
export type SquadPreview = z.infer<typeof squadPreview>;

export const identifyCodeQuery = z.object({ code: typedCode });

/**
 * What a typed code is, for a screen that was given the wrong kind (a team code where a
 * coach's invitation code is asked, or the reverse): a team's code with its preview, a
 * coach's invitation code with the coach's name, or a trainee's member code (nothing about
 * the trainee). A code of no kind answers 'Invitation code error'.
 */
export const codeIdentity = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('team'), team: squadPreview }),
  z.object({ kind: z.literal('coach'), coachNickName: z.string() }),
  z.object({ kind: z.literal('member') }),
]);
export type CodeIdentity = z.infer<typeof codeIdentity>;

export const squadMember = z.object({
  userId: z.number().int(),
  nickName: z.string(),
  avatarUrl: z.string(),
  /** The coach's name for them; '' when none. */
  remark: z.string(),
  memberType: z.string(),
  tags: z.array(z.string()),
  joinedAt: z.string(),
});
export type SquadMember = z.infer<typeof squadMember>;

export const squadMemberPage = pageOf(squadMember);

/** The trainees who entered the coach's personal invitation code (User.inviteCode), oldest link first. */
export const linkedTraineePage = pageOf(person);
export type LinkedTraineePage = z.infer<typeof linkedTraineePage>;
export type SquadMemberPage = z.infer<typeof squadMemberPage>;

/** One member for a coach of the team: the list's fields and their base info. */
export const squadMemberDetail = squadMember.extend({
  mobile: z.string(),
  sex: z.number().int().nullable(),
  age: z.number().nullable(),
  height: z.number().nullable(),
  weight: z.number().nullable(),
});
export type SquadMemberDetail = z.infer<typeof squadMemberDetail>;

export const removedMembers = z.object({ removed: z.array(z.number().int()) });

/**
 * The signed-in person's own QR code: a coach's invitation code (User.inviteCode, `kind`
 * 'coach', the URL opens settingCoachCode) or a trainee's member code (`kind` 'member', the
 * URL opens scanStudentQr for the coach who scans it). `svg` draws `url`.
 */
export const userQrcode = z.object({
  kind: z.enum(['coach', 'member']),
  code: z.string(),
  url: z.string(),
  svg: z.string(),
});
export type UserQrcode = z.infer<typeof userQrcode>;
