import { deflateSync } from 'node:zlib';

/**
 * The invite poster's background (GET /api/user/posterBg.png), drawn here once as a PNG so the
 * server needs no asset files: a deep blue-to-violet gradient, soft glows and a rising price line in
 * the upper part; the lower part stays calm for the invite code and the QR code the page draws on it.
 */
export const POSTER_WIDTH = 600;
export const POSTER_HEIGHT = 900;

type Rgb = [number, number, number];

const top: Rgb = [11, 30, 63];
const bottom: Rgb = [58, 28, 96];
const glows: Array<{ x: number; y: number; r: number; color: Rgb; strength: number }> = [
  { x: 480, y: 140, r: 260, color: [56, 189, 248], strength: 0.45 },
  { x: 90, y: 420, r: 220, color: [167, 139, 250], strength: 0.35 },
  { x: 320, y: 860, r: 320, color: [14, 165, 233], strength: 0.2 },
];
/** A price line rising left to right through the upper half (x, y pairs). */
const chart: Array<[number, number]> = [
  [0, 470],
  [70, 440],
  [130, 455],
  [190, 390],
  [250, 410],
  [320, 330],
  [380, 350],
  [450, 260],
  [520, 285],
  [600, 190],
];

const mix = (a: number, b: number, t: number) => a + (b - a) * t;

function lineYAt(x: number): number {
  for (let i = 1; i < chart.length; i++) {
    const [x0, y0] = chart[i - 1]!;
    const [x1, y1] = chart[i]!;
    if (x <= x1) return mix(y0, y1, (x - x0) / (x1 - x0));
  }
  return chart[chart.length - 1]![1];
}

function pixel(x: number, y: number): Rgb {
  const t = y / (POSTER_HEIGHT - 1);
  let color: Rgb = [mix(top[0], bottom[0], t), mix(top[1], bottom[1], t), mix(top[2], bottom[2], t)];
  for (const glow of glows) {
    const d = Math.hypot(x - glow.x, y - glow.y) / glow.r;
    if (d < 1) {
      const k = glow.strength * (1 - d) * (1 - d);
      color = [
        mix(color[0], glow.color[0], k),
        mix(color[1], glow.color[1], k),
        mix(color[2], glow.color[2], k),
      ];
    }
  }
  const lineY = lineYAt(x);
  const distance = Math.abs(y - lineY);
  if (distance < 2.5) {
    const k = 0.9 * (1 - distance / 2.5);
    color = [mix(color[0], 94, k), mix(color[1], 234, k), mix(color[2], 212, k)];
  } else if (y > lineY && y < lineY + 160) {
    // A soft fill under the line, fading downwards.
    const k = 0.18 * (1 - (y - lineY) / 160);
    color = [mix(color[0], 94, k), mix(color[1], 234, k), mix(color[2], 212, k)];
  }
  // A faint dot grid.
  if (x % 30 === 15 && y % 30 === 15)
    color = [mix(color[0], 255, 0.12), mix(color[1], 255, 0.12), mix(color[2], 255, 0.12)];
  return [Math.round(color[0]), Math.round(color[1]), Math.round(color[2])];
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit RGB PNG of the background (about 100 KB; built once per process). */
export function renderPosterBackground(): Buffer {
  const rowBytes = 1 + POSTER_WIDTH * 3;
  const raw = Buffer.alloc(rowBytes * POSTER_HEIGHT);
  for (let y = 0; y < POSTER_HEIGHT; y++) {
    raw[y * rowBytes] = 0; // filter: none
    for (let x = 0; x < POSTER_WIDTH; x++) {
      const [r, g, b] = pixel(x, y);
      const at = y * rowBytes + 1 + x * 3;
      raw[at] = r;
      raw[at + 1] = g;
      raw[at + 2] = b;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(POSTER_WIDTH, 0);
  header.writeUInt32BE(POSTER_HEIGHT, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
