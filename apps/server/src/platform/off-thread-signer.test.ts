import { generateKeyPairSync, verify } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { OffThreadSigner } from './off-thread-signer.ts';

const ed25519 = () => generateKeyPairSync('ed25519');
const verifies = (text: string, signature: string, publicKey: ReturnType<typeof ed25519>['publicKey']) =>
  verify(null, Buffer.from(text, 'utf8'), publicKey, Buffer.from(signature, 'base64'));

describe('the off-thread signer', () => {
  let signer: OffThreadSigner;
  afterEach(() => signer.close());

  it('signs texts asked for together, each with its own key, in its own answer', async () => {
    signer = new OffThreadSigner();
    const pairs = [ed25519(), ed25519(), ed25519()];
    const asks = Array.from({ length: 60 }, (_, index) => ({ text: `答复 ${index}`, pair: pairs[index % pairs.length]! }));
    const signatures = await Promise.all(asks.map(({ text, pair }) => signer.sign(text, pair.privateKey)));
    asks.forEach(({ text, pair }, index) => expect(verifies(text, signatures[index]!, pair.publicKey)).toBe(true));
    expect(verifies(asks[0]!.text, signatures[1]!, asks[0]!.pair.publicKey)).toBe(false);
    // A key already sent is named again in later batches.
    expect(verifies('再次', await signer.sign('再次', pairs[0]!.privateKey), pairs[0]!.publicKey)).toBe(true);
  });

  it('refuses only the text whose key cannot sign', async () => {
    signer = new OffThreadSigner();
    const good = ed25519();
    const agreementOnly = generateKeyPairSync('x25519').privateKey;
    const [signed, refused] = await Promise.allSettled([signer.sign('a', good.privateKey), signer.sign('b', agreementOnly)]);
    expect(signed.status === 'fulfilled' && verifies('a', signed.value, good.publicKey)).toBe(true);
    expect(refused.status).toBe('rejected');
  });

  it('refuses every text once closed', async () => {
    signer = new OffThreadSigner();
    const { privateKey } = ed25519();
    await signer.sign('before', privateKey);
    await signer.close();
    await expect(signer.sign('after', privateKey)).rejects.toThrow(/closed/);
  });
});
