import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { AliyunSmsSender, signRpcRequest } from './aliyun-sender.ts';

describe('Alibaba Cloud RPC signature', () => {
  it('reproduces the signature of the provider documentation example', () => {
    const params = {
      AccessKeyId: 'testId', Action: 'SendSms', Format: 'XML', OutId: '123', PhoneNumbers: '15300000001',
      RegionId: 'cn-hangzhou', SignName: '阿里云短信测试专用', SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466', SignatureVersion: '1.0',
      TemplateCode: 'SMS_71390007', TemplateParam: '{"customer":"test"}', Timestamp: '2017-07-12T02:42:19Z',
      Version: '2017-05-25',
    };
    expect(signRpcRequest('GET', params, 'testSecret')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
  });
});

describe('AliyunSmsSender over HTTP', () => {
  let server: http.Server | undefined;
  afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

  async function gateway(answer: object): Promise<{ url: string; seen: URL[] }> {
    const seen: URL[] = [];
    server = http.createServer((req, res) => {
      seen.push(new URL(req.url ?? '/', 'http://x'));
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(answer));
    });
    await new Promise<void>((r) => server!.listen(0, '127.0.0.1', () => r()));
    return { url: `http://127.0.0.1:${(server!.address() as AddressInfo).port}/`, seen };
  }

  const options = { accessKeyId: 'id', accessKeySecret: 'secret', signName: 'Repwise', templateCode: 'SMS_1' };

  it('sends a signed request the gateway can verify', async () => {
    const { url, seen } = await gateway({ Code: 'OK' });
    await new AliyunSmsSender({ ...options, endpoint: url }).send('+447700900123', '123456');
    const params = Object.fromEntries(seen[0]!.searchParams);
    expect(params.PhoneNumbers).toBe('00447700900123');
    expect(JSON.parse(params.TemplateParam!)).toEqual({ code: '123456' });
    const { Signature, ...signed } = params;
    expect(Signature).toBe(signRpcRequest('GET', signed, 'secret'));
  });

  it('fails when the gateway refuses', async () => {
    const { url } = await gateway({ Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: 'limit' });
    await expect(new AliyunSmsSender({ ...options, endpoint: url }).send('13812345678', '1')).rejects.toThrow(/BUSINESS_LIMIT_CONTROL/);
  });
});
