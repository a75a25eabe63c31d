import { describe, expect, it, vi } from 'vitest';
import type { User } from '../api/types.ts';
import { clearSession, getSession, onSessionCleared, setUserInfo, startSession } from './session-store.ts';

const base = { id: 5, mobile: '13812345678', passwordConfirmed: true, baseInfoComplete: true } as const;

function user(position: number | null, groups: { groupId: string; name: string }[]): User {
  return {
    ...base,
    nickName: 'Li',
    avatar: '',
    avatarUrl: '',
    position,
    sex: 1,
    age: 30,
    height: 180,
    weight: 80,
    chest: null,
    waist: null,
    hip: null,
    email: null,
    inviteCode: null,
    coach: null,
    myInviteCode: null,
    vipInfo: { groupVipInfos: groups },
  };
}

describe('session store', () => {
  it('derives the coach flag and group from the loaded user, and forgets everything on logout', () => {
    const cleared = vi.fn();
    onSessionCleared(cleared);
    startSession('tok', true);
    expect(getSession()).toMatchObject({ token: 'tok', areLoginFirstTime: true, groupId: '1', groupInfo: null, isCoach: 0 });

    setUserInfo(user(1, [{ groupId: '7', name: 'Iron Club' }, { groupId: '9', name: 'Night crew' }]));
    expect(getSession()).toMatchObject({ isCoach: 1, groupId: '7', groupInfo: { name: 'Iron Club' } });

    setUserInfo(user(2, []));
    expect(getSession()).toMatchObject({ isCoach: 0, groupId: '1', groupInfo: null });

    clearSession();
    expect(getSession()).toEqual({ token: null, userInfo: null, groupId: '1', groupInfo: null, isCoach: 0, areLoginFirstTime: false });
    expect(cleared).toHaveBeenCalledTimes(1);
  });
});
