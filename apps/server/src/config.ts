import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { SMS_CODE } from '@repwise/domain';
import { z } from 'zod';

/** Every setting of the server, read from the environment in one place. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  SMS_PROVIDER: z.enum(['console', 'aliyun']).default('console'),
  ALIYUN_SMS_ACCESS_KEY_ID: z.string().optional(),
  ALIYUN_SMS_ACCESS_KEY_SECRET: z.string().optional(),
  ALIYUN_SMS_SIGN_NAME: z.string().optional(),
  ALIYUN_SMS_TEMPLATE_CODE: z.string().optional(),
  ALIYUN_SMS_ENDPOINT: z.string().url().default('https://dysmsapi.aliyuncs.com/'),
  SMS_DAILY_LIMIT_PER_MOBILE: z.coerce.number().int().positive().default(10),
  SMS_DAILY_LIMIT_PER_IP: z.coerce.number().int().positive().default(50),
  CODE_ATTEMPTS_PER_HOUR_PER_ACCOUNT: z.coerce.number().int().positive().default(30),
  CODE_ATTEMPTS_PER_HOUR_PER_IP: z.coerce.number().int().positive().default(300),
  CAPTCHA_PER_IP_PER_MINUTE: z.coerce.number().int().positive().default(30),
  SHARE_IMAGES_PER_IP_PER_MINUTE: z.coerce.number().int().positive().default(120),
  API_LIMIT_PER_IP_PER_MINUTE: z.coerce.number().int().positive().default(3000),
  API_LIMIT_PER_ACCOUNT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: z.stringbool().default(false),
  TEST_OUTBOX: z.stringbool().default(false),
  TEST_SMS_RESEND_SECONDS: z.coerce.number().int().min(1).max(60).optional(),
  TEST_PERIODIC_EVERY_MS: z.coerce.number().int().min(100).optional(),
  APP_SECRET: z.string().min(16).optional(),
  OPERATOR_MOBILES: z.string().default(''),
  /** Says there is one instance: lets a production start on PostgreSQL go without the shared pieces several need. */
  SINGLE_INSTANCE: z.stringbool().default(false),
  DATABASE_PREPARED_STATEMENTS: z.stringbool().default(false),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  PUBLIC_URL: z.string().url().optional(),
  ALLOWED_HOSTS: z.string().optional(),
  ARTICLE_LINK_HOSTS: z.string().optional(),
  NODE_ENV: z.string().default('development'),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_BASE: z.string().url().optional(),
  QQ_LOGIN: z.enum(['off', 'local', 'qq']).optional(),
  QQ_APP_ID: z.string().optional(),
  QQ_GRAPH_URL: z.string().url().default('https://graph.qq.com'),
  QQ_APP_SECRET: z.string().optional(),
  APPLE_LOGIN: z.enum(['off', 'local', 'apple']).optional(),
  APPLE_CLIENT_ID: z.string().optional(),
  APPLE_KEYS_URL: z.string().url().default('https://appleid.apple.com/auth/keys'),
  APPLE_AUTH_URL: z.string().url().default('https://appleid.apple.com/auth/authorize'),
  APPLE_TOKEN_URL: z.string().url().default('https://appleid.apple.com/auth/token'),
  APPLE_TEAM_ID: z.string().optional(),
  APPLE_KEY_ID: z.string().optional(),
  APPLE_PRIVATE_KEY: z.string().optional(),
  SOCIAL_LOGIN_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  ONE_TAP_LOGIN: z.enum(['off', 'local', 'umeng']).optional(),
  UMENG_APP_KEY: z.string().optional(),
  UMENG_APP_CODE: z.string().optional(),
  UMENG_VERIFY_URL: z.string().url().default('https://verify5.market.alicloudapi.com/api/v1/mobile/info'),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL: named prepared statements (db/dialect.ts keepStatementsPrepared); off behind PgBouncer < 1.21 in transaction mode. */
  databasePreparedStatements: boolean;
  redisUrl: string | undefined;
  sms:
    | { provider: 'console' }
    | {
        provider: 'aliyun';
        accessKeyId: string;
        accessKeySecret: string;
        signName: string;
        templateCode: string;
        endpoint: string;
      };
  smsDailyLimitPerMobile: number;
  smsDailyLimitPerIp: number;
  /** Tries with team, member and coach codes (preview, join, add by code) per hour. */
  codeAttemptLimits: { perAccountPerHour: number; perIpPerHour: number };
  /** Image codes (password login) one address may ask for a minute. */
  captchaPerIpPerMinute: number;
  /** Share images (/s/<kind>/<code>/image.png) one address may ask for a minute: each may cost a drawing. */
  shareImagesPerIpPerMinute: number;
  /** Requests to the whole API per address and per account each minute (issue 28 §3). */
  apiLimits: { perIpPerMinute: number; perAccountPerMinute: number };
  /** Calls of the social and one-tap sign-in routes one address may make a minute. */
  socialLoginPerIpPerMinute: number;
  logLevel: Env['LOG_LEVEL'];
  /** The built web app; served from the same port when it exists. */
  webDist: string;
  trustProxy: boolean;
  /** Keys SMS-code hashes; instances sharing Redis need the same one. Random per process by default. */
  appSecret: string;
  /** Phone numbers made operators at their first signed-in request (a stored role from then on: users.operator_since); others are granted in the console. */
  operatorMobiles: ReadonlySet<string>;
  /** Public address of the app for share links and QR codes. */
  publicUrl: string | undefined;
  /**
   * Without PUBLIC_URL, the host names a request may carry for its share links to use its
   * own address (lower-cased, no port): this machine's names and addresses by default.
   */
  allowedHosts: ReadonlySet<string>;
  /** Hosts whose pages the app may open inside itself (article/link, webview/article); lower-cased. */
  articleLinkHosts: ReadonlySet<string>;
  /** NODE_ENV=production: `npm start` sets it. */
  production: boolean;
  /**
   * Scheduled work: each job's period (an hour) and how often an instance looks for due work (a
   * minute); TEST_PERIODIC_EVERY_MS shortens both for the cluster tests and is refused in production.
   */
  periodic: { everyMs: number; tickMs: number };
  /** After SIGTERM, how long the server answers with readiness off before it closes (a load balancer's time to notice). */
  shutdownDrainMs: number;
  storage:
    | { driver: 'local' }
    | { driver: 's3'; endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string; publicBase: string };
  /** Exposes the console SMS outbox over HTTP for the browser journeys. Refused in production. */
  testOutbox: boolean;
  /**
   * How long a number waits before another code: 60 s (spec), shorter only for the browser
   * journeys (TEST_SMS_RESEND_SECONDS, refused in production).
   */
  smsResendAfterMs: number;
  /** Social and one-tap sign-in: off, the local development provider, or the real one. */
  social: {
    /** `appSecret` (QQ_APP_SECRET) lets the web app sign in through QQ's authorisation-code flow; without it, QQ is the native SDK's only. */
    qq: { mode: 'off' } | { mode: 'local' } | { mode: 'qq'; appId: string; graphUrl: string; appSecret: string | null };
    /**
     * `web`: Sign in with Apple for the web app (client_id is then a Services ID): where the
     * browser goes, where the code is exchanged, and the team's key that signs the client secret.
     */
    apple: { mode: 'off' } | { mode: 'local' } | { mode: 'apple'; clientId: string; keysUrl: string; web: AppleWebSettings | null };
    oneTap: { mode: 'off' } | { mode: 'local' } | { mode: 'umeng'; appKey: string; appCode: string; verifyUrl: string };
  };
}

export interface AppleWebSettings {
  authUrl: string;
  tokenUrl: string;
  teamId: string;
  keyId: string;
  /** PKCS #8 PEM of the key made for Sign in with Apple (ES256). */
  privateKey: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${fields}`);
  }
  const e = parsed.data;
  refuseTestSettingsInProduction(e);
  refuseUnsharedSettingsInProduction(e);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePreparedStatements: e.DATABASE_PREPARED_STATEMENTS,
    redisUrl: e.REDIS_URL,
    sms: e.SMS_PROVIDER === 'aliyun' ? aliyunSms(e) : { provider: 'console' },
    smsDailyLimitPerMobile: e.SMS_DAILY_LIMIT_PER_MOBILE,
    smsDailyLimitPerIp: e.SMS_DAILY_LIMIT_PER_IP,
    codeAttemptLimits: { perAccountPerHour: e.CODE_ATTEMPTS_PER_HOUR_PER_ACCOUNT, perIpPerHour: e.CODE_ATTEMPTS_PER_HOUR_PER_IP },
    captchaPerIpPerMinute: e.CAPTCHA_PER_IP_PER_MINUTE,
    shareImagesPerIpPerMinute: e.SHARE_IMAGES_PER_IP_PER_MINUTE,
    apiLimits: { perIpPerMinute: e.API_LIMIT_PER_IP_PER_MINUTE, perAccountPerMinute: e.API_LIMIT_PER_ACCOUNT_PER_MINUTE },
    socialLoginPerIpPerMinute: e.SOCIAL_LOGIN_PER_IP_PER_MINUTE,
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    trustProxy: e.TRUST_PROXY,
    testOutbox: e.TEST_OUTBOX,
    smsResendAfterMs: e.TEST_SMS_RESEND_SECONDS === undefined ? SMS_CODE.resendAfterMs : e.TEST_SMS_RESEND_SECONDS * 1000,
    appSecret: e.APP_SECRET ?? randomBytes(32).toString('hex'),
    operatorMobiles: new Set(e.OPERATOR_MOBILES.split(',').map((m) => m.trim()).filter(Boolean)),
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    allowedHosts: new Set((e.ALLOWED_HOSTS?.split(',') ?? ownHostNames()).map((h) => h.trim().toLowerCase()).filter(Boolean)),
    articleLinkHosts: articleLinkHosts(e),
    production: e.NODE_ENV === 'production',
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    periodic: e.TEST_PERIODIC_EVERY_MS === undefined ? { everyMs: 60 * 60_000, tickMs: 60_000 } : { everyMs: e.TEST_PERIODIC_EVERY_MS, tickMs: Math.max(50, Math.round(e.TEST_PERIODIC_EVERY_MS / 5)) },
    storage: e.STORAGE_DRIVER === 's3' ? s3Storage(e) : { driver: 'local' },
    social: socialLogin(e),
  };
}

/** Outside pages the library may link to by default: this app's own address and the sources its articles cite. */
export const DEFAULT_ARTICLE_LINK_HOSTS = ['www.nsca.com', 'www.acsm.org', 'www.who.int'] as const;

function articleLinkHosts(e: Env): Set<string> {
  const given = e.ARTICLE_LINK_HOSTS?.split(',') ?? [...(e.PUBLIC_URL ? [new URL(e.PUBLIC_URL).hostname] : []), ...DEFAULT_ARTICLE_LINK_HOSTS];
  return new Set(given.map((h) => h.trim().toLowerCase()).filter(Boolean));
}

/**
 * Settings that exist for the tests: they read every login code or shorten waits the spec
 * sets, so a production start refuses them rather than run with them.
 */
function refuseTestSettingsInProduction(e: Env): void {
  if (e.NODE_ENV !== 'production') return;
  const given = [
    ...(e.TEST_OUTBOX ? ['TEST_OUTBOX'] : []), ...(e.TEST_SMS_RESEND_SECONDS !== undefined ? ['TEST_SMS_RESEND_SECONDS'] : []),
    ...(e.TEST_PERIODIC_EVERY_MS !== undefined ? ['TEST_PERIODIC_EVERY_MS'] : []),
  ];
  if (given.length > 0) throw new Error(`Invalid configuration: ${given.join(' and ')} ${given.length > 1 ? 'are test settings' : 'is a test setting'}, refused with NODE_ENV=production`);
}

/**
 * PostgreSQL in production is how several instances share one database (issue 28), and what
 * they must then share besides is named here: without Redis each instance keeps its own codes,
 * limits and lock-outs; without APP_SECRET each hashes codes with its own random key; local
 * storage keeps a picture on one machine; without PUBLIC_URL share links fall back to the
 * address a request came in on. SINGLE_INSTANCE=true says there is one instance.
 */
function refuseUnsharedSettingsInProduction(e: Env): void {
  if (e.NODE_ENV !== 'production' || e.DATABASE_URL === undefined || e.SINGLE_INSTANCE) return;
  const missing = [
    ...(e.REDIS_URL === undefined ? ['REDIS_URL (codes, limits and lock-outs shared by the instances)'] : []),
    ...(e.APP_SECRET === undefined ? ['APP_SECRET (one key for the SMS codes of every instance)'] : []),
    ...(e.STORAGE_DRIVER !== 's3' ? ['STORAGE_DRIVER=s3 (pictures every instance can serve)'] : []),
    ...(e.PUBLIC_URL === undefined ? ['PUBLIC_URL (the address of share links and QR codes)'] : []),
  ];
  if (missing.length > 0) {
    throw new Error(`Invalid configuration: several instances on one PostgreSQL need ${missing.join(', ')}; set them, or SINGLE_INSTANCE=true if this is the only instance`);
  }
}

/**
 * The local providers let anyone sign in as any QQ, Apple or carrier account: they are the
 * default outside production, off by default in production and refused there.
 */
function socialLogin(e: Env): Config['social'] {
  const production = e.NODE_ENV === 'production';
  const modeOf = <M extends string>(name: string, given: M | undefined): M | 'local' | 'off' => {
    if (given === 'local' && production) throw new Error(`Invalid configuration: ${name}=local lets anyone sign in as anyone; it is refused with NODE_ENV=production`);
    return given ?? (production ? 'off' : 'local');
  };
  const need = (mode: string, values: Record<string, string | undefined>): Record<string, string> => {
    const missing = Object.entries(values).filter(([, v]) => !v).map(([k]) => k);
    if (missing.length > 0) throw new Error(`Invalid configuration: ${mode} needs ${missing.join(', ')}`);
    return values as Record<string, string>;
  };
  const qq = modeOf('QQ_LOGIN', e.QQ_LOGIN);
  const apple = modeOf('APPLE_LOGIN', e.APPLE_LOGIN);
  const oneTap = modeOf('ONE_TAP_LOGIN', e.ONE_TAP_LOGIN);
  return {
    qq: qq === 'qq' ? { mode: 'qq', appId: need('QQ_LOGIN=qq', { QQ_APP_ID: e.QQ_APP_ID }).QQ_APP_ID!, graphUrl: e.QQ_GRAPH_URL, appSecret: e.QQ_APP_SECRET || null } : { mode: qq },
    apple: apple === 'apple'
      ? { mode: 'apple', clientId: need('APPLE_LOGIN=apple', { APPLE_CLIENT_ID: e.APPLE_CLIENT_ID }).APPLE_CLIENT_ID!, keysUrl: e.APPLE_KEYS_URL, web: appleWeb(e) }
      : { mode: apple },
    oneTap: oneTap === 'umeng' ? umeng(e, need) : { mode: oneTap },
  };
}

/** The web flow of Sign in with Apple needs the team's key: all three settings, or none (native sign-in only). */
function appleWeb(e: Env): AppleWebSettings | null {
  const given = { APPLE_TEAM_ID: e.APPLE_TEAM_ID, APPLE_KEY_ID: e.APPLE_KEY_ID, APPLE_PRIVATE_KEY: e.APPLE_PRIVATE_KEY };
  const missing = Object.entries(given).filter(([, v]) => !v).map(([k]) => k);
  if (missing.length === 3) return null;
  if (missing.length > 0) throw new Error(`Invalid configuration: Sign in with Apple on the web needs APPLE_TEAM_ID, APPLE_KEY_ID and APPLE_PRIVATE_KEY; ${missing.join(', ')} missing`);
  // A PEM in one environment line comes with its line breaks written as \n.
  const privateKey = e.APPLE_PRIVATE_KEY!.replace(/\\n/g, '\n');
  return { authUrl: e.APPLE_AUTH_URL, tokenUrl: e.APPLE_TOKEN_URL, teamId: e.APPLE_TEAM_ID!, keyId: e.APPLE_KEY_ID!, privateKey };
}

function umeng(e: Env, need: (mode: string, values: Record<string, string | undefined>) => Record<string, string>): Config['social']['oneTap'] {
  const v = need('ONE_TAP_LOGIN=umeng', { UMENG_APP_KEY: e.UMENG_APP_KEY, UMENG_APP_CODE: e.UMENG_APP_CODE });
  return { mode: 'umeng', appKey: v.UMENG_APP_KEY!, appCode: v.UMENG_APP_CODE!, verifyUrl: e.UMENG_VERIFY_URL };
}

/** The names this machine answers to: loopback, its host name and every interface address. */
function ownHostNames(): string[] {
  const addresses = Object.values(os.networkInterfaces()).flatMap((list) => list ?? []).map((a) => (a.family === 'IPv6' ? `[${a.address}]` : a.address));
  return ['localhost', os.hostname(), ...addresses];
}

function s3Storage(e: Env): Config['storage'] {
  const { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = e;
  if (!endpoint || !bucket || !accessKeyId || !secretAccessKey) {
    throw new Error('Invalid configuration: STORAGE_DRIVER=s3 needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  const publicBase = e.S3_PUBLIC_BASE ?? `${endpoint.replace(/\/$/, '')}/${bucket}/`;
  return { driver: 's3', endpoint, bucket, region: e.S3_REGION, accessKeyId, secretAccessKey, publicBase };
}

function aliyunSms(e: Env): Config['sms'] {
  const { ALIYUN_SMS_ACCESS_KEY_ID: id, ALIYUN_SMS_ACCESS_KEY_SECRET: secret } = e;
  const { ALIYUN_SMS_SIGN_NAME: signName, ALIYUN_SMS_TEMPLATE_CODE: templateCode } = e;
  if (!id || !secret || !signName || !templateCode) {
    throw new Error('Invalid configuration: SMS_PROVIDER=aliyun needs ALIYUN_SMS_ACCESS_KEY_ID, ALIYUN_SMS_ACCESS_KEY_SECRET, ALIYUN_SMS_SIGN_NAME and ALIYUN_SMS_TEMPLATE_CODE');
  }
  return { provider: 'aliyun', accessKeyId: id, accessKeySecret: secret, signName, templateCode, endpoint: e.ALIYUN_SMS_ENDPOINT };
}
