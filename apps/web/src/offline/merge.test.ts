import { describe, expect, it } from 'vitest';
import { takeRemote } from './merge.ts';

describe('takeRemote', () => {
  it('takes a row the phone does not have', () => {
    expect(takeRemote(null, 1, null)).toBe(true);
  });
  it('follows the server, whose row won there, when nothing waits to be sent', () => {
    expect(takeRemote(2, 3, null)).toBe(true);
    // An equal rev on the server is the winner of the tie (higher device id).
    expect(takeRemote(2, 2, null)).toBe(true);
    expect(takeRemote(3, 2, null)).toBe(false);
  });
  it('keeps an edit waiting to be sent unless the server already has a newer one', () => {
    expect(takeRemote(3, 3, 3)).toBe(false);
    expect(takeRemote(3, 2, 3)).toBe(false);
    expect(takeRemote(3, 4, 3)).toBe(true);
  });
});
