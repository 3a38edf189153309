/**
 * The one way the browser calls the vendor API: a route object of the contract
 * (`@vd/contract/routes`) and its input. The method, the path and the service base URL come from the
 * route, the query, path parameters, body and answer types from its schema, so no URL is written
 * outside the contract (a test in `scripts/` fails on one). Requests go through the page's one axios
 * instance (session headers, single-flight refresh, error mapping: `./client`).
 */
import { routePath, type Route, type RouteBody, type RouteParams, type RouteQuery, type RouteReply } from '@vd/contract/routes';
import type { AxiosRequestConfig, AxiosResponse } from 'axios';
import { serviceUrl } from '../config/runtimeConfig';
import { loadApiClient } from './client';

/** What a call sends: the route's query string, path parameters and body (a FormData for uploads). */
export interface CallInput<R extends Route> {
  query?: RouteQuery<R>;
  params?: RouteParams<R>;
  body?: RouteBody<R> | FormData;
}

/** Per-call options: an AbortSignal (react-query cancels a query so), a timeout, upload progress, extra headers. */
export type CallOptions = Pick<AxiosRequestConfig, 'signal' | 'timeout' | 'onUploadProgress' | 'headers'>;

/** The URL of a route as this page's runtime config places it. */
export function routeUrl<R extends Route>(route: R, params?: RouteParams<R>): string {
  return serviceUrl(route.service, routePath(route, params as Readonly<Record<string, string | number>> | undefined));
}

/** Calls a route and answers the whole response (for its headers, e.g. X-Next-Page). */
export async function callApiResponse<R extends Route>(route: R, input: CallInput<R> = {}, options: CallOptions = {}): Promise<AxiosResponse<RouteReply<R>>> {
  const client = await loadApiClient();
  return client.request<RouteReply<R>>({
    ...options,
    method: route.method,
    url: routeUrl(route, input.params),
    params: input.query,
    data: input.body,
  });
}

/** Calls a route and answers its body. Rejects with ApiError (`./errors`). */
export async function callApi<R extends Route>(route: R, input: CallInput<R> = {}, options: CallOptions = {}): Promise<RouteReply<R>> {
  return (await callApiResponse(route, input, options)).data;
}
