import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { answerRefusal, api, ApiRequestError, NETWORK_ERROR_MESSAGE } from './api-client';

function stubFetch(response: Response | Error) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('api client', () => {
  it('turns a {code, message} error body into an ApiRequestError', async () => {
    stubFetch(json({ code: 'username_taken', message: 'Username already taken. Please choose another one.' }, 409));
    const error = await api.post('/api/profile', { username: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 409, code: 'username_taken', message: 'Username already taken. Please choose another one.' });
  });

  it('gives a readable error when the body is not an API error', async () => {
    stubFetch(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(api.get('/api/site')).rejects.toMatchObject({ status: 502, code: 'request_failed' });
  });

  it('sends X-Requested-With, JSON and same-origin credentials on a POST', async () => {
    const fetchMock = stubFetch(json({ ok: true }));
    await api.post('/api/things', { name: 'a' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    const headers = new Headers(init?.headers);
    expect(url).toBe('/api/things');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(headers.get('X-Requested-With')).toBe('fetch');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe(JSON.stringify({ name: 'a' }));
  });

  it('does not send X-Requested-With on a GET', async () => {
    const fetchMock = stubFetch(json({ ok: true }));
    await api.get('/api/site');
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has('X-Requested-With')).toBe(false);
  });

  it('validates the answer with a schema', async () => {
    stubFetch(json({ title: 42 }));
    await expect(api.get('/api/x', { schema: z.object({ title: z.string() }) })).rejects.toMatchObject({ code: 'invalid_response' });
  });

  it('turns a network failure into a readable message', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    await expect(api.get('/api/site')).rejects.toMatchObject({ status: 0, code: 'network_error', message: NETWORK_ERROR_MESSAGE });
  });

  it('returns undefined for an empty 204 answer', async () => {
    stubFetch(new Response(null, { status: 204 }));
    await expect(api.delete('/api/things/1')).resolves.toBeUndefined();
  });

  it('sends a refused request again, once, after the page answered the refusal', async () => {
    const refusal = () => json({ code: 'passkey_check_required', message: 'Confirm it is you with your passkey to continue.' }, 403);
    const fetchMock = vi.fn(async () => refusal());
    fetchMock.mockImplementationOnce(async () => refusal()).mockImplementationOnce(async () => json({ ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    const answer = vi.fn(async () => true);
    const stop = answerRefusal('passkey_check_required', answer);
    await expect(api.get('/api/admin/things')).resolves.toEqual({ ok: true });
    expect(answer).toHaveBeenCalledTimes(1);

    // Refused again after the answer: that refusal is the result.
    fetchMock.mockImplementation(async () => refusal());
    await expect(api.get('/api/admin/things')).rejects.toMatchObject({ status: 403, code: 'passkey_check_required' });
    stop();
    answer.mockClear();
    await expect(api.get('/api/admin/things')).rejects.toMatchObject({ code: 'passkey_check_required' });
    expect(answer).not.toHaveBeenCalled();
  });
});
