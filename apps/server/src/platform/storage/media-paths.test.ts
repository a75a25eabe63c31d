import { describe, expect, it } from 'vitest';
import { isOwnUpload, ownImageKey } from './media-paths.ts';

const KEY = 'uploads/7/0b9d6f1e-3c2a-4b8e-9f10-2a3b4c5d6e7f.png';

describe('media paths', () => {
  it('knows a person’s own uploads from everyone else’s', () => {
    expect(isOwnUpload(KEY, 7)).toBe(true);
    expect(isOwnUpload(KEY, 8)).toBe(false);
    expect(isOwnUpload('uploads/7/../8/x.png', 7)).toBe(false);
  });
  it('takes an own picture by key or by its public URL, local or on object storage', () => {
    expect(ownImageKey(KEY, 7, '/files/')).toBe(KEY);
    expect(ownImageKey(`/files/${KEY}?t=123`, 7, '/files/')).toBe(KEY);
    expect(ownImageKey(`https://cdn.example.com/media/${KEY}`, 7, 'https://cdn.example.com/media/')).toBe(KEY);
  });
  it.each([
    'javascript:alert(1)',
    'https://evil.example/uploads/7/0b9d6f1e-3c2a-4b8e-9f10-2a3b4c5d6e7f.png',
    'uploads/7/0b9d6f1e-3c2a-4b8e-9f10-2a3b4c5d6e7f.mp4',
    'uploads/8/0b9d6f1e-3c2a-4b8e-9f10-2a3b4c5d6e7f.png',
    '/etc/passwd',
    'data:image/png;base64,AAAA',
  ])('refuses %s', (value) => {
    expect(ownImageKey(value, 7, '/files/')).toBeUndefined();
  });
});
