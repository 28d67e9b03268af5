import { describe, expect, it } from 'vitest';
import { addMessages, bilingual, i18n } from './i18n.ts';

describe('messages', () => {
  it('of an owner are added in both languages, and may be added again', () => {
    const messages = bilingual({ sample: { hello: '你好' } }, { sample: { hello: 'Hello' } });
    addMessages('sample', messages);
    addMessages('sample', messages);
    expect(i18n.t('sample.hello', { lng: 'zh-CN' })).toBe('你好');
    expect(i18n.t('sample.hello', { lng: 'en-US' })).toBe('Hello');
  });

  it('cannot take a key another owner has', () => {
    expect(() => addMessages('intruder', bilingual({ crud: { add: '加' } }, { crud: { add: 'Plus' } }))).toThrow('The messages of intruder take the key "crud" of shared');
    expect(i18n.t('crud.add', { lng: 'zh-CN' })).toBe('新增');
  });
});
