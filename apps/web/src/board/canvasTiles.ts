/**
 * The placed tiles painted into one canvas. An SVG with 72+ tiles is repainted on every
 * frame of a pan or zoom (measured: about 30 fps in headless Chromium); a canvas is painted
 * once per placement and then only moved by the layer's transform. The shapes are the same
 * as the SVG tile art (tileArt.ts), replayed through Path2D.
 */
import { tileType, type TileType } from '@carc/tiles';
import type { PlacedTile } from '@carc/rules';
import { tileShapes, type Shape } from './tileArt.js';
import { COLORS } from './TileDefs.js';

const cache = new Map<string, Shape[]>();
const paths = new Map<string, Path2D>();

function path(d: string): Path2D {
  let p = paths.get(d);
  if (!p) {
    p = new Path2D(d);
    paths.set(d, p);
  }
  return p;
}

function shapesOf(t: TileType): Shape[] {
  let s = cache.get(t.id);
  if (!s) {
    s = tileShapes(t);
    cache.set(t.id, s);
  }
  return s;
}

export function drawTile(ctx: CanvasRenderingContext2D, t: TileType): void {
  ctx.fillStyle = COLORS.field;
  ctx.fillRect(0, 0, 100, 100);
  ctx.lineJoin = 'round';
  for (const s of shapesOf(t)) {
    switch (s.kind) {
      case 'city':
        ctx.fillStyle = COLORS.city;
        ctx.fill(path(s.d!));
        ctx.strokeStyle = COLORS.wall;
        ctx.lineWidth = 3;
        ctx.stroke(path(s.d!));
        break;
      case 'road-edge':
        ctx.strokeStyle = COLORS.roadEdge;
        ctx.lineWidth = 11;
        ctx.stroke(path(s.d!));
        break;
      case 'road':
        ctx.strokeStyle = COLORS.road;
        ctx.lineWidth = 7;
        ctx.stroke(path(s.d!));
        break;
      case 'junction':
        ctx.fillStyle = '#7d6a55';
        ctx.fillRect(41, 41, 18, 18);
        break;
      case 'tunnel':
        ctx.fillStyle = '#3c352c';
        ctx.fill(path('M40 56V48a10 10 0 0 1 20 0v8z'));
        break;
      case 'cloister':
        ctx.fillStyle = '#efe6d2';
        ctx.fillRect(36, 44, 28, 22);
        ctx.strokeStyle = '#5d4a36';
        ctx.lineWidth = 1.5;
        ctx.strokeRect(36, 44, 28, 22);
        ctx.fillStyle = COLORS.roof;
        ctx.fill(path('M32 46L50 30L68 46Z'));
        ctx.fillStyle = '#5d4a36';
        ctx.fillRect(46, 54, 8, 12);
        break;
      case 'pennant': {
        const [x, y] = s.at!;
        ctx.fillStyle = COLORS.pennant;
        ctx.fill(path(`M${x - 6} ${y - 6}h12v7l-6 6l-6-6z`));
        break;
      }
      case 'symbol': {
        const [x, y] = s.at!;
        if (s.symbol === 'festival') {
          ctx.fillStyle = '#f3d34a';
          ctx.fill(path(`M${x - 10} ${y + 8}L${x} ${y - 8}L${x + 10} ${y + 8}Z`));
          ctx.fillStyle = '#c0392b';
          ctx.fill(path(`M${x} ${y - 8}V${y - 16}l7 3l-7 3Z`));
        } else if (s.symbol === 'nest') {
          ctx.fillStyle = '#8a6236';
          ctx.beginPath();
          ctx.ellipse(x, y + 3, 11, 6, 0, 0, Math.PI * 2);
          ctx.fill();
          ctx.fillStyle = '#f6c1d9';
          ctx.beginPath();
          ctx.ellipse(x - 4, y - 1, 3.5, 4.5, 0, 0, Math.PI * 2);
          ctx.fill();
          ctx.fillStyle = '#bfe3f5';
          ctx.beginPath();
          ctx.ellipse(x + 4, y - 1, 3.5, 4.5, 0, 0, Math.PI * 2);
          ctx.fill();
        } else {
          ctx.fillStyle = '#fbfbf7';
          ctx.strokeStyle = '#555';
          ctx.lineWidth = 1;
          for (const dx of [-3, 3]) {
            ctx.beginPath();
            ctx.ellipse(x + dx, y - 10, 3, 8, 0, 0, Math.PI * 2);
            ctx.fill();
            ctx.stroke();
          }
          ctx.beginPath();
          ctx.arc(x, y, 7, 0, Math.PI * 2);
          ctx.fill();
          ctx.stroke();
        }
        break;
      }
    }
  }
  ctx.strokeStyle = COLORS.fieldDark;
  ctx.lineWidth = 1;
  ctx.strokeRect(0, 0, 100, 100);
}

/** Paint every placed tile; (x0, y0) is the canvas's top-left in board units, `res` pixels per unit. */
export function paintBoard(canvas: HTMLCanvasElement, tiles: readonly PlacedTile[], x0: number, y0: number, res: number): void {
  const ctx = canvas.getContext('2d');
  if (!ctx) return; // no canvas (test DOM): the SVG layer still carries the state
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  for (const t of tiles) {
    const type = tileType(t.tile);
    if (!type) continue;
    ctx.setTransform(res, 0, 0, res, (t.x * 100 - x0) * res, (t.y * 100 - y0) * res);
    ctx.translate(50, 50);
    ctx.rotate((t.rot * Math.PI) / 180);
    ctx.translate(-50, -50);
    drawTile(ctx, type);
  }
}

/** Pixels per board unit of the cached picture: sharp up to zoom 2, within canvas size limits. */
export function canvasResolution(w: number, h: number): number {
  return Math.max(0.5, Math.min(2, 4096 / Math.max(w, h)));
}

/**
 * Copy the cached board picture onto the on-screen canvas for view (x, y, k). The screen
 * canvas has the size of the board area, so each frame costs one scaled image copy of
 * the visible part, whatever the board's size.
 */
export function blitBoard(screen: HTMLCanvasElement, cache: HTMLCanvasElement, v: { x: number; y: number; k: number }, x0: number, y0: number, res: number): void {
  const ctx = screen.getContext('2d');
  if (!ctx) return;
  const dpr = typeof devicePixelRatio === 'number' ? devicePixelRatio : 1;
  const r = screen.getBoundingClientRect();
  const W = Math.round(r.width * dpr);
  const H = Math.round(r.height * dpr);
  if (screen.width !== W || screen.height !== H) {
    screen.width = W;
    screen.height = H;
  }
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, W, H);
  const s = (dpr * v.k) / res;
  ctx.imageSmoothingEnabled = true;
  ctx.setTransform(s, 0, 0, s, dpr * (v.x + v.k * x0), dpr * (v.y + v.k * y0));
  ctx.drawImage(cache, 0, 0);
}
