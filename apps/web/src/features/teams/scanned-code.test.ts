import { coachQrUrl, memberQrUrl, teamQrUrl } from '@repwise/domain';
import { describe, expect, it } from 'vitest';
import { parseScannedText } from './scanned-code.ts';

describe('parseScannedText', () => {
  it("reads the URLs the server's team, member and coach codes carry, from any of our addresses", () => {
    expect(parseScannedText(teamQrUrl('https://club.example.com', 12, 'K7QM2X'))).toEqual({ kind: 'team', squadId: 12, code: 'K7QM2X' });
    expect(parseScannedText(memberQrUrl('http://192.168.1.5:8080/', 'ABCDEFGH'))).toEqual({ kind: 'member', memberCode: 'ABCDEFGH' });
    expect(parseScannedText(coachQrUrl('http://localhost:8080', 'K7QM2X'))).toEqual({ kind: 'coach', inviteCode: 'K7QM2X' });
  });

  it('normalises a hand-written code and accepts a team URL without its id', () => {
    expect(parseScannedText('https://x.example/#/pages/scanQr/scanTeamQr?code=k7qm-2x')).toEqual({ kind: 'team', squadId: null, code: 'K7QM2X' });
  });

  it('refuses what is not one of ours', () => {
    expect(parseScannedText('https://example.com/')).toBeNull();
    expect(parseScannedText('hello world')).toBeNull();
    expect(parseScannedText('K7QM2X')).toBeNull();
    expect(parseScannedText('javascript:alert(1)//#/pages/scanQr/scanTeamQr?code=K7QM2X')).toBeNull();
    expect(parseScannedText('https://x.example/#/pages/scanQr/scanTeamQr?squadId=3')).toBeNull();
    expect(parseScannedText('https://x.example/#/pages/TemplateManage/templateHome')).toBeNull();
    expect(parseScannedText('https://x.example/#/pages/scanQr/scanStudentQr?memberCode=<script>')).toBeNull();
  });
});
