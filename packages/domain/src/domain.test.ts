import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BASE_INFO_RANGES, GENDER, POSITION_ROLE, clamp, clampBaseInfo, datePickerBounds, dictLabel, displayName, hasCustomAvatar,
  isCoachFlag, labelOf, maskMobile, md5, nextOnboardingStep, normalizeMobile, percent, selectGroup,
  type OnboardingFlags,
} from './index.ts';

describe('normalizeMobile', () => {
  it('accepts mainland 11-digit numbers and +86 forms', () => {
    expect(normalizeMobile('13812345678')).toBe('13812345678');
    expect(normalizeMobile('+86 138 1234 5678')).toBe('13812345678');
  });
  it('accepts E.164 numbers of other countries', () => {
    expect(normalizeMobile('+447700900123')).toBe('+447700900123');
    expect(normalizeMobile('+1-415-555-2671')).toBe('+14155552671');
  });
  it.each(['', '1381234567', '138123456789', '12812345678', '+86123', '+0123456789', 'abc', '+8612812345678'])(
    'rejects %s',
    (bad) => expect(normalizeMobile(bad)).toBeNull(),
  );
  it('masks the middle digits', () => expect(maskMobile('13812345678')).toBe('138****5678'));
});

describe('clamp', () => {
  it('keeps values inside the range', () => {
    fc.assert(fc.property(fc.double({ noNaN: true }), fc.integer(), fc.integer({ min: 0, max: 1000 }), (v, min, span) => {
      const r = clamp(v, min, min + span);
      return r >= min && r <= min + span;
    }));
  });
  it('falls back to the lower bound for NaN and rounds base info', () => {
    expect(clamp(Number.NaN, 3, 9)).toBe(3);
    expect(clampBaseInfo('age', 400)).toBe(BASE_INFO_RANGES.age.max);
    expect(clampBaseInfo('height', 172.6)).toBe(173);
  });
  it('gives date pickers 150 years either side', () => {
    const { min, max } = datePickerBounds(new Date(2026, 5, 1));
    expect(min.getFullYear()).toBe(1876);
    expect(max.getFullYear()).toBe(2176);
  });
});

describe('percent', () => {
  it('returns 0 for empty values or a zero divisor', () => {
    expect(percent(null, 10)).toBe(0);
    expect(percent(5, undefined)).toBe(0);
    expect(percent(5, 0)).toBe(0);
  });
  it('rounds to one decimal place', () => {
    expect(percent(1, 3)).toBe(33.3);
    expect(percent(2, 3)).toBe(66.7);
    expect(percent(3, 3)).toBe(100);
  });
});

describe('dictionaries', () => {
  it('shows Chinese names, or the alias in English', () => {
    const man = GENDER[1]!;
    expect(dictLabel(man, 'zh-Hans')).toBe('男');
    expect(dictLabel(man, 'en')).toBe('Man');
    expect(labelOf(GENDER, 2, 'en')).toBe('Woman');
    expect(labelOf(GENDER, 9, 'en')).toBe('9');
    // The English screens say "trainee" everywhere, the role label included.
    expect([labelOf(POSITION_ROLE, 2, 'en'), labelOf(POSITION_ROLE, 2, 'zh-Hans')]).toEqual(['Trainee', '学员']);
  });
});

describe('selectGroup', () => {
  const groups = [{ groupId: '7', name: 'Seven' }, { groupId: '9', name: 'Nine' }];
  it('keeps the stored group while the user still belongs to it', () => {
    expect(selectGroup('9', groups)).toEqual({ groupId: '9', groupInfo: { name: 'Nine' } });
  });
  it('falls back to the first group otherwise', () => {
    expect(selectGroup('3', groups)).toEqual({ groupId: '7', groupInfo: { name: 'Seven' } });
    expect(selectGroup(null, groups).groupId).toBe('7');
  });
  it('clears the group with no groups', () => {
    expect(selectGroup('9', [])).toEqual({ groupId: '1', groupInfo: null });
    expect(selectGroup('9', undefined)).toEqual({ groupId: '1', groupInfo: null });
  });
});

describe('onboarding', () => {
  const fresh: OnboardingFlags = {
    areLoginFirstTime: true, passwordDone: false, roleDone: false, baseInfoDone: false,
    coachCodeDone: false, position: null, hasInviteCode: false,
  };
  it('walks password, role, base info, coach code, home for a trainee', () => {
    expect(nextOnboardingStep(fresh)).toBe('password');
    expect(nextOnboardingStep({ ...fresh, passwordDone: true })).toBe('role');
    expect(nextOnboardingStep({ ...fresh, passwordDone: true, roleDone: true, position: 2 })).toBe('baseInfo');
    const trainee = { ...fresh, passwordDone: true, roleDone: true, baseInfoDone: true, position: 2 };
    expect(nextOnboardingStep(trainee)).toBe('coachCode');
    expect(nextOnboardingStep({ ...trainee, coachCodeDone: true })).toBe('home');
    expect(nextOnboardingStep({ ...trainee, hasInviteCode: true })).toBe('home');
  });
  it('never asks a coach for a coach code', () => {
    expect(nextOnboardingStep({ ...fresh, passwordDone: true, roleDone: true, baseInfoDone: true, position: 1 })).toBe('home');
  });
  it('sends a returning login straight home', () => {
    expect(nextOnboardingStep({ ...fresh, areLoginFirstTime: false })).toBe('home');
  });
});

describe('session helpers', () => {
  it('derives the coach flag from the position', () => {
    expect(isCoachFlag(1)).toBe(1);
    expect(isCoachFlag(2)).toBe(0);
    expect(isCoachFlag(null)).toBe(0);
  });
  it('shows the product name for an empty nickname and the default for a null avatar', () => {
    expect(displayName('', 'Repwise')).toBe('Repwise');
    expect(displayName('Li', 'Repwise')).toBe('Li');
    expect(hasCustomAvatar('null')).toBe(false);
    expect(hasCustomAvatar('')).toBe(false);
    expect(hasCustomAvatar('/a.png')).toBe(true);
  });
});

describe('md5', () => {
  it('matches known vectors', () => {
    expect(md5('')).toBe('d41d8cd98f00b204e9800998ecf8427e');
    expect(md5('The quick brown fox jumps over the lazy dog')).toBe('9e107d9d372bb6826bd81d3542a419d6');
  });
  it('agrees with node:crypto on any text, including Chinese', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (s) =>
      md5(s) === createHash('md5').update(s, 'utf8').digest('hex')));
  });
});
