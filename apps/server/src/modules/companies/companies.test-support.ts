import { creditCodeCheck } from '@console/contract/companies';
import type { TestApp } from '../../../test/harness.ts';

let made = 0;

/** A credit code no other test company has, valid (its check character computed). */
export function freshCreditCode(regionCode = '440305'): string {
  made += 1;
  const body = `91${regionCode}${String(made).padStart(5, '0')}${String(process.pid % 10000).padStart(4, '0')}`;
  return `${body}${creditCodeCheck(body)}`;
}

export interface CompanyFields {
  name?: string;
  creditCode?: string;
  regionCode?: string;
  industry?: string;
  labels?: number[];
  registeredCapital?: number;
  address?: string;
  status?: string;
}

/** A company saved through the administrators' API; answers its record. */
export async function saveCompany(t: TestApp, token: string, fields: CompanyFields = {}) {
  const regionCode = fields.regionCode ?? '440305';
  const response = await t.call('POST', '/company/save', {
    token,
    json: { name: `测试企业${made + 1}有限公司`, creditCode: freshCreditCode(regionCode), regionCode, industry: 'I', ...fields },
  });
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json().data as { id: number; creditCode: string; region: { code: string; fullName: string }; labels: number[] };
}

/** An administrator's edit of a company. */
export const editCompany = (t: TestApp, token: string, id: number, fields: CompanyFields) =>
  t.call('POST', '/company/update', { token, json: { id, ...fields } });
