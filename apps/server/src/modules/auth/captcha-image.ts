import { randomInt } from 'node:crypto';

// Lookalike pairs (0/O, 1/I/L, 2/Z, 5/S, 8/B) are left out so users never have to guess.
export const CAPTCHA_ALPHABET = '34679ACDEFGHJKMNPQRTUVWXY';

const MAX_LENGTH = 6;
const WIDTH = 120;
const HEIGHT = 40;

type Point = [x: number, y: number];

/*
 * Stroke font on a 4x6 grid (x 0..4 left to right, y 0..6 top to bottom).
 * Each point is two digits "xy", points of a polyline are separated by spaces,
 * separate polylines by "|".
 */
const STROKE_FONT: Record<string, string> = {
  '3': '01 10 30 41 42 33 13|33 44 45 36 16 05',
  '4': '36 30 04 44',
  '6': '41 30 10 01 05 16 36 45 44 33 13 04',
  '7': '00 40 16',
  '9': '05 16 36 45 41 30 10 01 02 13 33 42',
  A: '06 20 46|14 34',
  C: '41 30 10 01 05 16 36 45',
  D: '00 30 41 45 36 06 00',
  E: '40 00 06 46|03 33',
  F: '40 00 06|03 33',
  G: '41 30 10 01 05 16 36 45 43 23',
  H: '00 06|40 46|03 43',
  J: '10 40 45 36 16 05',
  K: '00 06|40 03 46',
  M: '06 00 23 40 46',
  N: '06 00 46 40',
  P: '06 00 30 41 42 33 03',
  Q: '10 30 41 45 36 16 05 01 10|24 46',
  R: '06 00 30 41 42 33 03|23 46',
  T: '00 40|20 26',
  U: '00 05 16 36 45 40',
  V: '00 26 40',
  W: '00 16 23 36 40',
  X: '00 46|40 06',
  Y: '00 23 40|23 26',
};

function parseGlyph(def: string): Point[][] {
  return def.split('|').map((stroke) =>
    stroke.split(' ').map((p): Point => [Number(p[0]), Number(p[1])]),
  );
}

const GLYPHS = new Map(Object.entries(STROKE_FONT).map(([ch, def]) => [ch, parseGlyph(def)]));

/** Uniform random number in [min, max] with 1/1000 resolution. */
function rand(min: number, max: number): number {
  return min + (randomInt(0, 1001) / 1000) * (max - min);
}

function fmt(n: number): string {
  return n.toFixed(1);
}

function rgb(min: number, max: number): string {
  return `rgb(${randomInt(min, max)},${randomInt(min, max)},${randomInt(min, max)})`;
}

export function randomCaptchaText(length = 4): string {
  if (!Number.isInteger(length) || length < 1 || length > MAX_LENGTH) {
    throw new RangeError(`captcha length must be an integer between 1 and ${MAX_LENGTH}`);
  }
  let text = '';
  for (let i = 0; i < length; i++) text += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return text;
}

function validate(text: string): void {
  if (text.length < 1 || text.length > MAX_LENGTH) {
    throw new RangeError(`captcha text must be 1 to ${MAX_LENGTH} characters`);
  }
  for (const ch of text) {
    if (!GLYPHS.has(ch)) throw new RangeError(`character not in captcha alphabet: ${JSON.stringify(ch)}`);
  }
}

/**
 * Transforms are baked into the coordinates (rather than an SVG transform attribute)
 * and every point is jittered, so identical glyphs never produce identical path data.
 */
function glyphPath(strokes: Point[][], cx: number, cy: number, unit: number): string {
  const angle = (rand(-20, 20) * Math.PI) / 180;
  const scale = unit * rand(0.88, 1.08);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const place = ([gx, gy]: Point): string => {
    const x = (gx - 2 + rand(-0.12, 0.12)) * scale;
    const y = (gy - 3 + rand(-0.12, 0.12)) * scale;
    return `${fmt(cx + x * cos - y * sin)} ${fmt(cy + x * sin + y * cos)}`;
  };
  return strokes.map((stroke) => `M${stroke.map(place).join('L')}`).join('');
}

function drawGlyphs(text: string): string[] {
  const margin = 6;
  const slot = (WIDTH - 2 * margin) / text.length;
  // Long texts get narrower slots; shrink the glyphs so neighbours don't collide.
  const unit = Math.min(4, slot / 5.5);
  return [...text].map((ch, i) => {
    const cx = margin + slot * (i + 0.5) + rand(-1.5, 1.5);
    const cy = HEIGHT / 2 + rand(-3, 3);
    const d = glyphPath(GLYPHS.get(ch)!, cx, cy, unit);
    return `<path d="${d}" fill="none" stroke="${rgb(0, 110)}" stroke-width="${fmt(rand(2.2, 2.6))}" stroke-linecap="round" stroke-linejoin="round"/>`;
  });
}

function noiseCurve(): string {
  const y = (): string => fmt(rand(4, HEIGHT - 4));
  const x = (min: number, max: number): string => fmt(rand(min, max));
  const start = `M${x(0, 10)} ${y()}`;
  const curve =
    randomInt(2) === 0
      ? `Q${x(30, 90)} ${y()} ${x(110, WIDTH)} ${y()}`
      : `C${x(20, 60)} ${y()} ${x(60, 100)} ${y()} ${x(110, WIDTH)} ${y()}`;
  // Lighter and thinner than the glyph strokes so the curves hinder OCR, not people.
  return `<path d="${start}${curve}" fill="none" stroke="${rgb(110, 180)}" stroke-width="${fmt(rand(0.8, 1.3))}"/>`;
}

export function drawCaptcha(text: string): string {
  validate(text);
  const noise = Array.from({ length: randomInt(3, 6) }, noiseCurve);
  const background = `<rect width="${WIDTH}" height="${HEIGHT}" fill="${rgb(236, 256)}"/>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    background,
    ...drawGlyphs(text),
    ...noise,
    '</svg>',
  ].join('');
}
