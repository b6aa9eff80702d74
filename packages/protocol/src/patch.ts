/**
 * Delta updates (hello `updates: "delta"`): instead of the seat's whole view, an update
 * carries a `ViewPatch` that turns the view the client holds (state `seq - 1`) into the
 * seat's view at `seq`. The full view comes only with `welcome` (connect, reconnect) and
 * `snapshot` (`sync`), so a client that applies every update in order holds exactly the
 * view the room would have sent it in full.
 *
 * The patch is generic over the view's top-level keys, so it follows whatever the rules
 * engine puts in a view (expansion parts included) without knowing its meaning:
 * - `set`: keys whose value changed, with the new value (replaced whole);
 * - `tail`: array keys whose first `from` items are unchanged: keep those, append `items`
 *   (the board grows by one tile per placement, so it travels one tile at a time).
 * A key in neither is unchanged. Keys of the seat's own (`own`, `legalActions`) appear
 * only in that seat's patch.
 */
export interface ViewPatch {
  set?: Record<string, unknown>;
  tail?: Record<string, { from: number; items: unknown[] }>;
}

/**
 * The view after `patch`, as a new object (the input is not changed). Keys keep their
 * order, so `JSON.stringify` of the result equals the room's own text of the full view.
 * Throws when a `tail` does not fit the view: the client missed something and should `sync`.
 */
export function applyViewPatch<View extends object>(view: View, patch: ViewPatch | undefined): View {
  if (!patch) return view;
  const out: Record<string, unknown> = { ...(view as Record<string, unknown>) };
  if (patch.set) for (const k of Object.keys(patch.set)) out[k] = patch.set[k];
  if (patch.tail) {
    for (const k of Object.keys(patch.tail)) {
      const { from, items } = patch.tail[k]!;
      const cur = out[k];
      if (!Array.isArray(cur) || from > cur.length) throw new Error(`patch does not fit: ${k} has ${Array.isArray(cur) ? cur.length : 'no'} items, patch keeps ${from}`);
      out[k] = from === cur.length ? cur.concat(items) : cur.slice(0, from).concat(items);
    }
  }
  return out as View;
}
