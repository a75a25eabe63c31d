import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FILE_NETWORK_ERROR_STATUS, STORAGE_REFUSED_STATUS } from './api-error.ts';
import { uploadMedia } from './media-upload.ts';
import { configureRequest } from './request.ts';

/** Just enough of XMLHttpRequest for a PUT to the storage or a multipart upload: the test plays the other end. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  timeout = 0;
  status = 0;
  responseText = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  /** What the other end does when the request is sent. */
  static answer: (xhr: FakeXhr) => void = () => undefined;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
    queueMicrotask(() => FakeXhr.answer(this));
  }
  abort() {
    this.onabort?.();
  }
  respond(httpStatus: number, text = '') {
    this.status = httpStatus;
    this.responseText = text;
    this.onload?.();
  }
}

const envelope = (data: unknown, status = 200, msg = 'ok') => new Response(JSON.stringify({ status, msg, data }), { status, headers: { 'Content-Type': 'application/json' } });
const TICKET = {
  direct: true, key: 'incoming/7/0b9d6f1e-3c2a-4b8e-9f10-2a3b4c5d6e7f.gif', method: 'PUT', expiresAt: '2026-11-26T15:00:00.000Z',
  url: 'https://storage.example.com/media/incoming/7/0b9d6f1e-3c2a-4b8e-9f10-2a3b4c5d6e7f.gif?X-Amz-Signature=abc',
  headers: { 'content-type': 'image/gif', 'content-length': '12' },
};
const CONFIRMED = { path: 'uploads/7/0b9d6f1e-3c2a-4b8e-9f10-2a3b4c5d6e7f.gif', url: 'https://cdn.example.com/uploads/7/0b9d6f1e-3c2a-4b8e-9f10-2a3b4c5d6e7f.gif' };

describe('uploadMedia', () => {
  const fetchMock = vi.fn<typeof fetch>();
  // No type from the browser: the ticket asks for the type the bytes say.
  const gif = new File(['GIF89a', 'rest!!'], 'move.gif', { type: '' });

  beforeEach(() => {
    FakeXhr.sent = [];
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    configureRequest({ getToken: () => 'tok', getLanguage: () => 'zh-Hans', errorText: (key) => `text:${key}`, showError: () => undefined, onUnauthorized: () => undefined });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  const bodyOf = (call: number) => JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body)) as unknown;
  const urlOf = (call: number) => String(fetchMock.mock.calls[call]?.[0]);

  it('with a ticket: PUTs the file to the storage with the signed headers, then confirms its key', async () => {
    fetchMock.mockResolvedValueOnce(envelope(TICKET)).mockResolvedValueOnce(envelope(CONFIRMED));
    FakeXhr.answer = (xhr) => {
      xhr.upload.onprogress?.({ lengthComputable: true, loaded: 6, total: 12 });
      xhr.respond(200);
    };
    const progress: number[] = [];
    await expect(uploadMedia('gif', gif, { onProgress: (p) => progress.push(p) })).resolves.toEqual(CONFIRMED);

    expect(urlOf(0)).toBe('/api-training/mp/training/action/upload/ticket');
    expect(bodyOf(0)).toEqual({ kind: 'gif', contentType: 'image/gif', size: 12 });
    const [put] = FakeXhr.sent;
    expect([put?.method, put?.url]).toEqual(['PUT', TICKET.url]);
    // The browser sets Content-Length itself; the signed type goes as given; no token goes to the storage.
    expect(put?.headers).toEqual({ 'content-type': 'image/gif' });
    expect(put?.body).toBe(gif);
    expect(progress).toEqual([50, 100]);
    expect(urlOf(1)).toBe('/api-training/mp/training/action/upload/confirm');
    expect(bodyOf(1)).toEqual({ key: TICKET.key, kind: 'gif' });
  });

  it('without one (local storage): the multipart upload through the API, as before', async () => {
    fetchMock.mockResolvedValueOnce(envelope({ direct: false }));
    FakeXhr.answer = (xhr) => xhr.respond(200, JSON.stringify({ status: 200, msg: 'ok', data: CONFIRMED }));
    await expect(uploadMedia('gif', gif)).resolves.toEqual(CONFIRMED);
    const [multipart] = FakeXhr.sent;
    expect([multipart?.method, multipart?.url]).toEqual(['POST', '/api-training/mp/training/action/upload?kind=gif']);
    expect((multipart?.body as FormData).get('file')).toBeInstanceOf(Blob);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a PUT the storage refuses is not confirmed, and leaves the words to the caller', async () => {
    fetchMock.mockResolvedValueOnce(envelope(TICKET));
    FakeXhr.answer = (xhr) => xhr.respond(403, '<Error><Code>SignatureDoesNotMatch</Code></Error>');
    await expect(uploadMedia('gif', gif)).rejects.toMatchObject({ status: STORAGE_REFUSED_STATUS, msg: '' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a connection lost during the PUT is 602001 (spec §8)', async () => {
    fetchMock.mockResolvedValueOnce(envelope(TICKET));
    FakeXhr.answer = (xhr) => xhr.onerror?.();
    await expect(uploadMedia('gif', gif)).rejects.toMatchObject({ status: FILE_NETWORK_ERROR_STATUS, msg: 'text:serviceError' });
  });

  it("the server's refusals (ticket or confirmation) keep its words", async () => {
    fetchMock.mockResolvedValueOnce(envelope(null, 413, 'gif 上传失败'));
    await expect(uploadMedia('gif', gif)).rejects.toMatchObject({ status: 413, msg: 'gif 上传失败' });
    expect(FakeXhr.sent).toEqual([]);

    fetchMock.mockResolvedValueOnce(envelope(TICKET)).mockResolvedValueOnce(envelope(null, 400, 'gif 上传失败'));
    FakeXhr.answer = (xhr) => xhr.respond(200);
    await expect(uploadMedia('gif', gif)).rejects.toMatchObject({ status: 400, msg: 'gif 上传失败' });
  });
});
