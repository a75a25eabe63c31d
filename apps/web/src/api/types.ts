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
