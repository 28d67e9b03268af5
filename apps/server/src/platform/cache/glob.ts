/**
 * A Redis glob pattern as a regular expression, for the in-process cache: `*` any text, `?` one
 * character, `[abc]` / `[^a-z]` a class, `\x` the character x. Any text is a pattern, as for Redis: a
 * reversed range (`[z-a]`) means the same as the right way round, a `[` never closed is itself.
 */
export function globToRegExp(pattern: string): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i]!;
    if (char === '*') source += '.*';
    else if (char === '?') source += '.';
    else if (char === '\\' && i + 1 < pattern.length) source += escapeRegExp(pattern[++i]!);
    else if (char === '[') {
      const characterClass = readClass(pattern, i + 1);
      if (!characterClass) source += '\\[';
      else {
        source += characterClass.source;
        i = characterClass.end;
      }
    } else source += escapeRegExp(char);
  }
  return new RegExp(`^${source}$`, 's');
}

/** The class starting after a `[` at `start`, up to its first unescaped `]`; undefined when it never closes. */
function readClass(pattern: string, start: number): { source: string; end: number } | undefined {
  const negated = pattern[start] === '^';
  let members = '';
  for (let i = negated ? start + 1 : start; i < pattern.length; i++) {
    if (pattern[i] === ']') return { source: `[${negated ? '^' : ''}${members}]`, end: i };
    const escaped = pattern[i] === '\\' && i + 1 < pattern.length;
    if (escaped) i++;
    const from = pattern[i]!;
    if (!escaped && pattern[i + 1] === '-' && i + 2 < pattern.length && pattern[i + 2] !== ']') {
      const to = pattern[i + 2]!;
      const [low, high] = from <= to ? [from, to] : [to, from];
      members += `${escapeClass(low)}-${escapeClass(high)}`;
      i += 2;
    } else members += escapeClass(from);
  }
  return undefined;
}

/** Escapes what a glob would read as a pattern, so that a text matches only itself. */
export const escapeGlob = (text: string): string => text.replace(/[*?[\]\\]/g, '\\$&');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** Inside a class every character but a letter or digit is escaped: `-`, `^`, `]`, `[` and `\` would mean something. */
const escapeClass = (char: string) => (/[A-Za-z0-9]/.test(char) ? char : `\\${char}`);
