import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import pino from 'pino';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from './app-context.ts';
import type { Config } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/dialect.ts';
import { actionRoutes } from './modules/action/routes.ts';
import { articleRoutes } from './modules/article/index.ts';
import { coachingRoutes } from './modules/coaching/index.ts';
import { consoleRoutes } from './modules/console/index.ts';
import { dictionaryRoutes } from './modules/dictionary/routes.ts';
import { feedbackRoutes } from './modules/feedback/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { loginRoutes } from './modules/login/routes.ts';
import { notificationRoutes } from './modules/notification/index.ts';
import { planRoutes } from './modules/plan/routes.ts';
import { followStandingPlans } from './modules/plan/index.ts';
import { seriesRoutes } from './modules/series/routes.ts';
import { onMembershipChange } from './modules/squad/index.ts';
import { squadRoutes } from './modules/squad/routes.ts';
import { statisticsRoutes } from './modules/statistics/routes.ts';
import { syncRoutes } from './modules/sync/routes.ts';
import { trainingRoutes } from './modules/training/routes.ts';
import { recordRoutes } from './modules/record/routes.ts';
import { recordIoRoutes } from './modules/record-io/index.ts';
import { searchRoutes } from './modules/search/routes.ts';
import { sharePageRoutes } from './modules/share-page/index.ts';
import { progressRoutes } from './modules/progress/index.ts';
import { userRoutes } from './modules/user/routes.ts';
import { authenticate } from './platform/access/authenticate.ts';
import { CaptchaOutbox, captchas, svgCaptchaImages, type CaptchaImages } from './platform/captcha/index.ts';
import { installApiDocs } from './platform/api-docs.ts';
import { envelopeOf, ok } from './platform/envelope.ts';
import { answerClientError, installErrorHandling } from './platform/error-handler.ts';
import { codeAttempts } from './platform/code-attempts.ts';
import { deleteExpiredKeys } from './platform/idempotency.ts';
import { startPeriodicWork, type PeriodicJob } from './platform/periodic.ts';
import { installApiLimits } from './platform/api-limits.ts';
import { refuseUnstorableText } from './platform/input-text.ts';
import { installResponseHeaders } from './platform/http-security.ts';
import { openKeyValueStore, type KeyValueStore } from './platform/kv/index.ts';
import { createSocialProviders, type SocialProviders } from './platform/oauth/index.ts';
import { ConsoleSmsSender, createSmsSender, type SmsSender } from './platform/sms/index.ts';
import { neverThrowing, requestLogFields } from './platform/log-privacy.ts';
import type { LogSink } from './platform/log-sink.ts';
import { contractRoutes } from './platform/serve.ts';
import { smsCodes } from './platform/sms/codes.ts';
import { installWebApp, installLocalFiles } from './platform/web-app.ts';
import { installCompression } from './platform/compression.ts';
import { openObjectStorage, LocalStorage, S3Storage, type ObjectStorage } from './platform/storage/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

/**
 * The work that runs on a schedule, once per period across all instances (platform/periodic.ts).
 * A job added here (rollup rebuilds, reminders, the sessions of standing plans for new days)
 * runs once per period however many instances there are.
 */
function periodicJobs(config: Config): PeriodicJob[] {
  return [
    { name: 'expired-idempotency-keys', everyMs: config.periodic.everyMs, run: async (db) => ({ deleted: await deleteExpiredKeys(db) }) },
  ];
}

// Standing team and tag plans follow membership: the one place the two areas meet (plan → squad, never back).
onMembershipChange(followStandingPlans);

/** Log levels that show info lines. */
const INFO_OR_MORE = new Set<Config['logLevel']>(['trace', 'debug', 'info']);

/** Parts a test or a benchmark may hand in instead of the ones the config describes. */
export interface AppParts {
  database?: DatabaseHandle;
  kv?: KeyValueStore;
  smsSender?: SmsSender;
  storage?: ObjectStorage;
  /** Draws the image codes of the password login (svg-captcha by default). */
  captchaImages?: CaptchaImages;
  /** Records each image code's answer for the tests (made by itself with TEST_OUTBOX). */
  captchaOutbox?: CaptchaOutbox;
  /** Keys SMS-code hashes; share one between instances that share Redis. */
  secret?: string;
  /** Social and one-tap providers instead of those of `config.social` (tests point real adapters at their own servers). */
  social?: Partial<SocialProviders>;
  /** Where log lines go: main.ts gives a sink that cannot stall the process; tests read them. */
  logStream?: Pick<LogSink, 'write'>;
}

/**
 * The composition root: builds the app from its config without side effects on import.
 * The caller migrates the database (main.ts, tests) and decides when to listen.
 */
export async function buildApp(config: Config, parts: AppParts = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(parts.logStream ? { stream: parts.logStream } : {}),
      serializers: {
        req: neverThrowing(requestLogFields, { unloggable: true }),
        res: neverThrowing((reply: { statusCode: number }) => ({ statusCode: reply.statusCode }), { unloggable: true }),
        err: neverThrowing(pino.stdSerializers.err, { type: 'Unloggable', message: 'the error could not be logged', stack: '' }),
      },
    },
    clientErrorHandler: (error, socket) => {
      try {
        answerClientError(error, socket);
      } catch {
        socket.destroy();
      }
    },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: config.trustProxy,
    forceCloseConnections: 'idle',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('actor', null);

  const onConnectionError = (err: unknown) => app.log.error({ err }, 'a database or cache connection failed');
  const database = parts.database ?? openDatabase({ databaseUrl: config.databaseUrl, preparedStatements: config.databasePreparedStatements, sqliteFile: path.join(config.dataDir, 'repwise.db'), onPoolError: onConnectionError });
  const kv = parts.kv ?? openKeyValueStore(config.redisUrl, onConnectionError);
  // The console provider's codes are for a person at the terminal: a plain line of their own,
  // not a field of a JSON log line to dig out; printed when the log level shows info lines.
  const smsSender = parts.smsSender ?? createSmsSender(config.sms, (line) => {
    if (INFO_OR_MORE.has(config.logLevel)) (parts.logStream ?? process.stdout).write(`\n    ${line}\n\n`);
  });
  const captchaOutbox = parts.captchaOutbox ?? (config.testOutbox ? new CaptchaOutbox() : undefined);
  const secret = parts.secret ?? config.appSecret;
  const ctx: AppContext = {
    config,
    db: database.db,
    engine: database.engine,
    kv,
    smsSender,
    storage: parts.storage ?? openObjectStorage(config),
    smsCodes: smsCodes({
      store: kv,
      sender: smsSender,
      secret,
      limits: { dailyPerMobile: config.smsDailyLimitPerMobile, dailyPerIp: config.smsDailyLimitPerIp, resendAfterMs: config.smsResendAfterMs },
    }),
    codeAttempts: codeAttempts(kv, config.codeAttemptLimits),
    social: { ...createSocialProviders(config.social, secret), ...parts.social },
    captchas: captchas({
      store: kv, images: parts.captchaImages ?? svgCaptchaImages, secret, perIpPerMinute: config.captchaPerIpPerMinute, ...(captchaOutbox ? { outbox: captchaOutbox } : {}),
    }),
    readiness: { draining: false },
  };
  app.decorate('ctx', ctx);
  // Keep-alive sockets of requests that were in flight at close become idle only after
  // their answer; closing them as they do lets shutdown finish without waiting for timeouts.
  app.addHook('preClose', (done) => {
    const sweeper = setInterval(() => app.server.closeIdleConnections(), 100).unref();
    app.server.once('close', () => clearInterval(sweeper));
    done();
  });
  // Scheduled work starts when the server listens (after main.ts has migrated and seeded);
  // tests that only inject requests run none.
  let periodic: ReturnType<typeof startPeriodicWork> | undefined;
  app.addHook('onListen', async () => {
    periodic = startPeriodicWork(ctx.db, periodicJobs(config), { tickMs: config.periodic.tickMs, log: app.log });
  });
  app.addHook('onClose', async () => {
    await periodic?.stop();
    await kv.close();
    await database.db.destroy();
  });

  installErrorHandling(app);
  installApiLimits(app, kv, config.apiLimits);
  await installCompression(app);
  refuseUnstorableText(app);
  installResponseHeaders(app, config.articleLinkHosts, {
    uploads: ctx.storage instanceof S3Storage ? [ctx.storage.uploadOrigin] : [],
    media: /^https?:\/\//.test(ctx.storage.publicBase) ? [new URL(ctx.storage.publicBase).origin] : [],
  });
  await installApiDocs(app);

  const routes = contractRoutes(app, authenticate(ctx.db, config.operatorMobiles), ctx.storage.publicBase);
  healthRoutes(routes.serve, ctx);
  loginRoutes(routes.serve, ctx);
  dictionaryRoutes(routes.serve);
  userRoutes(routes.serve, ctx);
  statisticsRoutes(routes.serve, ctx);
  feedbackRoutes(routes.serve, ctx);
  await actionRoutes(app, routes.serve, ctx);
  seriesRoutes(routes.serve, ctx);
  squadRoutes(routes.serve, ctx);
  planRoutes(routes.serve, ctx);
  trainingRoutes(routes.serve, ctx);
  coachingRoutes(routes.serve, ctx);
  recordRoutes(routes.serve, ctx);
  recordIoRoutes(routes.serve, ctx);
  searchRoutes(routes.serve, ctx);
  progressRoutes(routes.serve, ctx);
  syncRoutes(routes.serve, ctx);
  notificationRoutes(routes.serve, ctx);
  articleRoutes(routes.serve, ctx);
  consoleRoutes(routes.serve, ctx);
  routes.ready();
  // Documents and pictures for people and link previews, outside the contract (see the module).
  sharePageRoutes(app, ctx);

  if (config.testOutbox && smsSender instanceof ConsoleSmsSender) {
    app.withTypeProvider<ZodTypeProvider>().get('/__test__/sms-outbox', { schema: { hide: true, querystring: z.object({ mobile: z.string() }), response: { 200: envelopeOf(z.object({ code: z.string().nullable() })) } } },
      async (req) => ok({ code: smsSender.lastCodeFor(req.query.mobile) ?? null }));
    app.withTypeProvider<ZodTypeProvider>().get('/__test__/captcha-answer', { schema: { hide: true, querystring: z.object({ key: z.string() }), response: { 200: envelopeOf(z.object({ answer: z.string().nullable() })) } } },
      async (req) => ok({ answer: captchaOutbox?.answerOf(req.query.key) ?? null }));
  }

  if (ctx.storage instanceof LocalStorage) await installLocalFiles(app, ctx.storage);
  await installWebApp(app, config.webDist);
  return app;
}
