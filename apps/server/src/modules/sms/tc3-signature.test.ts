import { describe, expect, it } from 'vitest';
import { tc3Authorization } from './tc3-signature.ts';

describe('TC3-HMAC-SHA256', () => {
  // The worked example of Tencent Cloud's "Signature v3" documentation (CVM DescribeInstances, Guangzhou):
  // its payload hashes to 35e9c5b0…, its canonical request to 5ffe6a04…, and its signature is 72e494ea….
  it("reproduces the documentation's worked example", () => {
    const authorization = tc3Authorization(
      { secretId: 'AKID**********************0123456789EXAMPLE', secretKey: 'Gu5t9xGARNpq86cd98joQYCN3EXAMPLE' },
      {
        service: 'cvm',
        timestamp: 1551113065,
        headers: { 'content-type': 'application/json; charset=utf-8', host: 'cvm.tencentcloudapi.com' },
        payload: String.raw`{"Limit": 1, "Filters": [{"Values": ["\u672a\u547d\u540d"], "Name": "instance-name"}]}`,
      },
    );
    expect(authorization).toBe(
      'TC3-HMAC-SHA256 Credential=AKID**********************0123456789EXAMPLE/2019-02-25/cvm/tc3_request, '
      + 'SignedHeaders=content-type;host, Signature=72e494ea809ad7a8c8f7a4507b9bddcbaa8e581f516e8da2f66e2c5a96525168',
    );
  });

  it('signs the headers in ASCII order of their names, whatever order they are given in', () => {
    const request = { service: 'sms', timestamp: 1551113065, payload: '{}' };
    const credentials = { secretId: 'AKIDtest', secretKey: 'secret' };
    const given = tc3Authorization(credentials, { ...request, headers: { 'x-tc-action': 'SendSms', host: 'sms.tencentcloudapi.com', 'content-type': 'application/json' } });
    const sorted = tc3Authorization(credentials, { ...request, headers: { 'content-type': 'application/json', host: 'sms.tencentcloudapi.com', 'x-tc-action': 'SendSms' } });
    expect(given).toBe(sorted);
    expect(given).toContain('SignedHeaders=content-type;host;x-tc-action,');
  });
});
