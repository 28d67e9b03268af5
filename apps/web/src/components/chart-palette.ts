/**
 * Series colours of the console's charts. The theme colour leads when a line of it stands out from
 * the background and has a hue of its own; the others come from Okabe and Ito's colour-blind-safe
 * set (two of them darkened or lightened to stand out at 3:1), in a shade for light backgrounds or
 * for dark ones, leaving out those whose hue lies near the theme colour. So series stay apart under
 * every preset (the slate and near-black ones too) and in dark mode.
 */
const SERIES = {
  light: ['#0072b2', '#d55e00', '#009e73', '#cc79a7', '#8f6b00', '#6a3d9a'],
  dark: ['#56b4e9', '#e69f00', '#3fcf9f', '#e89bc4', '#b39ddb', '#f0e442'],
};
const BACKGROUND = { light: '#ffffff', dark: '#141414' };
/** Hues closer than this read as one colour at a line's width. */
const HUES_APART = 35;
/** Below this saturation a colour reads as grey, whatever its hue. */
const CHROMATIC = 0.35;
/** WCAG's least contrast for graphics against their background. */
const GRAPHIC_CONTRAST = 3;

interface Rgb {
  r: number;
  g: number;
  b: number;
}

function rgbOf(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return { r: (value >> 16) / 255, g: ((value >> 8) & 0xff) / 255, b: (value & 0xff) / 255 };
}

/** Hue in degrees and saturation (HSL) of a `#rrggbb` colour. */
export function hueAndSaturation(hex: string): { hue: number; saturation: number } {
  const { r, g, b } = rgbOf(hex);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const chroma = max - min;
  if (chroma === 0) return { hue: 0, saturation: 0 };
  const lightness = (max + min) / 2;
  const saturation = chroma / (1 - Math.abs(2 * lightness - 1));
  const sector = max === r ? ((g - b) / chroma + 6) % 6 : max === g ? (b - r) / chroma + 2 : (r - g) / chroma + 4;
  return { hue: sector * 60, saturation };
}

export function hueDistance(first: number, second: number): number {
  const apart = Math.abs(first - second) % 360;
  return Math.min(apart, 360 - apart);
}

function luminance(hex: string): number {
  const linear = (channel: number) => (channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4);
  const { r, g, b } = rgbOf(hex);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export function contrast(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}

/** The colours of a chart's series, in order, for a theme colour (`#rrggbb`) on a light or dark background. */
export function chartPalette(primary: string, dark: boolean): string[] {
  const mode = dark ? 'dark' : 'light';
  if (!/^#[0-9a-f]{6}$/i.test(primary)) return SERIES[mode];
  const { hue, saturation } = hueAndSaturation(primary);
  const leads = saturation >= CHROMATIC && contrast(primary, BACKGROUND[mode]) >= GRAPHIC_CONTRAST;
  if (!leads) return SERIES[mode];
  return [primary, ...SERIES[mode].filter((colour) => hueDistance(hueAndSaturation(colour).hue, hue) >= HUES_APART)];
}
