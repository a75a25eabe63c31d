import { describe, expect, it } from 'vitest';
import { maskMobilesInUrl, neverThrowing } from './log-privacy.ts';

describe('maskMobilesInUrl', () => {
  it('masks the mobile query parameter wherever it stands', () => {
    expect(maskMobilesInUrl('/api-training/login/sendSms?mobile=13812345678')).toBe('/api-training/login/sendSms?mobile=138****5678');
    expect(maskMobilesInUrl('/x?a=1&mobile=%2B447700900123&b=2')).toBe('/x?a=1&mobile=+44****0123&b=2');
  });
  it('leaves other URLs alone', () => {
    expect(maskMobilesInUrl('/api-training/mp/training/user/getInfo?id=3')).toBe('/api-training/mp/training/user/getInfo?id=3');
  });
  it.each(['%', '%ff', '%zz', '%E0%A4%A', '1381234%ff5678'])('never throws on the malformed escape %j, and still hides the digits', (value) => {
    const masked = maskMobilesInUrl(`/healthz?mobile=${value}`);
    expect(masked.startsWith('/healthz?mobile=')).toBe(true);
    expect(masked).not.toContain('1234');
  });
});

describe('neverThrowing', () => {
  it('turns a serializer that throws into one that says the value could not be logged', () => {
    const broken = neverThrowing((_: string): object => {
      throw new URIError('URI malformed');
    }, { unloggable: true });
    expect(broken('/x?mobile=%ff')).toEqual({ unloggable: true });
    expect(neverThrowing((n: number) => n + 1, 0)(1)).toBe(2);
  });
});
