/**
 * The QR code of a link as one SVG path, from uqr's module matrix (a maintained,
 * dependency-free encoder; loaded only when the transfer panel opens). Error correction M
 * (15 %) reads well from a screen; a 4-module quiet zone as the standard asks.
 */
import { encode } from 'uqr';

export interface QrPath {
  /** Modules per side, quiet zone included: the SVG's viewBox is 0 0 size size. */
  size: number;
  /** The dark modules, one `M x y h w v 1 h -w z` run each. */
  d: string;
}

export function qrPath(text: string): QrPath {
  const { data, size } = encode(text, { ecc: 'M', border: 4 });
  let d = '';
  data.forEach((row, y) => {
    for (let x = 0; x < size; x++) {
      if (!row[x]) continue;
      let w = 1;
      while (x + w < size && row[x + w]) w++;
      d += `M${x} ${y}h${w}v1h-${w}z`;
      x += w - 1;
    }
  });
  return { size, d };
}
