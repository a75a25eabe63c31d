import { describe, expect, it } from 'vitest';
import { parseId } from './route-params.ts';

describe('route ids', () => {
  it('take only a positive whole number as an id', () => {
    expect(parseId('42')).toBe(42);
    for (const bad of [null, '', '0', '-3', '4.5', '12abc', '99999999999']) expect(parseId(bad), String(bad)).toBeNull();
  });
});
