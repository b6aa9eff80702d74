import { parseBody } from '@carc/protocol';
import type { GenericSchema, InferOutput } from '@carc/protocol';
import { validator } from 'hono/validator';
import { apiError } from '../errors/index.js';

/**
 * JSON body validation with a protocol schema. Malformed JSON and schema violations both
 * end in a 400 with code `bad-request` naming the first offending field.
 */
export function jsonBody<S extends GenericSchema>(schema: S) {
  return validator('json', (value, _c): InferOutput<S> => {
    const r = parseBody(schema, value);
    if (!r.ok) throw apiError(400, 'bad-request', r.error.message);
    return r.value;
  });
}
