import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { APP_VERSION } from '@repwise/domain';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the route schemas; browsable at /api-docs, JSON at /api-docs/json. */
export async function installApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Repwise API',
        version: APP_VERSION,
        description: 'Answers use the envelope { status, msg, data }; success is status 200 or 201. Send the login token in the header `token` on the operations that say so.',
      },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api-docs',
    staticCSP: true,
    // Swagger UI sets a few styles inline (its layout toggles).
    transformStaticCSP: (header) => header.replace("style-src 'self' https:", "style-src 'self' https: 'unsafe-inline'"),
  });
}
