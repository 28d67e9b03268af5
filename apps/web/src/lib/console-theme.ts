import { theme, type ThemeConfig } from 'antd';

/**
 * The console's antd theme (tokens and component tokens) from the layout settings: the theme colour,
 * light or dark, high contrast or not; and the colour arithmetic of WCAG's contrast it is made with.
 */

/** Below this relative luminance a theme colour would vanish into the dark background (#212121, #304156). */
const DARK_SEED_MIN_LUMINANCE = 0.1;
/** How much white such a colour gets in dark mode: its hue stays, it becomes visible. */
const DARK_SEED_LIGHTEN = 0.4;

/** A colour as the presets write it; anything else (a value edited in storage) is left to antd as it is. */
const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

const channelsOf = (hex: string) => [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));

function luminanceOf(channels: number[]): number {
  const [r, g, b] = channels.map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const hexOf = (channels: number[]) => `#${channels.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

/** The contrast ratio of two colours (WCAG 1.4.3). */
function contrastOf(first: number[], second: number[]): number {
  const [lighter, darker] = [luminanceOf(first), luminanceOf(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** The theme colour antd derives the palette from: in dark mode, a very dark one is lightened so that it still shows. */
export function seedColour(colour: string, dark: boolean): string {
  if (!dark || !HEX_COLOUR.test(colour)) return colour;
  const channels = channelsOf(colour);
  if (luminanceOf(channels) >= DARK_SEED_MIN_LUMINANCE) return colour;
  return hexOf(channels.map((channel) => channel + (255 - channel) * DARK_SEED_LIGHTEN));
}

/** A colour a tenth of the way darker (towards 0) or lighter (towards 255): its hue stays. */
const stepped = (colour: string, towards: number) => hexOf(channelsOf(colour).map((channel) => channel + (towards - channel) * 0.1));

/** Whether a colour contrasts `ratio` with the background; one that is not a colour as the presets write it is left as it is. */
const reads = (colour: string, background: string, ratio: number) => !HEX_COLOUR.test(colour) || contrastOf(channelsOf(colour), channelsOf(background)) >= ratio;

/** A colour darkened (on a light background) or lightened (on a dark one) in small steps until it contrasts `ratio` with the background. */
function contrasting(colour: string, background: string, ratio: number): string {
  const towards = luminanceOf(channelsOf(background)) > 0.5 ? 0 : 255;
  let readable = colour;
  while (!reads(readable, background, ratio)) readable = stepped(readable, towards);
  return readable;
}

/** WCAG 1.4.3's least contrast for text, and 高对比度's (1.4.6, the enhanced one). */
const READABLE = 4.5;
const HIGH_CONTRAST_RATIO = 7;

/**
 * The faintest text of the console (descriptions, hints, placeholders, the footer) is black or white
 * at this opacity: at 4.5:1 on every background it appears on, the grey page included (antd's own
 * #8c8c8c and #bfbfbf are not); with 高对比度, at 7:1 and more.
 */
const FAINT_OPACITY = { light: 0.6, dark: 0.55, highContrast: 0.78 };
/** antd's status colours, which it writes text in (a dangerous button, a failed tag): too light on white as they are. */
const STATUS_COLOURS = { colorError: '#ff4d4f', colorSuccess: '#52c41a', colorWarning: '#faad14' };
const TINTS = ['Bg', 'BgHover', 'Border', 'BorderHover'];
/**
 * The sidebar's menu is dark in light colours too, and writes its items in the colour for text on
 * solid colours, black with 高对比度 in dark colours: there, its items are white, the selected one on
 * a dark tint of the theme colour rather than on the theme colour.
 */
function darkSidebarMenu(derived: Record<string, string>) {
  return { darkItemColor: 'rgba(255,255,255,0.85)', darkItemHoverColor: '#fff', darkGroupTitleColor: 'rgba(255,255,255,0.85)', darkItemSelectedColor: '#fff', darkItemSelectedBg: derived.colorPrimaryBgHover };
}
/** antd's tag colours: a tag's text is the 7th shade of its colour on the 1st, under 4.5:1 for several (green, gold, orange…). */
const TAG_COLOURS = ['blue', 'purple', 'cyan', 'green', 'magenta', 'pink', 'red', 'orange', 'yellow', 'volcano', 'geekblue', 'lime', 'gold'];

/**
 * The app's antd theme: the chosen theme colour, light or dark, with every text readable (4.5:1) but
 * that on the theme colour #1890ff itself, which the specification fixes; with 高对比度, every text at
 * 7:1, the theme colour too (darkened, or lightened in dark colours, its hue kept).
 */
export function consoleTheme(colour: string, dark: boolean, highContrast: boolean): ThemeConfig {
  // The surface the theme and status colours must read on where they read least: the grey page, or dark dialogs.
  const background = dark ? '#1f1f1f' : '#f5f5f5';
  const ink = (opacity: number) => `rgba(${dark ? '255,255,255' : '0,0,0'},${opacity})`;
  const faint = ink(highContrast ? FAINT_OPACITY.highContrast : FAINT_OPACITY[dark ? 'dark' : 'light']);
  const ratio = highContrast ? HIGH_CONTRAST_RATIO : READABLE;
  const algorithm = dark ? theme.darkAlgorithm : theme.defaultAlgorithm;
  const fixed: Record<string, string> = {
    colorTextTertiary: faint,
    colorTextPlaceholder: faint,
    // Borders at 3:1 and more (WCAG 1.4.11); in dark colours, text on a solid colour is black: a colour
    // light enough to read on the dark background is too light for white text on it.
    ...(highContrast && { colorText: ink(1), colorTextSecondary: faint, colorBorder: dark ? '#8c8c8c' : '#767676', colorTextLightSolid: dark ? '#000' : '#fff' }),
  };
  // antd's dark algorithm dims the colours it is given: each is stepped until what antd makes of it
  // reads. The theme colour stays as chosen unless 高对比度 is on.
  const seeds: Record<string, string> = { colorPrimary: highContrast ? colour : seedColour(colour, dark), ...STATUS_COLOURS };
  const adjustable = Object.keys(seeds).filter((name) => highContrast || name !== 'colorPrimary');
  const tokenOf = () => ({ ...seeds, colorLink: seeds.colorPrimary, colorInfo: seeds.colorPrimary, ...fixed });
  const derive = () => theme.getDesignToken({ algorithm, token: tokenOf() }) as unknown as Record<string, string>;
  let derived = derive();
  // The tints behind text (a tag's, a selected item's) stay those of the colours as given: those of a
  // darkened colour are murky, and text would read less on them.
  Object.assign(fixed, Object.fromEntries([...Object.keys(seeds), 'colorInfo'].flatMap((name) => TINTS.map((tint) => [`${name}${tint}`, derived[`${name}${tint}`]]))));
  const weak = () => adjustable.filter((name) => !reads(derived[name]!, background, ratio));
  for (let names = weak(); names.length > 0; names = weak()) {
    for (const name of names) seeds[name] = stepped(seeds[name]!, dark ? 255 : 0);
    derived = derive();
  }
  const Tag = Object.fromEntries(TAG_COLOURS.map((name) => [`${name}7`, contrasting(derived[`${name}7`]!, derived[`${name}1`]!, ratio)]));
  return {
    algorithm,
    token: tokenOf(),
    components: { Tag, ...(highContrast && dark && { Menu: darkSidebarMenu(derived) }) },
    // antd keeps the variables of a component's own tokens from every theme it was given under one
    // class, the last written winning: a class for each theme keeps them apart when the theme changes.
    cssVar: { key: `console-${dark ? 'dark' : 'light'}${highContrast ? `-hc-${colour.replace('#', '')}` : ''}` },
  };
}
