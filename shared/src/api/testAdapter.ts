/**
 * Test helper (not exported from the package): an in-memory axios adapter.
 * `handler` answers each request with {status, data} or throws 'network' to simulate no response.
 */
import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { loadApiClient } from './client';

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

export type MockHandler = (request: RecordedRequest, config: InternalAxiosRequestConfig) => MockReply | 'network';

export function installMockAdapter(handler: MockHandler): { requests: RecordedRequest[]; restore: () => void } {
  const requests: RecordedRequest[] = [];
  const previous = apiClient.defaults.adapter;
  const adapter: AxiosAdapter = (config) =>
    new Promise<AxiosResponse>((resolve, reject) => {
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(AxiosHeaders.from(config.headers).toJSON())) {
        if (typeof v === 'string') headers[k] = v;
      }
      const request: RecordedRequest = {
        method: (config.method ?? 'get').toUpperCase(),
        url: apiClient.getUri(config),
        headers,
      };
      requests.push(request);
      const reply = handler(request, config);
      const settle = () => {
        if (reply === 'network') {
          reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config));
          return;
        }
        const response: AxiosResponse = {
          data: reply.data,
          status: reply.status,
          statusText: String(reply.status),
          headers: reply.headers ?? {},
          config,
        };
        if (reply.status >= 200 && reply.status < 300) resolve(response);
        else
          reject(
            new AxiosError(
              `Request failed with status code ${reply.status}`,
              reply.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
              config,
              null,
              response,
            ),
          );
      };
      const delay = reply === 'network' ? 0 : (reply.delayMs ?? 0);
      const timeout = config.timeout ?? 0;
      const timer =
        timeout > 0 && delay > timeout
          ? setTimeout(() => reject(new AxiosError(`timeout of ${timeout}ms exceeded`, AxiosError.ECONNABORTED, config)), timeout)
          : setTimeout(settle, delay);
      config.signal?.addEventListener?.('abort', () => {
        clearTimeout(timer);
        reject(new AxiosError('aborted', AxiosError.ERR_CANCELED, config));
      });
    });
  apiClient.defaults.adapter = adapter;
  return {
    requests,
    restore: () => {
      apiClient.defaults.adapter = previous;
    },
  };
}
