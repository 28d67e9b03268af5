import { describe, expect, it } from 'vitest';
import { API_BASE } from '@console/contract';
import { changingCallsOf } from './changing-calls.ts';
import type { TagIndex } from './openapi-document.ts';

const index: TagIndex = {
  info: { title: 'API', version: '1' },
  tags: [
    {
      name: 'users',
      operations: [
        { method: 'get', path: `${API_BASE}/user/info`, 'x-access': { kind: 'signedIn' } },
        { method: 'get', path: `${API_BASE}/user/list`, 'x-access': { kind: 'page', pages: ['user-manage'], perm: 'view' } },
        { method: 'get', path: `${API_BASE}/user/delByIds/{ids}`, 'x-access': { kind: 'page', pages: ['user-manage'], perm: 'delete' } },
      ],
    },
    { name: 'dicts', operations: [{ method: 'post', path: `${API_BASE}/dict/save`, 'x-access': { kind: 'page', pages: ['dict-manage'], perm: 'add' } }] },
  ],
};
const changes = changingCallsOf(index);
const at = (path: string) => `http://127.0.0.1:8080${API_BASE}${path}`;

describe('calls that may change something', () => {
  it('are every call but a GET', () => {
    expect(changes({ method: 'post', url: at('/dict/save') })).toBe(true);
    expect(changes({ method: 'DELETE', url: at('/user/info') })).toBe(true);
  });

  it('are the GETs that need more than view, whatever their parameters', () => {
    expect(changes({ method: 'get', url: at('/user/delByIds/3%2C4') })).toBe(true);
    expect(changes({ method: 'get', url: at('/user/info') })).toBe(false);
    expect(changes({ method: 'get', url: `${at('/user/list')}?pageNumber=1` })).toBe(false);
  });

  it('count a GET the document does not describe as one', () => {
    expect(changes({ method: 'get', url: at('/user/info/more') })).toBe(true);
  });
});
