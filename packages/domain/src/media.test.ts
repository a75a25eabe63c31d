import { describe, expect, it } from 'vitest';
import { VIDEO_MAX_BYTES, checkMediaFile, mediaUrl, sniffMediaType } from './index.ts';

describe('mediaUrl', () => {
  it('prefixes relative paths with the storage base', () => {
    expect(mediaUrl('actions/a.gif', '/files/')).toBe('/files/actions/a.gif');
    expect(mediaUrl('/actions/a.gif', 'https://cdn.example.com/bucket')).toBe('https://cdn.example.com/bucket/actions/a.gif');
  });
  it('adds a cache-busting timestamp when asked', () => {
    expect(mediaUrl('a.gif', '/files/', 1700000000000)).toBe('/files/a.gif?t=1700000000000');
  });
  it('leaves blob and http paths unchanged, even with a timestamp', () => {
    expect(mediaUrl('blob:http://localhost/123', '/files/', 5)).toBe('blob:http://localhost/123');
    expect(mediaUrl('https://cdn.example.com/x.gif', '/files/', 5)).toBe('https://cdn.example.com/x.gif');
  });
  it('keeps empty paths empty', () => {
    expect(mediaUrl('', '/files/')).toBe('');
    expect(mediaUrl(null, '/files/')).toBe('');
  });
});

describe('checkMediaFile', () => {
  it('accepts an MP4 up to 10 MB and refuses one byte more', () => {
    expect(checkMediaFile('video', { name: 'a.mp4', type: 'video/mp4', size: VIDEO_MAX_BYTES })).toBe('ok');
    expect(checkMediaFile('video', { name: 'a.mp4', type: 'video/mp4', size: VIDEO_MAX_BYTES + 1 })).toBe('tooLarge');
  });
  it('refuses other video types and non-GIF pictures', () => {
    expect(checkMediaFile('video', { name: 'a.mov', type: 'video/quicktime', size: 10 })).toBe('wrongType');
    expect(checkMediaFile('gif', { name: 'a.png', type: 'image/png', size: 10 })).toBe('wrongType');
    expect(checkMediaFile('gif', { name: 'a.gif', type: 'image/gif', size: 0 })).toBe('empty');
  });
});

describe('sniffMediaType', () => {
  const bytes = (s: string) => new TextEncoder().encode(s);
  it('recognises files by content', () => {
    expect(sniffMediaType(bytes('\0\0\0\x18ftypmp42\0\0\0\0'))).toBe('video/mp4');
    expect(sniffMediaType(bytes('GIF89a\x01\0\x01\0'))).toBe('image/gif');
    expect(sniffMediaType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(sniffMediaType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
  });
  it('refuses scripts and truncated heads', () => {
    expect(sniffMediaType(bytes('#!/bin/sh\nrm -rf /\n'))).toBeNull();
    expect(sniffMediaType(bytes('GIF'))).toBeNull();
  });
});
