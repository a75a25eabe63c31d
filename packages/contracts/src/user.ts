import { BASE_INFO_RANGES, CIRCUMFERENCE_RANGE, INPUT_MAX_LENGTH } from '@repwise/domain';
import { z } from 'zod';
import { entityId, integerInRange, numberInRange, pageOf, pageQuery } from './schema-kit.ts';
import { localDate } from './plan.ts';

const { age, height, weight } = BASE_INFO_RANGES;

/** Ids are PostgreSQL `serial` (32-bit): a larger one is bad input, not a database error. */

export const getInfoQuery = z.object({
  id: entityId().optional(),
});

export const updateInfoBody = z.object({
  inviteCode: z.string().trim().min(1).max(32).optional(),
  position: integerInRange(1, 2).optional(),
  nickName: z.string().trim().min(1).max(INPUT_MAX_LENGTH).optional(),
  avatar: z.string().max(1000).optional(),
  sex: integerInRange(0, 3).optional(),
  age: integerInRange(age.min, age.max).optional(),
  height: numberInRange(height.min, height.max).optional(),
  weight: numberInRange(weight.min, weight.max).optional(),
  chest: numberInRange(CIRCUMFERENCE_RANGE.min, CIRCUMFERENCE_RANGE.max).nullable().optional(),
  waist: numberInRange(CIRCUMFERENCE_RANGE.min, CIRCUMFERENCE_RANGE.max).nullable().optional(),
  hip: numberInRange(CIRCUMFERENCE_RANGE.min, CIRCUMFERENCE_RANGE.max).nullable().optional(),
  email: z.email().max(254).nullable().optional(),
  /** How weights are shown (stored weights stay kg). */
  units: z.enum(['kg', 'lbs']).optional(),
  /** The person's IANA time zone, e.g. Asia/Shanghai: the phone's, or one chosen in settings. */
  timezone: z.string().trim().min(1).max(64).optional(),
  /** Privacy: keep one's body data from one's coaches (their member statistics show none). */
  bodyDataHidden: z.boolean().optional(),
});
export type UpdateInfoInput = z.infer<typeof updateInfoBody>;

export const addPasswordBody = z.object({
  mobile: z.string().trim().min(1).max(32),
  /** md5 of the password, as the spec's client sends it. */
  password: z.string().regex(/^[a-fA-F0-9]{32}$/),
  code: z.string().trim().regex(/^\d{6}$/).optional(),
});

/** A new number for the account, proven by an SMS code sent to that number. */
export const changeMobileBody = z.object({
  mobile: z.string().trim().min(1).max(32),
  code: z.string().trim().regex(/^\d{6}$/),
});

/** Each exercise's heaviest recorded set and best estimated one-rep max, kg (shown in the person's unit). */
export const maxWeightList = z.object({
  list: z.array(z.object({
    actionId: z.number().int(),
    /** In the caller's language (the other language when that one is empty). */
    name: z.string(),
    maxWeightKg: z.number(),
    /** Reps of the heaviest set (the more of both sides for a unilateral one). */
    reps: z.number().int(),
    /** The day ('yyyy-MM-dd', the trainee's calendar) of the heaviest set. */
    localDate: z.string(),
    /** The best e1RM (domain e1rm) of the exercise's sets; null when no set counts. */
    bestE1rmKg: z.number().nullable(),
  })),
});

export const groupVipInfo = z.object({
  groupId: z.string(),
  name: z.string(),
  /** A VIP membership holds today (the server's day, UTC). */
  vip: z.boolean(),
  /** Its last day ('yyyy-MM-dd'), also once it lapsed; null when there never was one. */
  vipExpiresOn: z.string().nullable(),
});
export type GroupVipInfoDto = z.infer<typeof groupVipInfo>;

/** An operator grants (or extends) a person's VIP membership of an organisation until a day; null ends it. */
export const grantVipBody = z.object({
  mobile: z.string().trim().min(1).max(32),
  groupId: entityId(),
  expiresOn: localDate.nullable(),
});

/** Deactivation needs an SMS code sent to the account's number, however fresh the session. */
export const unsubscribeBody = z.object({
  code: z.string().trim().regex(/^\d{6}$/),
});

export const userSchema = z.object({
  id: z.number().int(),
  mobile: z.string(),
  nickName: z.string(),
  avatar: z.string(),
  /** The avatar's address; '' for the default avatar. */
  avatarUrl: z.string(),
  position: z.number().int().nullable(),
  sex: z.number().int().nullable(),
  age: z.number().nullable(),
  height: z.number().nullable(),
  weight: z.number().nullable(),
  chest: z.number().nullable(),
  waist: z.number().nullable(),
  hip: z.number().nullable(),
  email: z.string().nullable(),
  inviteCode: z.string().nullable(),
  /** IANA name: whose calendar "today" is on the server. */
  timezone: z.string(),
  coach: z.object({ id: z.number().int(), nickName: z.string() }).nullable(),
  myInviteCode: z.string().nullable(),
  passwordConfirmed: z.boolean(),
  baseInfoComplete: z.boolean(),
  units: z.enum(['kg', 'lbs']),
  /** Whether the person keeps their body data from their coaches. */
  bodyDataHidden: z.boolean(),
  /** Whether the person runs this installation (the console and the developer pages); false for someone else's profile. */
  isOperator: z.boolean(),
  /** The organisations (spec: groups) the person is in, by their teams or a VIP membership; empty for someone else's profile. */
  vipInfo: z.object({ groupVipInfos: z.array(groupVipInfo) }),
});
export type UserDto = z.infer<typeof userSchema>;

const circumference = numberInRange(CIRCUMFERENCE_RANGE.min, CIRCUMFERENCE_RANGE.max);

/** One day's body data: at least one value (cm, kg); the day defaults to today (UTC). */
export const bodyDataRecordBody = z.object({
  measuredOn: z.iso.date().optional(),
  chest: circumference.optional(),
  waist: circumference.optional(),
  hip: circumference.optional(),
  height: numberInRange(height.min, height.max).optional(),
  weight: numberInRange(weight.min, weight.max).optional(),
});

export const bodyDataEntry = z.object({
  measuredOn: z.string(),
  chest: z.number().nullable(),
  waist: z.number().nullable(),
  hip: z.number().nullable(),
  height: z.number().nullable(),
  weight: z.number().nullable(),
});
export type BodyDataEntry = z.infer<typeof bodyDataEntry>;

export const bodyDataHistoryQuery = pageQuery;
export const bodyDataPage = pageOf(bodyDataEntry);
