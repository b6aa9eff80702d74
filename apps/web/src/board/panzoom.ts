/**
 * Pan and zoom for the board: mouse drag, wheel, and two-finger pinch. The transform is
 * written on animation frames, never through component state: the overlay layer (follower
 * spots, targets) gets a CSS transform and `onWrite` repaints the tile canvas, so a gesture
 * costs one attribute write and one image copy per frame however many tiles are placed.
 */
export interface View {
  x: number;
  y: number;
  k: number;
}

export const MIN_ZOOM = 0.15;
export const MAX_ZOOM = 4;

export function clampZoom(k: number): number {
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, k));
}

/** Zoom by `factor` keeping the screen point (sx, sy) fixed. */
export function zoomAt(v: View, sx: number, sy: number, factor: number): View {
  const k = clampZoom(v.k * factor);
  const f = k / v.k;
  return { k, x: sx - (sx - v.x) * f, y: sy - (sy - v.y) * f };
}

/**
 * The view after the board area changes size from `from` to `to`: the board point that was
 * in the middle stays in the middle. Opening the phone's drawer halves the board's height;
 * without this the tiles that were in view slide out of it at the bottom.
 */
export function keepCentre(v: View, from: { width: number; height: number }, to: { width: number; height: number }): View {
  return { k: v.k, x: v.x + (to.width - from.width) / 2, y: v.y + (to.height - from.height) / 2 };
}

/** A rectangle in board units. */
export interface BoardRect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * The view panned, zoom kept, just enough that `r` lies inside the area with `pad` pixels
 * around it, or centred on `r` when it cannot fit at this zoom; the same view when it is
 * inside already. After the phone's drawer halves the board's height, the tile waiting for a
 * follower would otherwise sit cut at the area's edge.
 */
export function panInto(v: View, r: BoardRect, area: { width: number; height: number }, pad = 12): View {
  const axis = (at: number, lo: number, hi: number, len: number): number => {
    const a = at + lo * v.k;
    const b = at + hi * v.k;
    if (b - a > len - 2 * pad) return len / 2 - ((lo + hi) / 2) * v.k;
    if (a < pad) return at + pad - a;
    if (b > len - pad) return at - (b - (len - pad));
    return at;
  };
  return { k: v.k, x: axis(v.x, r.x0, r.x1, area.width), y: axis(v.y, r.y0, r.y1, area.height) };
}

export interface PanZoomHandle {
  view(): View;
  set(v: View): void;
  /** Where the layer's drawing begins, in board units (it grows as tiles are added). */
  setOrigin(x: number, y: number): void;
  /** Centre board point (bx, by) in the viewport. */
  centreOn(bx: number, by: number, k?: number): void;
  /** Show the board rectangle (board units) whole, when any part of it is out of view. */
  ensureVisible(x0: number, y0: number, x1: number, y1: number): void;
  /**
   * The board area changed size (a ResizeObserver's news): keeps its middle where it was,
   * then pans `keep` (the tile a decision is about) back into view if it left it.
   */
  resized(keep?: BoardRect | null): void;
  /** True when the last pointer sequence moved enough to count as a drag, not a click. */
  dragged(): boolean;
  destroy(): void;
}

export function attachPanZoom(el: HTMLElement, target: HTMLElement, initial: View, onWrite?: (v: View) => void): PanZoomHandle {
  let v = { ...initial };
  let frame = 0;
  let moved = false;
  const pointers = new Map<number, { x: number; y: number }>();
  let start: { x: number; y: number } | null = null;
  let pinch: { dist: number; mx: number; my: number } | null = null;

  // The layer's top-left corner in board units: the drawing starts there, not at 0,0.
  let ox = 0;
  let oy = 0;
  // The size `v` was last laid out for, so a resize can keep the middle in place.
  const r0 = el.getBoundingClientRect();
  let size = { width: r0.width, height: r0.height };
  const write = () => {
    frame = 0;
    target.style.transform = `translate(${v.x.toFixed(2)}px, ${v.y.toFixed(2)}px) scale(${v.k.toFixed(4)}) translate(${ox}px, ${oy}px)`;
    onWrite?.(v);
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(write);
  };
  write();

  const local = (e: { clientX: number; clientY: number }) => {
    const r = el.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };

  const onWheel = (e: WheelEvent) => {
    e.preventDefault();
    const p = local(e);
    // Trackpads send many small deltas, mouse wheels few large ones: exponential keeps both smooth.
    const factor = Math.exp(-e.deltaY * (e.deltaMode === 1 ? 0.05 : 0.0015));
    v = zoomAt(v, p.x, p.y, factor);
    schedule();
  };

  const onDown = (e: PointerEvent) => {
    pointers.set(e.pointerId, local(e));
    if (pointers.size === 1) {
      moved = false;
      start = local(e);
    }
    if (pointers.size === 2) {
      const [a, b] = [...pointers.values()] as [{ x: number; y: number }, { x: number; y: number }];
      pinch = { dist: Math.hypot(a.x - b.x, a.y - b.y), mx: (a.x + b.x) / 2, my: (a.y + b.y) / 2 };
    }
  };

  const onMove = (e: PointerEvent) => {
    const prev = pointers.get(e.pointerId);
    if (!prev) return;
    const p = local(e);
    pointers.set(e.pointerId, p);
    if (pointers.size >= 2 && pinch) {
      const [a, b] = [...pointers.values()] as [{ x: number; y: number }, { x: number; y: number }];
      const dist = Math.hypot(a.x - b.x, a.y - b.y);
      const mx = (a.x + b.x) / 2;
      const my = (a.y + b.y) / 2;
      v = zoomAt({ ...v, x: v.x + mx - pinch.mx, y: v.y + my - pinch.my }, mx, my, dist / (pinch.dist || dist));
      pinch = { dist, mx, my };
      moved = true;
      schedule();
      return;
    }
    if (start && !moved && Math.hypot(p.x - start.x, p.y - start.y) > 6) {
      moved = true;
      // Capture only once it is a drag, so a plain click still reaches the tile under it.
      try {
        el.setPointerCapture(e.pointerId);
      } catch {
        // pointer already gone
      }
    }
    if (moved) {
      v = { ...v, x: v.x + p.x - prev.x, y: v.y + p.y - prev.y };
      schedule();
    }
  };

  const onUp = (e: PointerEvent) => {
    pointers.delete(e.pointerId);
    if (pointers.size < 2) pinch = null;
    if (pointers.size === 0) start = null;
  };

  el.addEventListener('wheel', onWheel as EventListener, { passive: false });
  el.addEventListener('pointerdown', onDown as EventListener);
  el.addEventListener('pointermove', onMove as EventListener);
  el.addEventListener('pointerup', onUp as EventListener);
  el.addEventListener('pointercancel', onUp as EventListener);

  return {
    view: () => v,
    setOrigin(x, y) {
      if (x === ox && y === oy) return;
      ox = x;
      oy = y;
      write();
    },
    set(nv) {
      v = { ...nv };
      schedule();
    },
    centreOn(bx, by, k = v.k) {
      const r = el.getBoundingClientRect();
      v = { k, x: r.width / 2 - bx * k, y: r.height / 2 - by * k };
      schedule();
    },
    ensureVisible(x0, y0, x1, y1) {
      const r = el.getBoundingClientRect();
      if (!r.width || !r.height) return;
      const inside = v.x + x0 * v.k >= 0 && v.y + y0 * v.k >= 0 && v.x + x1 * v.k <= r.width && v.y + y1 * v.k <= r.height;
      if (inside) return;
      const pad = 20;
      const k = clampZoom(Math.min(1.2, (r.width - 2 * pad) / (x1 - x0), (r.height - 2 * pad) / (y1 - y0)));
      v = { k, x: r.width / 2 - ((x0 + x1) / 2) * k, y: r.height / 2 - ((y0 + y1) / 2) * k };
      schedule();
    },
    resized(keep) {
      const r = el.getBoundingClientRect();
      if (r.width === size.width && r.height === size.height) return;
      // Hidden (display: none) reports 0 × 0: keep the last real size, so coming back restores the view.
      if (!r.width || !r.height) return;
      v = keepCentre(v, size, r);
      if (keep) v = panInto(v, keep, r);
      size = { width: r.width, height: r.height };
      write();
    },
    dragged: () => moved,
    destroy() {
      if (frame) cancelAnimationFrame(frame);
      el.removeEventListener('wheel', onWheel as EventListener);
      el.removeEventListener('pointerdown', onDown as EventListener);
      el.removeEventListener('pointermove', onMove as EventListener);
      el.removeEventListener('pointerup', onUp as EventListener);
      el.removeEventListener('pointercancel', onUp as EventListener);
    },
  };
}
