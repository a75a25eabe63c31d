import type { Template } from '@repwise/domain';

/** Shapes of the server's answers (docs/API.md). */
export interface Envelope<T = unknown> {
  status: number;
  msg: string;
  data: T;
}

export interface GroupVipInfo {
  groupId: string;
  name?: string;
}

export interface User {
  id: number;
  mobile: string;
  nickName: string | null;
  avatar: string | null;
  /** The avatar's address; '' for the default avatar. */
  avatarUrl: string;
  position: number | null;
  sex: number | null;
  age: number | null;
  height: number | null;
  weight: number | null;
  chest: number | null;
  waist: number | null;
  hip: number | null;
  email: string | null;
  inviteCode: string | null;
  coach: { id: number; nickName: string | null } | null;
  myInviteCode: string | null;
  passwordConfirmed: boolean;
  baseInfoComplete: boolean;
  vipInfo: { groupVipInfos: GroupVipInfo[] } | null;
}

export interface LoginResult {
  token: string;
  registered: boolean;
  areLoginFirstTime: boolean;
  passwordConfirmed: boolean;
}

/** Body of updateInfo: any subset of the editable fields. */
export type UserUpdate = Partial<
  Pick<User, 'inviteCode' | 'position' | 'nickName' | 'age' | 'sex' | 'height' | 'weight' | 'chest' | 'waist' | 'hip' | 'email' | 'avatar'>
>;

/** An exercise unit as the server labels it in the caller's language. */
export interface ActionUnit {
  key: string;
  name: string;
}

/** An exercise library item in a list (docs/API.md, "Exercise library"). */
export interface ActionSummary {
  id: number;
  /** In the caller's language. */
  name: string;
  nameEn: string;
  nameZh: string;
  type: string;
  equipment: string;
  compound: boolean;
  primaryMuscles: string[];
  secondaryMuscles: string[];
  muscleGroups: string[];
  movementPatterns: string[];
  gifPath: string;
  iconPath: string;
  /** Empty when there is no GIF; the app then draws the body map. */
  gifUrl: string;
  iconUrl: string;
  intensityUnit: ActionUnit;
  quantityUnit: ActionUnit;
  official: boolean;
  mine: boolean;
  pinned: boolean;
}

export interface ActionDetail extends ActionSummary {
  /** In the caller's language. */
  keyPoints: string[];
  keyPointsEn: string[];
  keyPointsZh: string[];
  rangeOfMotion: string;
  performanceFeatures: string[];
  injuryPreventionFeatures: string[];
  videoPath: string;
  videoUrl: string;
  shareCode: string;
  archived: boolean;
}

export interface ActionPage {
  list: ActionSummary[];
  total: number;
  page: number;
  size: number;
  hasMore: boolean;
}

/** What create and modify take; media paths are those the upload answered. */
export interface ActionInput {
  nameEn: string;
  nameZh: string;
  keyPointsEn: string[];
  keyPointsZh: string[];
  type: string;
  equipment: string;
  rangeOfMotion: string;
  compound: boolean;
  primaryMuscles: string[];
  secondaryMuscles: string[];
  movementPatterns: string[];
  performanceFeatures: string[];
  injuryPreventionFeatures: string[];
  videoPath: string | null;
  gifPath: string | null;
  iconPath: string | null;
  intensityUnit: string;
  quantityUnit: string;
}

export interface UploadResult {
  path: string;
  url: string;
}

/** One server dictionary (spec §3): its parent key and entries. */
export interface ServerDictionary {
  key: string;
  list: { name: string; value: string; aliasName: string }[];
}

/**
 * A template as the server answers it (docs/API.md, "Training templates"): the domain's
 * Template plus who may do what with it. Blocks also carry `cover` and actions `archived`;
 * the editor works out covers itself, so those stay untyped.
 */
export interface SavedTemplate extends Template {
  readonly id: number;
  readonly official: boolean;
  readonly mine: boolean;
  /** Shown to the owner, and to anyone for official templates. */
  readonly shareCode: string | null;
  readonly updatedAt: string;
}

/** A template in a list, names and description in the caller's language. */
export interface TemplateSummary {
  id: number;
  name: string;
  type: string;
  description: string;
  units: string;
  blockCount: number;
  setCount: number;
  actionNames: string[];
  /** The first block's cover: a GIF storage path, a BLOCK_COVERS key, or '' (no GIF). */
  cover: string;
  /** The GIF's address when the cover is one; '' otherwise. */
  coverUrl: string;
  official: boolean;
  mine: boolean;
  updatedAt: string;
}

export interface TemplatePage {
  list: TemplateSummary[];
  total: number;
  page: number;
  size: number;
  hasMore: boolean;
}

export interface TemplateQrcode {
  url: string;
  svg: string;
}
