/**
 * Fastify's answer serializers (fast-json-stringify), built once per process for each schema. Fastify
 * compiles one serializer per route and status when an app gets ready; for this API's ~200 typed
 * answers that took ~8 s of CPU per app (measured 2026-11-29: 28.5 of 31 s of two `ready()`s, most of it
 * checking each schema against the JSON Schema meta-schema). A process builds one app in production,
 * but the backend's tests build one per test file: the serializers are pure functions of their schema
 * and options, so an app reuses the one an earlier app built for the same schema, same options and
 * same shared schemas.
 */
import { createRequire } from 'node:module';

type Serializer = (doc: unknown) => string;
type RouteDefinition = { method: string; url: string; httpStatus: string; schema?: unknown };
type SerializerFactory = (externalSchemas?: unknown, options?: unknown) => (route: RouteDefinition) => Serializer;

// Fastify's own default factory (a dependency of fastify, not of this package): the same compiler it uses.
const fromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));
const { SerializerSelector } = fromFastify('@fastify/fast-json-stringify-compiler') as { SerializerSelector: () => SerializerFactory };

const built = new Map<string, Serializer>();

/** For `schemaController.compilersFactory.buildSerializer`: Fastify's serializers, shared by identical schemas. */
export function buildSerializer(): SerializerFactory {
  const factory = SerializerSelector();
  return (externalSchemas, options) => {
    const compile = factory(externalSchemas, options);
    let shared: string | undefined;
    return (route) => {
      shared ??= JSON.stringify([externalSchemas ?? null, options ?? null]);
      const key = `${shared}\n${route.httpStatus}\n${JSON.stringify(route.schema ?? null)}`;
      let serializer = built.get(key);
      if (!serializer) {
        serializer = compile(route);
        built.set(key, serializer);
      }
      return serializer;
    };
  };
}
