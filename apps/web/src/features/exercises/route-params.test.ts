import { describe, expect, it } from 'vitest';
import { parseId } from './route-params.ts';
import { shareLink } from './share-link.ts';

describe('exercise routes', () => {
  it('take only a positive whole number as an id', () => {
    expect(parseId('42')).toBe(42);
    for (const bad of [null, '', '0', '-3', '4.5', '12abc', '99999999999']) expect(parseId(bad), String(bad)).toBeNull();
  });

  it('build the public share link on this app address and hash route', () => {
    expect(shareLink('Ab_12-xyz', { origin: 'https://repwise.example', pathname: '/app/' })).toBe(
      'https://repwise.example/app/#/pages/Action/actionInfo/shareAction?code=Ab_12-xyz',
    );
  });
});
