// The signing thread of `off-thread-signer.ts`: keeps the keys it is given by number, signs each batch
// it is sent, and answers the signatures, base64, in the batch's order. Plain JavaScript: a worker
// thread starts without the TypeScript loader.
import { sign } from 'node:crypto';
import { parentPort } from 'node:worker_threads';

const keys = new Map();

/** Keys given and keys to forget: `{ newKeys: [id, key][], forgotten: id[] }`. */
function keep({ newKeys, forgotten }) {
  for (const [id, key] of newKeys) keys.set(id, key);
  for (const id of forgotten) keys.delete(id);
}

/** One signature, base64; or, when the key cannot sign, why. */
function signed(keyId, text) {
  try {
    return sign(null, Buffer.from(text, 'utf8'), keys.get(keyId)).toString('base64');
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/** A batch: `[batch, keyId, text, keyId, text, …]`; answered `[batch, signature or { error }, …]`. */
function signBatch([batch, ...items]) {
  const answer = [batch];
  for (let index = 0; index < items.length; index += 2) answer.push(signed(items[index], items[index + 1]));
  parentPort.postMessage(answer);
}

parentPort.on('message', (message) => (Array.isArray(message) ? signBatch(message) : keep(message)));
