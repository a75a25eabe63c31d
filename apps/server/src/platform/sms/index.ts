import type { Config } from '../../config.ts';
import { AliyunSmsSender } from './aliyun-sender.ts';
import { ConsoleSmsSender } from './console-sender.ts';
import type { SmsSender } from './sms-sender.ts';

export type { SmsSender } from './sms-sender.ts';
export { ConsoleSmsSender } from './console-sender.ts';

export function createSmsSender(sms: Config['sms'], log: (line: string) => void): SmsSender {
  if (sms.provider === 'aliyun') return new AliyunSmsSender(sms);
  return new ConsoleSmsSender(log);
}
