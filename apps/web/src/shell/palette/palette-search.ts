/** What the palette offers, in the order of its groups: pages of the menu, open tags, pinned applications. */
export const PALETTE_KINDS = ['page', 'tag', 'app'] as const;
export type PaletteKind = (typeof PALETTE_KINDS)[number];

export interface PaletteEntry {
  kind: PaletteKind;
  /** Unique among all entries. */
  key: string;
  /** The name that is searched and shown. */
  title: string;
}

/** The indices of the characters of `text` whose pinyin (initials, full syllables or a mix) spells `query`, or null. */
export type PinyinMatch = (text: string, query: string) => number[] | null;

export interface Found<T extends PaletteEntry> {
  entry: T;
  /** The indices of the title's characters the query matched. */
  matched: number[];
}

export interface FoundGroup<T extends PaletteEntry> {
  kind: PaletteKind;
  found: Found<T>[];
}

/** Where a title holds the query, whatever its case, or spells it in pinyin (once the pinyin matcher has loaded). */
export function matchTitle(title: string, query: string, pinyin: PinyinMatch | null): number[] | null {
  const at = title.toLowerCase().indexOf(query.toLowerCase());
  if (at >= 0) return Array.from({ length: query.length }, (_, offset) => at + offset);
  return pinyin?.(title, query) ?? null;
}

/** The entries matching the query, by group, each group in the entries' order; a blank query matches all. */
export function searchEntries<T extends PaletteEntry>(entries: readonly T[], query: string, pinyin: PinyinMatch | null): FoundGroup<T>[] {
  const text = query.trim();
  const found = entries.flatMap((entry) => {
    const matched = text ? matchTitle(entry.title, text, pinyin) : [];
    return matched ? [{ entry, matched }] : [];
  });
  return PALETTE_KINDS
    .map((kind) => ({ kind, found: found.filter(({ entry }) => entry.kind === kind) }))
    .filter((group) => group.found.length > 0);
}
