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
    expect(() => loadConfig({ ...production, TEST_PERIODIC_EVERY_MS: '1000' })).toThrow('Invalid configuration: TEST_PERIODIC_EVERY_MS is a test setting, refused with NODE_ENV=production');
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

describe('several instances on one PostgreSQL (issue 28 §1)', () => {
  const production = { ...base, NODE_ENV: 'production', DATABASE_URL: 'postgres://db.example/repwise' };
  const shared = {
    REDIS_URL: 'redis://cache.example:6379', APP_SECRET: 'a-secret-of-at-least-16', STORAGE_DRIVER: 's3', S3_ENDPOINT: 'https://s3.example',
    S3_BUCKET: 'repwise', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret', S3_PUBLIC_BASE: 'https://cdn.example/repwise', PUBLIC_URL: 'https://repwise.example',
  };

  it('refuse to start without what they must share, naming each missing piece', () => {
    expect(() => loadConfig(production)).toThrow(
      'Invalid configuration: several instances on one PostgreSQL need REDIS_URL (codes, limits and lock-outs shared by the instances), APP_SECRET (one key for the SMS codes of every instance), STORAGE_DRIVER=s3 (pictures every instance can serve), PUBLIC_URL (the address of share links and QR codes); set them, or SINGLE_INSTANCE=true if this is the only instance',
    );
    const { PUBLIC_URL: _, ...withoutPublicUrl } = shared;
    expect(() => loadConfig({ ...production, ...withoutPublicUrl })).toThrow(/need PUBLIC_URL \(the address of share links and QR codes\); set them/);
    expect(loadConfig({ ...production, ...shared })).toMatchObject({ databaseUrl: production.DATABASE_URL, publicUrl: 'https://repwise.example' });
  });

  it('start without them when SINGLE_INSTANCE=true, on SQLite, or outside production', () => {
    expect(() => loadConfig({ ...production, SINGLE_INSTANCE: 'true' })).not.toThrow();
    expect(() => loadConfig({ ...production, SINGLE_INSTANCE: 'false' })).toThrow(/several instances/);
    const { DATABASE_URL: _, ...sqliteProduction } = production;
    expect(() => loadConfig(sqliteProduction)).not.toThrow();
    expect(() => loadConfig({ ...production, NODE_ENV: 'development' })).not.toThrow();
  });
});
