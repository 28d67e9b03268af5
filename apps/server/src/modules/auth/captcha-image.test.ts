import { describe, it, expect } from 'vitest';
import { CAPTCHA_ALPHABET, drawCaptcha, randomCaptchaText } from './captcha-image.ts';

describe('CAPTCHA_ALPHABET', () => {
  it('excludes lookalike characters', () => {
    for (const ch of '01258OILZSB') expect(CAPTCHA_ALPHABET).not.toContain(ch);
  });
});

describe('drawCaptcha', () => {
  it('returns an SVG root with a 120x40 viewBox', () => {
    const svg = drawCaptcha('AC3K');
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 120 40"/);
    expect(svg.endsWith('</svg>')).toBe(true);
  });

  it('draws glyphs as paths, never as readable text', () => {
    const text = 'XKCD';
    const svg = drawCaptcha(text);
    expect(svg).not.toMatch(/<text\b/i);
    expect(svg).not.toContain(text);
    expect(svg.match(/<path /g)!.length).toBeGreaterThanOrEqual(text.length + 3);
  });

  it('draws every alphabet character', () => {
    for (const chunk of CAPTCHA_ALPHABET.match(/.{1,6}/g)!) {
      expect(() => drawCaptcha(chunk)).not.toThrow();
    }
  });

  it('produces different output for the same text', () => {
    expect(drawCaptcha('7HMW')).not.toBe(drawCaptcha('7HMW'));
  });

  it('rejects characters outside the alphabet', () => {
    for (const bad of ['AB', 'a', '0', 'A C', 'Ä', '']) {
      expect(() => drawCaptcha(bad)).toThrow(RangeError);
    }
  });

  it('rejects text longer than 6 characters', () => {
    expect(() => drawCaptcha('ACDEFGH')).toThrow(RangeError);
  });
});

describe('randomCaptchaText', () => {
  it('yields only alphabet characters with the requested length', () => {
    for (const length of [1, 4, 6]) {
      for (let i = 0; i < 50; i++) {
        const text = randomCaptchaText(length);
        expect(text).toHaveLength(length);
        for (const ch of text) expect(CAPTCHA_ALPHABET).toContain(ch);
      }
    }
  });

  it('defaults to 4 characters', () => {
    expect(randomCaptchaText()).toHaveLength(4);
  });
});
