/** What a person recognises of a browser's user agent: the browser with its major version, the system, whether a phone or tablet. */
export interface Device {
  browser: string | null;
  os: string | null;
  mobile: boolean;
}

/** First match wins: Edge, Opera and WeChat also say Chrome or Safari, so they come first. */
const BROWSERS: [RegExp, string][] = [
  [/MicroMessenger\/(\d+)/, 'WeChat'],
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/(?:OPR|Opera)\/(\d+)/, 'Opera'],
  [/(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/(?:Chrome|CriOS)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[\d.]*.*Safari\//, 'Safari'],
];

/** iOS and Android also say Mac OS X and Linux, so they come first. */
const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** A user agent read simply: enough to tell one's devices apart, not a full parser. */
export function deviceOf(userAgent: string): Device {
  const browser = BROWSERS.map(([pattern, name]) => [pattern.exec(userAgent), name] as const).find(([match]) => match);
  return {
    browser: browser ? `${browser[1]} ${browser[0]![1]}` : null,
    os: SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null,
    mobile: /Mobi|iPhone|iPad|iPod|Android/.test(userAgent),
  };
}
