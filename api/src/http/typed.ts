import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';

/**
 * The app as route plugins use it: route schemas are TypeBox schemas from '@vd/contract',
 * and the TypeBox type provider gives each handler its request and reply types from them (no
 * hand-written generics beside the schemas). Validation stays Fastify's own ajv with its options.
 */
export type TypedApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, TypeBoxTypeProvider>;

export const typed = (app: FastifyInstance): TypedApp => app.withTypeProvider<TypeBoxTypeProvider>();
