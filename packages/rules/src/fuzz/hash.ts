/** A structural hash of a state: FNV-1a over its JSON, which lists every field in order. */
export function stateHash(v: unknown): number {
  const text = JSON.stringify(v);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
