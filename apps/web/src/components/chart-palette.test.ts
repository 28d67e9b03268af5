import { describe, expect, it } from 'vitest';
import { THEME_PRESETS } from '../stores/settings.store.ts';
import { chartPalette, contrast, hueAndSaturation, hueDistance } from './chart-palette.ts';

const BACKGROUNDS = { light: '#ffffff', dark: '#141414' };

describe('chart palette', () => {
  for (const preset of THEME_PRESETS) {
    for (const mode of ['light', 'dark'] as const) {
      it(`keeps four series apart under ${preset} in ${mode} mode, each one standing out from the background`, () => {
        const colours = chartPalette(preset, mode === 'dark').slice(0, 4);
        expect(colours).toHaveLength(4);
        for (const colour of colours) expect(contrast(colour, BACKGROUNDS[mode])).toBeGreaterThanOrEqual(3);
        for (const [index, colour] of colours.entries()) {
          for (const other of colours.slice(index + 1)) {
            const apart = hueDistance(hueAndSaturation(colour).hue, hueAndSaturation(other).hue);
            expect(apart, `${colour} and ${other}`).toBeGreaterThanOrEqual(14);
          }
        }
      });
    }
  }

  it('leads with a vivid theme colour, and leaves out the series colours of its hue', () => {
    expect(chartPalette('#1890ff', false)[0]).toBe('#1890ff');
    expect(chartPalette('#1890ff', false)).not.toContain('#0072b2');
    expect(chartPalette('#f5222d', false)).toEqual(['#f5222d', '#0072b2', '#009e73', '#8f6b00', '#6a3d9a']);
  });

  it('does not lead with a grey or near-black theme colour, which would vanish or read as an axis', () => {
    expect(chartPalette('#212121', true)).not.toContain('#212121');
    expect(chartPalette('#304156', false)).not.toContain('#304156');
  });
});
