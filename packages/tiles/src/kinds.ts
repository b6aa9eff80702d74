/** Names and codes of edge and feature kinds, both ways (the codes are in codes.ts). */
import { EDGE_CITY, EDGE_FIELD, EDGE_ROAD, KIND_CITY, KIND_CLOISTER, KIND_FIELD, KIND_ROAD } from './codes.js';
import type { EdgeKind, FeatureKind } from './tiles.js';

export const FEATURE_KIND_CODE: Readonly<Record<FeatureKind, number>> = {
  road: KIND_ROAD,
  city: KIND_CITY,
  field: KIND_FIELD,
  cloister: KIND_CLOISTER,
};

export const EDGE_KIND_CODE: Readonly<Record<EdgeKind, number>> = { F: EDGE_FIELD, R: EDGE_ROAD, C: EDGE_CITY };

/** Feature kind names indexed by code. */
export const FEATURE_KINDS: readonly FeatureKind[] = namesByCode(FEATURE_KIND_CODE);

/** Edge kind letters indexed by code. */
export const EDGE_KINDS: readonly EdgeKind[] = namesByCode(EDGE_KIND_CODE);

function namesByCode<K extends string>(codes: Readonly<Record<K, number>>): K[] {
  const names: K[] = [];
  for (const [name, code] of Object.entries(codes) as [K, number][]) names[code] = name;
  return names;
}
