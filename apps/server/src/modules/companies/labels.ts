import { LABEL_CODE_MAX } from '@console/contract/companies';

/** Label codes as the bits of `companies.labels` (code n is bit n - 1). */
export const labelBits = (codes: readonly number[]): number => codes.reduce((bits, code) => bits | (1 << (code - 1)), 0);

export function labelCodesOf(bits: number): number[] {
  const codes: number[] = [];
  for (let code = 1; code <= LABEL_CODE_MAX; code += 1) if (bits & (1 << (code - 1))) codes.push(code);
  return codes;
}
