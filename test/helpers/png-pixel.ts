import { inflateSync } from 'node:zlib';

/** An RGB colour read from a screenshot. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/**
 * Reads one pixel of an 8-bit RGB or RGBA PNG (what Chromium's screenshots are), undoing the
 * per-row filters of the PNG format.
 */
export function pngPixel(png: Buffer, x: number, y: number): Rgb {
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const data: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      if (body[8] !== 8 || (body[9] !== 2 && body[9] !== 6) || body[12] !== 0)
        throw new Error('pngPixel reads 8-bit, non-interlaced RGB(A) PNGs only');
      channels = body[9] === 6 ? 4 : 3;
    } else if (type === 'IDAT') {
      data.push(body);
    }
    offset += 12 + length;
  }
  if (x >= width || y >= height) throw new Error(`pixel ${x},${y} is outside the ${width}x${height} image`);
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  let previous = Buffer.alloc(stride);
  let row = previous;
  for (let line = 0; line <= y; line += 1) {
    const start = line * (stride + 1);
    const filter = raw[start]!;
    row = Buffer.from(raw.subarray(start + 1, start + 1 + stride));
    for (let i = 0; i < stride; i += 1) {
      const left = i >= channels ? row[i - channels]! : 0;
      const up = previous[i]!;
      const upLeft = i >= channels ? previous[i - channels]! : 0;
      const predictor = [0, left, up, (left + up) >> 1, paeth(left, up, upLeft)][filter]!;
      row[i] = (row[i]! + predictor) & 0xff;
    }
    previous = row;
  }
  const at = x * channels;
  return { r: row[at]!, g: row[at + 1]!, b: row[at + 2]! };
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  if (pa <= pb && pa <= pc) return a;
  return pb <= pc ? b : c;
}
