/**
 * Test helper (not exported from the package): an in-memory transport for the page's API client.
 * `handler` answers each request with {status, data} or 'network' to simulate no response.
 */
import { loadApiClient } from './client';
import { CancelledRequest, HttpError, type HttpResponse, type SentRequest, type Transport } from './http';

// The page's client, loaded once for every test that mocks it.
const apiClient = await loadApiClient();

export interface MockReply {
  status: number;
  data?: unknown;
  /** Response headers (lower-case names). */
  headers?: Record<string, string>;
  delayMs?: number;
}

export interface RecordedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
}

export type MockHandler = (request: RecordedRequest, config: SentRequest) => MockReply | 'network';

export function installMockAdapter(handler: MockHandler): { requests: RecordedRequest[]; restore: () => void } {
  const requests: RecordedRequest[] = [];
  const previous = apiClient.defaults.transport;
  const transport: Transport = (config) =>
    new Promise<HttpResponse>((resolve, reject) => {
      const request: RecordedRequest = { method: config.method.toUpperCase(), url: config.url, headers: { ...config.headers } };
      requests.push(request);
      const reply = handler(request, config);
      const settle = () => {
        if (reply === 'network') reject(new HttpError('Network Error', config));
        else resolve({ data: reply.data ?? '', status: reply.status, statusText: String(reply.status), headers: reply.headers ?? {} });
      };
      const delay = reply === 'network' ? 0 : (reply.delayMs ?? 0);
      const timeout = config.timeout ?? 0;
      const timer =
        timeout > 0 && delay > timeout
          ? setTimeout(() => reject(new HttpError(`timeout of ${timeout}ms exceeded`, config)), timeout)
          : setTimeout(settle, delay);
      config.signal?.addEventListener?.('abort', () => {
        clearTimeout(timer);
        reject(new CancelledRequest());
      });
    });
  apiClient.defaults.transport = transport;
  return {
    requests,
    restore: () => {
      apiClient.defaults.transport = previous;
    },
  };
}
