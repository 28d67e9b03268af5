import { match } from 'pinyin-pro';
import { describe, expect, it } from 'vitest';
import { matchTitle, searchEntries, type PaletteEntry, type PinyinMatch } from './palette-search.ts';

const pinyin: PinyinMatch = (text, query) => match(text, query, { continuous: true });

const entry = (kind: PaletteEntry['kind'], title: string): PaletteEntry => ({ kind, key: `${kind}:${title}`, title });
const ENTRIES = [
  entry('page', '用户管理'), entry('page', '角色管理'), entry('page', 'ISV管理'), entry('page', 'API docs'),
  entry('tag', '用户管理'), entry('app', '信息化平台'),
];
const titlesOf = (query: string, matcher: PinyinMatch | null = pinyin) =>
  searchEntries(ENTRIES, query, matcher).map(({ kind, found }) => [kind, found.map(({ entry: { title } }) => title)]);

describe('matching a name', () => {
  it('finds the query in the name whatever its case, marking the characters it covers', () => {
    expect(matchTitle('API docs', 'DOC', pinyin)).toEqual([4, 5, 6]);
    expect(matchTitle('用户管理', '管理', pinyin)).toEqual([2, 3]);
  });

  it('finds a name by the initials of its pinyin, by its full pinyin, or by a mix', () => {
    expect(matchTitle('用户管理', 'yhgl', pinyin)).toEqual([0, 1, 2, 3]);
    expect(matchTitle('用户管理', 'YHGL', pinyin)).toEqual([0, 1, 2, 3]);
    expect(matchTitle('用户管理', 'yonghuguanli', pinyin)).toEqual([0, 1, 2, 3]);
    expect(matchTitle('用户管理', 'yonghugl', pinyin)).toEqual([0, 1, 2, 3]);
    expect(matchTitle('ISV管理', 'isvgl', pinyin)).toEqual([0, 1, 2, 3, 4]);
  });

  it('wants the characters the pinyin spells to follow one another', () => {
    expect(matchTitle('用户管理', 'yl', pinyin)).toBeNull();
    expect(matchTitle('用户管理', 'yhglx', pinyin)).toBeNull();
  });

  it('matches by letters alone until the pinyin matcher is there', () => {
    expect(matchTitle('用户管理', 'yhgl', null)).toBeNull();
    expect(matchTitle('API docs', 'api', null)).toEqual([0, 1, 2]);
  });
});

describe('searching the entries', () => {
  it('groups what matches as pages, open tags and applications, each in its order', () => {
    expect(titlesOf('gl')).toEqual([['page', ['用户管理', '角色管理', 'ISV管理']], ['tag', ['用户管理']]]);
    expect(titlesOf('xxh')).toEqual([['app', ['信息化平台']]]);
  });

  it('offers every entry for a blank query and none when nothing matches', () => {
    expect(titlesOf('  ')).toEqual([
      ['page', ['用户管理', '角色管理', 'ISV管理', 'API docs']], ['tag', ['用户管理']], ['app', ['信息化平台']],
    ]);
    expect(titlesOf('zzz')).toEqual([]);
  });

  it('ignores the spaces around the query', () => {
    expect(titlesOf(' yhgl ')).toEqual([['page', ['用户管理']], ['tag', ['用户管理']]]);
  });
});
