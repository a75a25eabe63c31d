import { describe, expect, it } from 'vitest';
import { coachNameLine } from './coach-name.ts';

const en = (name: string) => `Coach ${name}`;
const zh = (name: string) => `教练 ${name}`;

describe('coachNameLine', () => {
  it('adds the title to a bare name, in either language', () => {
    expect(coachNameLine('Wang', en)).toBe('Coach Wang');
    expect(coachNameLine('王伟', zh)).toBe('教练 王伟');
  });

  it('never doubles a title the nickname already has, whatever its language or case', () => {
    expect(coachNameLine('Coach Wang', en)).toBe('Coach Wang');
    expect(coachNameLine('coach wang', en)).toBe('coach wang');
    expect(coachNameLine('Coach Wang', zh)).toBe('Coach Wang');
    expect(coachNameLine('王教练', zh)).toBe('王教练');
    expect(coachNameLine('王教练', en)).toBe('王教练');
  });
});
