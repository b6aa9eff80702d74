/**
 * The integer codes of edge kinds and feature kinds, the one numbering shared by every
 * engine that packs tiles into integer tables: `@carc/rules` (TypeScript) and `@carc/core`
 * (its AssemblyScript imports this very file). Keep it to plain numeric constants (no
 * types, no imports) so that both compilers accept it.
 *
 * Codes start at 0 and are dense, so a code indexes a table directly
 * ({@link FEATURE_KINDS} and {@link EDGE_KINDS} name them).
 */

export const EDGE_FIELD = 0;
export const EDGE_ROAD = 1;
export const EDGE_CITY = 2;
export const EDGE_KIND_COUNT = 3;

export const KIND_ROAD = 0;
export const KIND_CITY = 1;
export const KIND_FIELD = 2;
export const KIND_CLOISTER = 3;
export const FEATURE_KIND_COUNT = 4;
