/**
 * Test helper (not exported from the package): an in-memory axios adapter for the page's API client
 * (`client.defaults.adapter`). `handler` answers each request with {status, data, headers, delayMs}
 * or 'network' for no response. It honours the request's timeout and AbortSignal as axios' browser
 * adapter does: a reply slower than the timeout rejects with axios' timeout error, an abort with
 * axios' CanceledError.
 */
import { AxiosError, AxiosHeaders, CanceledError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
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

/** A request as it was handed to the adapter: upper-case method, the whole URL, the final headers. */
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
      if (config.signal?.aborted) {
        reject(new CanceledError(undefined, undefined, config));
        return;
      }
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(AxiosHeaders.from(config.headers).toJSON())) {
        if (typeof value === 'string') headers[name] = value;
      }
      const request: RecordedRequest = { method: (config.method ?? 'get').toUpperCase(), url: apiClient.getUri(config), headers };
      requests.push(request);
      const reply = handler(request, config);
      const settle = () => {
        if (reply === 'network') {
          reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config));
          return;
        }
        const response: AxiosResponse = {
          data: reply.data ?? '',
          status: reply.status,
          statusText: String(reply.status),
          headers: AxiosHeaders.from(reply.headers ?? {}),
          config,
        };
        const validate = config.validateStatus;
        if (!validate || validate(reply.status)) resolve(response);
        else {
          const code = reply.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
          reject(new AxiosError(`Request failed with status code ${reply.status}`, code, config, null, response));
        }
      };
      const delay = reply === 'network' ? 0 : (reply.delayMs ?? 0);
      const timeout = config.timeout ?? 0;
      const timer =
        timeout > 0 && delay > timeout
          ? setTimeout(() => reject(new AxiosError(`timeout of ${timeout}ms exceeded`, AxiosError.ECONNABORTED, config)), timeout)
          : setTimeout(settle, delay);
      config.signal?.addEventListener?.('abort', () => {
        clearTimeout(timer);
        reject(new CanceledError(undefined, undefined, config));
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
