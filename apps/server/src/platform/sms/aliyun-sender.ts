import { createHmac, randomUUID } from 'node:crypto';
import type { SmsSender } from './sms-sender.ts';

export interface AliyunSmsOptions {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  /** A template with one variable named `code`. */
  templateCode: string;
  endpoint: string;
  fetch?: typeof fetch;
}

/** RFC 3986 encoding as Alibaba Cloud's RPC signature wants it. */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Signature version 1.0 (HMAC-SHA1) of Alibaba Cloud's RPC-style APIs. */
export function signRpcRequest(method: 'GET' | 'POST', params: Record<string, string>, accessKeySecret: string): string {
  const canonical = Object.keys(params)
    .sort()
    .map((k) => `${percentEncode(k)}=${percentEncode(params[k] ?? '')}`)
    .join('&');
  const stringToSign = `${method}&${percentEncode('/')}&${percentEncode(canonical)}`;
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign).digest('base64');
}

/** Mainland numbers go as they are; other countries as 00 + country code (the API's form). */
function toAliyunNumber(mobile: string): string {
  return mobile.startsWith('+') ? `00${mobile.slice(1)}` : mobile;
}

/** Alibaba Cloud SMS (Dysmsapi SendSms, API version 2017-05-25). */
export class AliyunSmsSender implements SmsSender {
  constructor(private readonly options: AliyunSmsOptions) {}

  async send(mobile: string, code: string): Promise<void> {
    const o = this.options;
    const params: Record<string, string> = {
      AccessKeyId: o.accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: toAliyunNumber(mobile),
      RegionId: 'cn-hangzhou',
      SignName: o.signName,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: randomUUID(),
      SignatureVersion: '1.0',
      TemplateCode: o.templateCode,
      TemplateParam: JSON.stringify({ code }),
      Timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
      Version: '2017-05-25',
    };
    const signature = signRpcRequest('GET', params, o.accessKeySecret);
    const query = Object.entries({ Signature: signature, ...params })
      .map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`)
      .join('&');
    const response = await (o.fetch ?? fetch)(`${o.endpoint}?${query}`, { signal: AbortSignal.timeout(10_000) });
    const body = (await response.json().catch(() => ({}))) as { Code?: string; Message?: string };
    if (!response.ok || body.Code !== 'OK') {
      throw new Error(`Aliyun SMS refused: ${body.Code ?? response.status} ${body.Message ?? ''}`.trim());
    }
  }
}
