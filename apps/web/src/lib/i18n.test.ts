import { describe, expect, it } from 'vitest';
import { addMessages, bilingual, i18n } from './i18n.ts';

const inLanguage = (language: string, key: string): unknown => i18n.getResource(language, 'translation', key);

describe('messages', () => {
  it('of an owner are added in both languages, and may be added again', () => {
    const messages = bilingual({ sample: { hello: '你好' } }, { sample: { hello: 'Hello' } });
    addMessages('sample', messages);
    addMessages('sample', messages);
    expect(inLanguage('zh-CN', 'sample.hello')).toBe('你好');
    expect(inLanguage('en-US', 'sample.hello')).toBe('Hello');
  });

  it('cannot take a key another owner has', () => {
    expect(() => addMessages('intruder', bilingual({ crud: { add: '加' } }, { crud: { add: 'Plus' } }))).toThrow('The messages of intruder take the key "crud" of shared');
    expect(i18n.t('crud.add', { lng: 'zh-CN' })).toBe('新增');
  });

  // What the compiler refuses; a refusal it stopped making fails the type check (an unused @ts-expect-error).
  it('do not compile with a key one language lacks, or a key no owner has', () => {
    // @ts-expect-error: the English lacks `bye`
    const englishShort = bilingual({ sample: { hello: '你好', bye: '再见' } }, { sample: { hello: 'Hello' } });
    // @ts-expect-error: the Chinese lacks `bye`
    const chineseShort = bilingual({ sample: { hello: '你好' } }, { sample: { hello: 'Hello', bye: 'Bye' } });
    expect(Object.keys(englishShort['en-US'].sample)).toEqual(['hello']);
    expect(Object.keys(chineseShort['zh-CN'].sample)).toEqual(['hello']);
    // @ts-expect-error: misspelt
    expect(i18n.t('crud.ad', { lng: 'zh-CN' })).toBe('crud.ad');
  });
});
