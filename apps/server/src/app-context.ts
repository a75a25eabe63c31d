import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import type { Engine } from './db/dialect.ts';
import type { Database } from './db/schema/index.ts';
import type { CodeAttempts } from './platform/code-attempts.ts';
import type { Captchas } from './platform/captcha/index.ts';
import type { KeyValueStore } from './platform/kv/index.ts';
import type { SocialProviders } from './platform/oauth/index.ts';
import type { SmsSender } from './platform/sms/index.ts';
import type { ObjectStorage } from './platform/storage/index.ts';
import type { SmsCodes } from './platform/sms/codes.ts';
import type { Readiness } from './platform/readiness.ts';

/** What route modules are given: the composition root builds it once. */
export interface AppContext {
  config: Config;
  db: Kysely<Database>;
  engine: Engine;
  kv: KeyValueStore;
  smsSender: SmsSender;
  smsCodes: SmsCodes;
  codeAttempts: CodeAttempts;
  captchas: Captchas;
  storage: ObjectStorage;
  social: SocialProviders;
  /** Off from SIGTERM on: /readyz then answers 503. */
  readiness: Readiness;
}
