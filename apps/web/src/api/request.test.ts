import type { ActionPage, UserDto } from '@repwise/contracts';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { REQUEST_TIMEOUT_MS } from '../base/constants.ts';
import { ABORT_STATUS, ApiError, FILE_NETWORK_ERROR_STATUS, NETWORK_ERROR_STATUS } from './api-error.ts';
import { api, configureRequest, fetchFile, filenameOf, upload } from './request.ts';

const TEXTS = { loginExpired: 'login expired', serverError: 'server error', serviceError: 'service error' };

function jsonResponse(httpStatus: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status: httpStatus, headers: { 'Content-Type': 'application/json' } });
}

describe('request', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const showError = vi.fn<(message: string) => void>();
  const onUnauthorized = vi.fn<() => void>();
  let token: string | null = 'tok-1';

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    token = 'tok-1';
    configureRequest({
      getToken: () => token,
      getLanguage: () => 'zh-Hans',
      getGroupId: () => '5',
      errorText: (key) => TEXTS[key],
      showError,
      onUnauthorized,
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    fetchMock.mockReset();
    showError.mockReset();
    onUnauthorized.mockReset();
  });

  it('resolves the data of a 200 body and sends token, language and query', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { status: 200, msg: 'ok', data: { id: 7 } }));
    await expect(api('user.getInfo', { query: { id: 7 } })).resolves.toEqual({ id: 7 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api-training/mp/training/user/getInfo?id=7');
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
    expect(init?.headers).toMatchObject({ token: 'tok-1', 'Accept-Language': 'zh-Hans', groupId: '5' });
  });

  it('takes method and path from the route and leaves absent values out of the query', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { status: 200, msg: 'ok', data: { list: [], next: null, total: 0 } }));
    await api('action.list', { query: { scope: 'mine', keyword: undefined, size: 20, withTotal: true } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api-training/mp/training/action/list?scope=mine&size=20&withTotal=true');
    expect(init?.method).toBe('GET');
  });

  it('is typed by the contract: answers, required parts and parts a route does not take', () => {
    expectTypeOf(api<'user.getInfo'>).returns.resolves.toEqualTypeOf<UserDto>();
    expectTypeOf(api<'action.list'>).returns.resolves.toEqualTypeOf<ActionPage>();
    const typeOnly = () => {
      // @ts-expect-error action.get needs the id
      void api('action.get');
      // @ts-expect-error action.get takes no body
      void api('action.get', { query: { id: 1 }, body: {} });
      // @ts-expect-error login.sms needs a body with the code
      void api('login.sms', { body: { mobile: '13812345678' } });
    };
    expect(typeOnly).toBeTypeOf('function');
  });

  it('resolves a 201 body and posts JSON', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { status: 201, msg: 'created', data: 'x' }));
    await expect(api('login.sms', { body: { mobile: '13812345678', code: '123456' } })).resolves.toBe('x');
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe('{"mobile":"13812345678","code":"123456"}');
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(init?.headers).not.toHaveProperty('Idempotency-Key');
  });

  it('sends the idempotency key of a create', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { status: 200, msg: 'ok', data: 1 }));
    await api('action.create', { body: { type: 'strength', equipment: 'barbell', primaryMuscles: ['chest'] }, idempotencyKey: 'key-123456789' });
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({ 'Idempotency-Key': 'key-123456789' });
  });

  it('rejects a body status 400 with its msg and shows nothing itself', async () => {
    fetchMock.mockResolvedValue(jsonResponse(400, { status: 400, msg: 'Invitation code error', data: null }));
    const error = await api('user.updateInfo', { body: { inviteCode: 'WRONG' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, msg: 'Invitation code error' });
    expect(showError).not.toHaveBeenCalled();
  });

  it('rejects a 200 answer whose body status is not a success', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { status: 300, msg: 'nope', data: null }));
    await expect(api('user.getInfo')).rejects.toMatchObject({ status: 300, msg: 'nope' });
  });

  it('on HTTP 401 tells the person and logs out', async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { status: 401, msg: 'unauthorised', data: null }));
    await expect(api('user.getInfo')).rejects.toMatchObject({ status: 401 });
    expect(showError).toHaveBeenCalledWith('login expired');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not log out again for a 401 on a token that is already gone', async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { status: 401, msg: 'unauthorised', data: null }));
    token = null;
    await expect(api('user.logout', { token: 'old' })).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('shows the server error text on HTTP 500 and the body msg on 502', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(500, { status: 500, msg: 'boom', data: null }));
    await expect(api('user.getInfo')).rejects.toMatchObject({ status: 500 });
    expect(showError).toHaveBeenLastCalledWith('server error');
    fetchMock.mockResolvedValueOnce(jsonResponse(502, { status: 502, msg: 'SMS gateway down', data: null }));
    await expect(api('user.getInfo')).rejects.toMatchObject({ status: 502 });
    expect(showError).toHaveBeenLastCalledWith('SMS gateway down');
  });

  it('rejects with the service error text when the network fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api('user.getInfo')).rejects.toMatchObject({ status: NETWORK_ERROR_STATUS, msg: 'service error' });
  });

  it('aborts after the request timeout', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const pending = api('user.getInfo').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toMatchObject({ status: NETWORK_ERROR_STATUS, msg: 'service error' });
  });

  it("abandons the call with the caller's signal: the fetch is aborted and the call rejects quietly with the abort code", async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const controller = new AbortController();
    const pending = api('user.getInfo', { signal: controller.signal }).catch((e: unknown) => e);
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    controller.abort();
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
    await expect(pending).resolves.toMatchObject({ status: ABORT_STATUS });
    expect(showError).not.toHaveBeenCalled();
  });

  it('does not even start a call whose signal is already aborted', async () => {
    fetchMock.mockImplementation((_url, init) => (init?.signal?.aborted ? Promise.reject(new DOMException('Aborted', 'AbortError')) : Promise.resolve(jsonResponse(200, { status: 200, msg: '', data: {} }))));
    await expect(api('user.getInfo', { signal: AbortSignal.abort() })).rejects.toMatchObject({ status: ABORT_STATUS });
  });
});

/** Just enough of XMLHttpRequest to drive upload(): the test plays the server. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  timeout = 0;
  status = 0;
  responseText = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  respond(httpStatus: number, body: unknown) {
    this.status = httpStatus;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

function lastXhr(): FakeXhr {
  if (!FakeXhr.last) throw new Error('no upload was sent');
  return FakeXhr.last;
}

describe('upload', () => {
  const showError = vi.fn<(message: string) => void>();
  const onUnauthorized = vi.fn<() => void>();
  const file = new Blob(['GIF89a'], { type: 'image/gif' });

  beforeEach(() => {
    FakeXhr.last = null;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    configureRequest({ getToken: () => 'tok-9', getLanguage: () => 'en', getGroupId: () => '5', errorText: (key) => TEXTS[key], showError, onUnauthorized });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    showError.mockReset();
    onUnauthorized.mockReset();
  });

  it('posts the file as multipart with token and language, reports progress and resolves the data', async () => {
    const progress: number[] = [];
    const pending = upload('action.upload', {
      query: { kind: 'gif' },
      file,
      fileName: 'move.gif',
      onProgress: (p) => progress.push(p),
    });
    const xhr = lastXhr();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api-training/mp/training/action/upload?kind=gif');
    expect(xhr.timeout).toBe(REQUEST_TIMEOUT_MS);
    expect(xhr.headers).toEqual({ token: 'tok-9', 'Accept-Language': 'en', groupId: '5' });
    const sent = xhr.body?.get('file');
    expect(sent).toBeInstanceOf(Blob);
    expect((sent as File).name).toBe('move.gif');
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 3, total: 6 });
    xhr.respond(200, { status: 200, msg: 'ok', data: { path: 'uploads/1/x.gif' } });
    await expect(pending).resolves.toEqual({ path: 'uploads/1/x.gif' });
    expect(progress).toEqual([50, 100]);
  });

  it('rejects a refused file with the server msg and leaves the words to the caller', async () => {
    const pending = upload('action.upload', { query: { kind: 'gif' }, file, fileName: 'a.gif' });
    lastXhr().respond(413, { status: 413, msg: 'gif upload failed', data: null });
    await expect(pending).rejects.toMatchObject({ status: 413, msg: 'gif upload failed' });
    expect(showError).not.toHaveBeenCalled();
  });

  it('ends the session on 401 like request()', async () => {
    const pending = upload('action.upload', { query: { kind: 'gif' }, file, fileName: 'a.gif' });
    lastXhr().respond(401, { status: 401, msg: 'unauthorised', data: null });
    await expect(pending).rejects.toBeInstanceOf(ApiError);
    expect(showError).toHaveBeenCalledWith('login expired');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('answers 602001 on a network failure, 5 on a timeout (spec §8) and the abort code when cancelled', async () => {
    const failed = upload('action.upload', { query: { kind: 'gif' }, file, fileName: 'a.gif' });
    lastXhr().onerror?.();
    await expect(failed).rejects.toMatchObject({ status: FILE_NETWORK_ERROR_STATUS, msg: 'service error' });

    const slow = upload('action.upload', { query: { kind: 'gif' }, file, fileName: 'a.gif' });
    lastXhr().ontimeout?.();
    await expect(slow).rejects.toMatchObject({ status: NETWORK_ERROR_STATUS, msg: 'service error' });

    const controller = new AbortController();
    const cancelled = upload('action.upload', { query: { kind: 'gif' }, file, fileName: 'a.gif', signal: controller.signal });
    controller.abort();
    await expect(cancelled).rejects.toMatchObject({ status: ABORT_STATUS });
  });

  it('sends text fields ahead of the file, where the server reads them', () => {
    void upload('record.import', {
      query: { source: 'strong', dryRun: true },
      file: new Blob(['Date,Exercise Name'], { type: 'text/csv' }),
      fileName: 'strong.csv',
      fields: { mapping: '[]', weightUnit: 'lbs' },
    });
    const xhr = lastXhr();
    expect(xhr.url).toBe('/api-training/mp/record/import?source=strong&dryRun=true');
    expect([...(xhr.body?.keys() ?? [])]).toEqual(['mapping', 'weightUnit', 'file']);
    expect(xhr.body?.get('weightUnit')).toBe('lbs');
  });
});

describe('fetchFile', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const showError = vi.fn<(message: string) => void>();
  const onUnauthorized = vi.fn<() => void>();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    configureRequest({ getToken: () => 'tok-3', getLanguage: () => 'en', errorText: (key) => TEXTS[key], showError, onUnauthorized });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    showError.mockReset();
    onUnauthorized.mockReset();
  });

  it('answers the attachment and its name, asked with the token', async () => {
    fetchMock.mockResolvedValue(new Response('Workout #,Date\n', { status: 200, headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="repwise-2026-11-26.csv"' } }));
    const file = await fetchFile('record.export', { query: { format: 'csv' } });
    expect(file.filename).toBe('repwise-2026-11-26.csv');
    await expect(file.blob.text()).resolves.toBe('Workout #,Date\n');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api-training/mp/record/export?format=csv');
    expect(init?.method).toBe('GET');
    expect(init?.headers).toMatchObject({ token: 'tok-3', 'Accept-Language': 'en' });
  });

  it('rejects a refusal in the envelope with its msg, and a 401 ends the session', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(400, { status: 400, msg: 'format: invalid', data: null }));
    await expect(fetchFile('record.export', { query: { format: 'csv' } })).rejects.toMatchObject({ status: 400, msg: 'format: invalid' });
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { status: 401, msg: 'unauthorised', data: null }));
    await expect(fetchFile('record.export', { query: { format: 'json' } })).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('rejects an answer that is not an attachment, and a network failure', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { status: 200, msg: 'ok', data: {} }));
    await expect(fetchFile('record.export', { query: { format: 'json' } })).rejects.toMatchObject({ msg: 'service error' });
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    await expect(fetchFile('record.export', { query: { format: 'json' } })).rejects.toMatchObject({ status: FILE_NETWORK_ERROR_STATUS, msg: 'service error' });
  });
});

describe('filenameOf', () => {
  it('reads the UTF-8 name first, then the quoted or bare one', () => {
    expect(filenameOf('attachment; filename="a.csv"; filename*=UTF-8\'\'%E8%AE%AD%E7%BB%83.csv')).toBe('训练.csv');
    expect(filenameOf('attachment; filename="repwise.json"')).toBe('repwise.json');
    expect(filenameOf('attachment; filename=repwise.csv')).toBe('repwise.csv');
    expect(filenameOf('attachment')).toBeNull();
    expect(filenameOf(null)).toBeNull();
  });
});
