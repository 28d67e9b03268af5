import { describe, expect, it } from 'vitest';
import { refusalOf } from './field-rules.ts';

describe('a refusal of a definition', () => {
  it('points at the place the server names, in either language', () => {
    expect(refusalOf('参数错误：fields.1.label 已有同名的显示名')).toEqual({ path: ['fields', 1, 'label'], message: '已有同名的显示名' });
    expect(refusalOf('Invalid parameter: fields.1.label Letters, digits and _ only')).toEqual({ path: ['fields', 1, 'label'], message: 'Letters, digits and _ only' });
    expect(refusalOf('实体定义不存在')).toBeUndefined();
  });
});
