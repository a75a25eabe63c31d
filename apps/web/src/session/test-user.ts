import type { UserDto } from '@repwise/contracts';

/** A signed-in person for unit tests: a trainee-to-be who has done nothing yet, with `patch` on top. */
export function testUser(patch: Partial<UserDto> = {}): UserDto {
  return {
    id: 1,
    mobile: '13812345678',
    nickName: '',
    avatar: '',
    avatarUrl: '',
    position: null,
    sex: null,
    age: null,
    height: null,
    weight: null,
    chest: null,
    waist: null,
    hip: null,
    email: null,
    inviteCode: null,
    timezone: 'Asia/Shanghai',
    coach: null,
    myInviteCode: null,
    passwordConfirmed: false,
    baseInfoComplete: false,
    units: 'kg',
    bodyDataHidden: false,
    isOperator: false,
    vipInfo: { groupVipInfos: [] },
    ...patch,
  };
}
