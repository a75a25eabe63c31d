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

describe('ARTICLE_LINK_HOSTS', () => {
  it("defaults to PUBLIC_URL's host and the sources the articles cite, lower-cased", () => {
    expect([...loadConfig(base).articleLinkHosts]).toEqual(['www.nsca.com', 'www.acsm.org', 'www.who.int']);
    expect([...loadConfig({ ...base, PUBLIC_URL: 'https://Repwise.Example.com:8443/app' }).articleLinkHosts]).toEqual(['repwise.example.com', 'www.nsca.com', 'www.acsm.org', 'www.who.int']);
  });

  it('is replaced, not extended, by the setting (comma-separated, blanks dropped)', () => {
    expect([...loadConfig({ ...base, ARTICLE_LINK_HOSTS: ' Example.org, ,localhost ' }).articleLinkHosts]).toEqual(['example.org', 'localhost']);
    expect(loadConfig({ ...base, ARTICLE_LINK_HOSTS: '' }).articleLinkHosts.size).toBe(0);
  });
});
