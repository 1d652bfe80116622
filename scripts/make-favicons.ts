// Writes web/public/resources/{badge}/favicon.ico and favicon-red-dot.ico (001 §2.3): a rounded square
// in the brand's colour with its initial, 16 and 32 px in one .ico (32-bit BMP images, which every
// browser reads). The outputs are committed; run `npx tsx scripts/make-favicons.ts` after a colour change.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

type Rgb = [number, number, number];
type Point = [number, number];
/** A stroke in unit coordinates: a polyline, or an arc (centre, radius, start and end angle). */
type Stroke = { line: Point[] } | { arc: [number, number, number, number, number] };

interface IconSpec {
  badge: string;
  background: Rgb;
  foreground: Rgb;
  glyph: Stroke[];
}

const ICONS: IconSpec[] = [
  // Macquarie: a ring with its centre, as in the logo.
  { badge: 'mgl', background: [26, 26, 26], foreground: [201, 160, 78], glyph: [{ arc: [0.5, 0.5, 0.24, 0, 2 * Math.PI] }, { arc: [0.5, 0.5, 0.04, 0, 2 * Math.PI] }] },
  // Oasis: an o.
  { badge: 'oasis', background: [0, 109, 119], foreground: [255, 255, 255], glyph: [{ arc: [0.5, 0.54, 0.2, 0, 2 * Math.PI] }] },
  // Perpetual: a P.
  {
    badge: 'ppt',
    background: [61, 36, 112],
    foreground: [242, 169, 0],
    glyph: [{ line: [[0.36, 0.8], [0.36, 0.22], [0.52, 0.22]] }, { arc: [0.52, 0.37, 0.15, -Math.PI / 2, Math.PI / 2] }, { line: [[0.52, 0.52], [0.36, 0.52]] }],
  },
];

const RED: Rgb = [220, 38, 38];
const WHITE: Rgb = [255, 255, 255];
const SAMPLES = 4;

function segmentDistance([px, py]: Point, [ax, ay]: Point, [bx, by]: Point): number {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy || 1)));
  return Math.hypot(px - ax - t * dx, py - ay - t * dy);
}

function strokeDistance(p: Point, stroke: Stroke): number {
  if ('line' in stroke) {
    let best = Infinity;
    for (let i = 1; i < stroke.line.length; i++) best = Math.min(best, segmentDistance(p, stroke.line[i - 1], stroke.line[i]));
    return best;
  }
  const [cx, cy, r, start, end] = stroke.arc;
  let angle = Math.atan2(p[1] - cy, p[0] - cx);
  if (end - start >= 2 * Math.PI) return Math.abs(Math.hypot(p[0] - cx, p[1] - cy) - r);
  while (angle < start) angle += 2 * Math.PI;
  if (angle <= end) return Math.abs(Math.hypot(p[0] - cx, p[1] - cy) - r);
  const ends: Point[] = [start, end].map((a) => [cx + r * Math.cos(a), cy + r * Math.sin(a)]);
  return Math.min(...ends.map(([x, y]) => Math.hypot(p[0] - x, p[1] - y)));
}

function roundedSquareInside([x, y]: Point, radius: number): boolean {
  const qx = Math.max(Math.abs(x - 0.5) - (0.5 - radius), 0);
  const qy = Math.max(Math.abs(y - 0.5) - (0.5 - radius), 0);
  return Math.hypot(qx, qy) <= radius;
}

/** The colour and coverage of one sample point. */
function sample(spec: IconSpec, p: Point, redDot: boolean, size: number): [Rgb, number] {
  if (redDot) {
    const d = Math.hypot(p[0] - 0.76, p[1] - 0.24);
    if (d <= 0.2) return [RED, 1];
    if (d <= 0.26) return [WHITE, 1];
  }
  if (!roundedSquareInside(p, 0.2)) return [[0, 0, 0], 0];
  // Strokes stay at least 1.6 px wide at 16 px so the glyph survives the small size.
  const half = Math.max(0.06, 0.8 / size);
  if (spec.glyph.some((stroke) => strokeDistance(p, stroke) <= half)) return [spec.foreground, 1];
  return [spec.background, 1];
}

function render(spec: IconSpec, size: number, redDot: boolean): Uint8Array {
  const pixels = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const [colour, cover] = sample(spec, [(x + (sx + 0.5) / SAMPLES) / size, (y + (sy + 0.5) / SAMPLES) / size], redDot, size);
          r += colour[0] * cover;
          g += colour[1] * cover;
          b += colour[2] * cover;
          a += cover;
        }
      }
      const i = (y * size + x) * 4;
      const n = SAMPLES * SAMPLES;
      pixels[i] = a ? Math.round(r / a) : 0;
      pixels[i + 1] = a ? Math.round(g / a) : 0;
      pixels[i + 2] = a ? Math.round(b / a) : 0;
      pixels[i + 3] = Math.round((a / n) * 255);
    }
  }
  return pixels;
}

/** One icon image as a BMP (BITMAPINFOHEADER, BGRA rows bottom-up, then an all-clear AND mask). */
function bmp(pixels: Uint8Array, size: number): Buffer {
  const maskRow = Math.ceil(size / 32) * 4;
  const header = Buffer.alloc(40);
  header.writeUInt32LE(40, 0);
  header.writeInt32LE(size, 4);
  header.writeInt32LE(size * 2, 8); // colour rows plus mask rows
  header.writeUInt16LE(1, 12);
  header.writeUInt16LE(32, 14);
  header.writeUInt32LE(size * size * 4 + maskRow * size, 20);
  const data = Buffer.alloc(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const from = (y * size + x) * 4;
      const to = ((size - 1 - y) * size + x) * 4;
      data[to] = pixels[from + 2];
      data[to + 1] = pixels[from + 1];
      data[to + 2] = pixels[from];
      data[to + 3] = pixels[from + 3];
    }
  }
  return Buffer.concat([header, data, Buffer.alloc(maskRow * size)]);
}

function ico(images: { size: number; data: Buffer }[]): Buffer {
  const dir = Buffer.alloc(6 + 16 * images.length);
  dir.writeUInt16LE(0, 0);
  dir.writeUInt16LE(1, 2);
  dir.writeUInt16LE(images.length, 4);
  let offset = dir.length;
  images.forEach(({ size, data }, i) => {
    const at = 6 + 16 * i;
    dir.writeUInt8(size, at);
    dir.writeUInt8(size, at + 1);
    dir.writeUInt16LE(1, at + 4);
    dir.writeUInt16LE(32, at + 6);
    dir.writeUInt32LE(data.length, at + 8);
    dir.writeUInt32LE(offset, at + 12);
    offset += data.length;
  });
  return Buffer.concat([dir, ...images.map((image) => image.data)]);
}

const root = join(import.meta.dirname, '..', 'web', 'public', 'resources');
for (const spec of ICONS) {
  const dir = join(root, spec.badge);
  mkdirSync(dir, { recursive: true });
  for (const redDot of [false, true]) {
    const images = [16, 32].map((size) => ({ size, data: bmp(render(spec, size, redDot), size) }));
    const file = join(dir, redDot ? 'favicon-red-dot.ico' : 'favicon.ico');
    writeFileSync(file, ico(images));
    console.log(`wrote ${file}`);
  }
}
