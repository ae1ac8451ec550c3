/**
 * The compilers of the routes' schemas (DESIGN §3.1): Ajv validators of the
 * requests and fast-json-stringify serializers of the answers.
 *
 * Each route's schema is compiled on the route's first request, not when the
 * app starts (`lazy`, the default): compiling all 110+ routes' schemas took
 * about 1 s of CPU at every start — every `photowire serve`, every process
 * of a deployment and every test app — while a process, and a test above
 * all, calls few of them. A schema that does not compile would then fail at
 * its route's first call instead of at the start; `eager` compiles each one
 * when its route is added, as Fastify does by default, and the test of the
 * routes' schemas (test/unit/schemas.test.ts) starts an app that way, so a
 * broken schema still fails the tests.
 */
import { SerializerSelector, type Serializer, type SerializerFactory } from "@fastify/fast-json-stringify-compiler";
import type { FastifySchemaCompiler } from "fastify";
import type { FastifyValidationResult } from "fastify/types/schema.js";
import { Ajv, type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";

/** When a route's schema is compiled: at its first use (default) or when the route is added. */
export type SchemaCompiling = "lazy" | "eager";

/** A validator whose Ajv function is compiled on its first call; Fastify reads `.errors` after a failed call. */
function lazyValidator(compile: () => ValidateFunction): FastifyValidationResult {
  let fn: ValidateFunction | undefined;
  const validate = Object.assign(
    (data: unknown) => {
      fn ??= compile();
      const valid = fn(data);
      validate.errors = fn.errors;
      return valid;
    },
    { errors: null as ValidateFunction["errors"] },
  );
  return validate;
}

/**
 * The validator compiler of every route schema: bodies are validated
 * strictly (a number is not a string); query strings and path parameters are
 * coerced from text, as they can only be text.
 */
export function validatorCompiler(when: SchemaCompiling = "lazy"): FastifySchemaCompiler<unknown> {
  const strict = new Ajv({ allErrors: true, coerceTypes: false, useDefaults: true, removeAdditional: false });
  const coercing = new Ajv({ allErrors: true, coerceTypes: "array", useDefaults: true, removeAdditional: false });
  for (const ajv of [strict, coercing]) {
    addFormats.default(ajv);
    ajv.addKeyword("kind").addKeyword("modifier");
  }
  return ({ schema, httpPart }) => {
    const compile = () => (httpPart === "body" ? strict : coercing).compile(schema as object);
    return when === "eager" ? compile() : lazyValidator(compile);
  };
}

/**
 * Fastify's `schemaController.compilersFactory.buildSerializer`: Fastify's own
 * (@fastify/fast-json-stringify-compiler), each answer's serializer compiled on
 * its first answer unless `eager`.
 */
export function serializerFactory(when: SchemaCompiling = "lazy"): SerializerFactory {
  const build = SerializerSelector();
  return (externalSchemas, options) => {
    const compile = build(externalSchemas, options);
    if (when === "eager") return compile;
    return (route) => {
      let fn: Serializer | undefined;
      return (doc) => (fn ??= compile(route))(doc);
    };
  };
}
