import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const base = { DATA_DIR: '.tmp/unused' };

describe('test settings', () => {
  it('shorten the SMS resend window and open the outbox outside production only', () => {
    expect(loadConfig(base)).toMatchObject({ smsResendAfterMs: 60_000, testOutbox: false });
    expect(loadConfig({ ...base, TEST_SMS_RESEND_SECONDS: '2', TEST_OUTBOX: 'true' })).toMatchObject({ smsResendAfterMs: 2_000, testOutbox: true });
  });

  it('are refused with NODE_ENV=production, each by name', () => {
    const production = { ...base, NODE_ENV: 'production' };
    expect(loadConfig(production)).toMatchObject({ smsResendAfterMs: 60_000, testOutbox: false });
    expect(() => loadConfig({ ...production, TEST_OUTBOX: 'true' })).toThrow('Invalid configuration: TEST_OUTBOX is a test setting, refused with NODE_ENV=production');
    expect(() => loadConfig({ ...production, TEST_OUTBOX: 'false' })).not.toThrow();
    expect(() => loadConfig({ ...production, TEST_SMS_RESEND_SECONDS: '5', TEST_OUTBOX: 'true' })).toThrow(
      'Invalid configuration: TEST_OUTBOX and TEST_SMS_RESEND_SECONDS are test settings, refused with NODE_ENV=production',
    );
  });

  it('cannot lengthen the window past the spec’s minute', () => {
    expect(() => loadConfig({ ...base, TEST_SMS_RESEND_SECONDS: '61' })).toThrow(/TEST_SMS_RESEND_SECONDS/);
  });
});
