import { describe, expect, it } from 'vitest';
import { CODE_ALPHABET, MEMBER_CODE_LENGTH, TEAM_CODE_LENGTH, coachQrUrl, isCodeShaped, memberQrUrl, normalizeCode, teamQrUrl } from './codes.ts';
import { memberShelfTokens, memberTagToken, teamShelfToken } from './search.ts';

describe('codes', () => {
  it('use no character that reads as another', () => {
    for (const c of '0O1IL') expect(CODE_ALPHABET).not.toContain(c);
    expect(new Set(CODE_ALPHABET).size).toBe(CODE_ALPHABET.length);
  });

  it('read a typed code in any case, with spaces or dashes', () => {
    expect(normalizeCode(' k7q-m2x ')).toBe('K7QM2X');
    expect(isCodeShaped(normalizeCode('k7q m2x'), TEAM_CODE_LENGTH)).toBe(true);
    expect(isCodeShaped('K7QM2O', TEAM_CODE_LENGTH)).toBe(false);
    expect(isCodeShaped('K7QM2X', MEMBER_CODE_LENGTH)).toBe(false);
  });

  it('make the URLs QR codes carry, on the app\'s hash routes', () => {
    expect(teamQrUrl('https://app.example/', 12, 'K7QM2X')).toBe('https://app.example/#/pages/scanQr/scanTeamQr?squadId=12&code=K7QM2X');
    expect(memberQrUrl('https://app.example', 'ABCDEFGH')).toBe('https://app.example/#/pages/scanQr/scanStudentQr?memberCode=ABCDEFGH');
    expect(coachQrUrl('https://app.example', 'K7QM2X')).toBe('https://app.example/#/pages/login/settingCoachCode?inviteCode=K7QM2X');
  });
});

describe('member search tokens', () => {
  it('hold the team and each tag, so a tag of one team never matches another team', () => {
    const tokens = memberShelfTokens(5, ['vip', '力量']).split(' ');
    expect(tokens).toContain(teamShelfToken(5));
    expect(tokens).toContain(memberTagToken('vip'));
    expect(tokens).toContain(memberTagToken('力量'));
    expect(tokens).not.toContain(teamShelfToken(50));
    expect(tokens.every((t) => /^s[a-z0-9]+$/.test(t))).toBe(true);
  });
});
