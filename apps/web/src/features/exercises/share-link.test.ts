import { describe, expect, it } from 'vitest';
import { actionShareLink } from './share-link.ts';

describe('exercise share link', () => {
  it('is the server share page beside this app, so chat apps show a preview', () => {
    expect(actionShareLink('Ab_12-xyz', { origin: 'https://repwise.example', pathname: '/app/' })).toBe('https://repwise.example/app/s/action/Ab_12-xyz');
    expect(actionShareLink('Ab_12-xyz', { origin: 'https://repwise.example', pathname: '/index.html' })).toBe('https://repwise.example/s/action/Ab_12-xyz');
  });
});
