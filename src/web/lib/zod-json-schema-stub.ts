/**
 * Stands in for zod's `v4/core/to-json-schema.js` in the browser build (see vite.config.ts). zod's
 * classic API imports its JSON Schema generator into every bundle for `schema.toJSONSchema()` and
 * `~standard.jsonSchema`; only the server generates JSON Schema (OpenAPI), so the first screen does
 * not carry it. Anything that still called it in the browser fails loudly instead of silently.
 */
function notInBrowser(): never {
  throw new Error('zod JSON Schema generation is not part of the browser bundle');
}

export const initializeContext = notInBrowser;
export const handleUnrepresentable = notInBrowser;
export const processSchema = notInBrowser;
export { processSchema as process };
export const extractDefs = notInBrowser;
export const finalize = notInBrowser;
export const createToJSONSchemaMethod = () => notInBrowser;
export const createStandardJSONSchemaMethod = () => notInBrowser;
