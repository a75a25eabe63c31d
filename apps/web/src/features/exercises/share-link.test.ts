import { describe, expect, it } from 'vitest';
import { actionShareLink } from './share-link.ts';

describe('exercise share link', () => {
  it('is the public share page on this app address and hash route', () => {
    expect(actionShareLink('Ab_12-xyz', { origin: 'https://repwise.example', pathname: '/app/' })).toBe(
      'https://repwise.example/app/#/pages/Action/actionInfo/shareAction?code=Ab_12-xyz',
    );
  });
});
