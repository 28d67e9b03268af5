/**
 * A Redis glob pattern as a regular expression, for the in-process cache: `*` any text, `?` one
 * character, `[abc]` / `[^a-z]` a class, `\x` the character x.
 */
export function globToRegExp(pattern: string): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i]!;
    if (char === '*') source += '.*';
    else if (char === '?') source += '.';
    else if (char === '\\' && i + 1 < pattern.length) source += escapeRegExp(pattern[++i]!);
    else if (char === '[') {
      const end = pattern.indexOf(']', i + 1);
      if (end < 0) source += '\\[';
      else {
        const body = pattern.slice(i + 1, end);
        source += `[${body.startsWith('^') ? `^${escapeClass(body.slice(1))}` : escapeClass(body)}]`;
        i = end;
      }
    } else source += escapeRegExp(char);
  }
  return new RegExp(`^${source}$`, 's');
}

/** Escapes what a glob would read as a pattern, so that a text matches only itself. */
export const escapeGlob = (text: string): string => text.replace(/[*?[\]\\]/g, '\\$&');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** Inside a class only `\`, `]` and `[` need escaping; `-` keeps its meaning of a range. */
const escapeClass = (text: string) => text.replace(/[\\\]]/g, '\\$&').replace(/\[/g, '\\[');
