import { describe, expect, it } from 'vitest';
import { maskMobilesInUrl } from './log-privacy.ts';

describe('maskMobilesInUrl', () => {
  it('masks the mobile query parameter wherever it stands', () => {
    expect(maskMobilesInUrl('/api-training/login/sendSms?mobile=13812345678')).toBe('/api-training/login/sendSms?mobile=138****5678');
    expect(maskMobilesInUrl('/x?a=1&mobile=%2B447700900123&b=2')).toBe('/x?a=1&mobile=+44****0123&b=2');
  });
  it('leaves other URLs alone', () => {
    expect(maskMobilesInUrl('/api-training/mp/training/user/getInfo?id=3')).toBe('/api-training/mp/training/user/getInfo?id=3');
  });
});
