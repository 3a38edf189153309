import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ROUTE_SCHEMAS, type RouteSchemas } from '@vd/contract';
import type { Route, RouteId } from '@vd/contract/routes';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { TypedApp } from './typed.js';

type Server = RawServerDefault;
type Req = RawRequestDefaultExpression;
type Rep = RawReplyDefaultExpression;

/** What a route adds to its contract object: hooks (guards, limits) and the like; never its schema, path or method. */
export type RouteOptions<Id extends RouteId> = Omit<
  RouteShorthandOptions<Server, Req, Rep, RouteGenericInterface, ContextConfigDefault, RouteSchemas[Id], TypeBoxTypeProvider, FastifyBaseLogger>,
  'schema'
>;

/** A handler typed from the route's schema: request query, params, body and headers, and its reply. */
export type RouteHandler<Id extends RouteId> = RouteHandlerMethod<
  Server,
  Req,
  Rep,
  RouteGenericInterface,
  ContextConfigDefault,
  RouteSchemas[Id],
  TypeBoxTypeProvider,
  FastifyBaseLogger
>;

/**
 * Registers a contract route (`@vd/contract/routes`): its method, its path and its schema come from
 * the contract, so they exist once; the feature adds its hooks and its handler, which gets its
 * request and reply types from the schema (TypeBox type provider). The route's `access` goes into its
 * config, where the session guard reads which roles may call it.
 *
 *   on(app, listOrders, { preValidation: guard }, async (req, reply) => …);
 */
export function on<Id extends RouteId>(app: TypedApp, route: Route<Id>, options: RouteOptions<Id>, handler: RouteHandler<Id>): void {
  const config = { ...(options.config as object | undefined), access: route.access };
  app.route({ ...(options as object), config, method: route.method, url: route.path, schema: ROUTE_SCHEMAS[route.id], handler: handler as never });
}
