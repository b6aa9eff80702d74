// Edge and feature kind codes: @carc/tiles defines them once for every engine, and this
// compiles that very file (it is plain numeric constants), so the core cannot drift from
// the tile data's numbering. The host's tile records (src/table.ts) use the same codes.
export {
  EDGE_CITY, EDGE_FIELD, EDGE_KIND_COUNT, EDGE_ROAD,
  FEATURE_KIND_COUNT, KIND_CITY, KIND_CLOISTER, KIND_FIELD, KIND_ROAD,
} from '@carc/tiles/src/codes';
