import { describe, expect, it, vi } from 'vitest';
import { chooseGroup, clearSession, getSession, onSessionCleared, setUserInfo, startSession } from './session-store.ts';
import { testUser } from './test-user.ts';

function user(position: number | null, groups: { groupId: string; name: string }[]) {
  const groupVipInfos = groups.map((g) => ({ ...g, vip: false, vipExpiresOn: null }));
  return testUser({ id: 5, nickName: 'Li', position, sex: 1, age: 30, height: 180, weight: 80, passwordConfirmed: true, baseInfoComplete: true, vipInfo: { groupVipInfos } });
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

  it('switches to another of the person\'s groups, keeps it across a reload of the user, and refuses one they are not in', () => {
    startSession('tok', false);
    setUserInfo(user(2, [{ groupId: '7', name: 'Iron Club' }, { groupId: '9', name: 'Night crew' }]));
    expect(chooseGroup('9')).toBe(true);
    expect(getSession()).toMatchObject({ groupId: '9', groupInfo: { name: 'Night crew' } });
    setUserInfo(user(2, [{ groupId: '7', name: 'Iron Club' }, { groupId: '9', name: 'Night crew' }]));
    expect(getSession().groupId).toBe('9');
    expect(chooseGroup('8')).toBe(false);
    expect(getSession().groupId).toBe('9');
    clearSession();
  });
});
