import { crc32 } from 'node:zlib';
import { MESSAGES } from '@console/contract';
import { AppError, badRequest } from '../../http/errors.ts';

/** How large an upload may be and which types (read from the content, named by extension) it may have. */
export interface UploadLimits {
  maxBytes: number;
  allowedExtensions: string[];
}

/** A content's type as read from its first bytes, and the extensions an administrator lists to allow it. */
interface ContentType {
  mime: string;
  extensions: string[];
}

/** Types known by more than one extension: old Office files share one container format. */
const EXTENSIONS_OF: Record<string, string[]> = { jpg: ['jpg', 'jpeg'], cfb: ['doc', 'xls', 'ppt'] };
const TEXT: ContentType = { mime: 'text/plain', extensions: ['txt', 'csv'] };
const UNKNOWN: ContentType = { mime: 'application/octet-stream', extensions: [] };

/** Bytes read before the type is decided: enough for every signature `file-type` knows. */
export const SAMPLE_BYTES = 4100;

// eslint-disable-next-line no-control-regex -- control characters other than tab, newline, form feed and return mark binary content
const BINARY_CONTROL = /[\u0000-\u0008\u000b\u000e-\u001a\u001c-\u001f]/;

/** Content without a signature is text when its first bytes are UTF-8 without control characters. */
function isText(sample: Buffer): boolean {
  // Streaming: a multi-byte character cut at the end of the sample is held back, not replaced.
  const decoded = new TextDecoder('utf-8').decode(sample, { stream: true });
  return !decoded.includes('\uFFFD') && !BINARY_CONTROL.test(decoded);
}

/** Content that starts like an image (its signature) claims to be one, whatever else it holds. */
const claimsImage = (sample: Buffer) => sample.subarray(0, 8).equals(PNG_SIGNATURE)
  || (sample[0] === 0xff && sample[1] === 0xd8) || sample.toString('latin1', 0, 4) === 'GIF8'
  || (sample.toString('latin1', 0, 4) === 'RIFF' && sample.toString('latin1', 8, 12) === 'WEBP');

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The first chunk of a PNG is a 13-byte IHDR with a correct checksum and a non-zero size. */
function isPng(sample: Buffer): boolean {
  if (sample.length < 33 || !sample.subarray(0, 8).equals(PNG_SIGNATURE)) return false;
  if (sample.readUInt32BE(8) !== 13 || sample.toString('latin1', 12, 16) !== 'IHDR') return false;
  return crc32(sample.subarray(12, 29)) === sample.readUInt32BE(29) && sample.readUInt32BE(16) > 0 && sample.readUInt32BE(20) > 0;
}

/** A JPEG starts with SOI followed by a marker segment of a plausible length. */
const isJpeg = (sample: Buffer) => sample.length > 6 && sample[0] === 0xff && sample[1] === 0xd8 && sample[2] === 0xff
  && sample[3]! >= 0xc0 && sample[3]! !== 0xff && sample.readUInt16BE(4) >= 2;

const isGif = (sample: Buffer) => /^GIF8[79]a$/.test(sample.toString('latin1', 0, 6)) && sample.length > 10
  && sample.readUInt16LE(6) > 0 && sample.readUInt16LE(8) > 0;

const isWebp = (sample: Buffer) => sample.toString('latin1', 0, 4) === 'RIFF' && sample.toString('latin1', 8, 15).startsWith('WEBPVP8');

const isBmp = (sample: Buffer) => sample.toString('latin1', 0, 2) === 'BM' && sample.length > 26 && sample.readInt32LE(18) !== 0 && sample.readInt32LE(22) !== 0;

const IMAGE_CHECKS: Record<string, (sample: Buffer) => boolean> = {
  'image/png': isPng, 'image/jpeg': isJpeg, 'image/gif': isGif, 'image/webp': isWebp, 'image/bmp': isBmp,
};

/** The type of a content from its first bytes, never from its name. */
async function contentTypeOf(sample: Buffer): Promise<ContentType> {
  // Imported at the first upload, not at every start (docs/decisions.md).
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(sample);
  if (detected) return { mime: detected.mime, extensions: EXTENSIONS_OF[detected.ext] ?? [detected.ext] };
  return isText(sample) ? TEXT : UNKNOWN;
}

/**
 * Refuses a content whose first bytes show it may not be stored: empty, of a type not allowed, an
 * image whose structure is not one (a PNG signature on a script), or not an image where one is asked.
 * Answers its MIME type.
 */
export async function checkedContentType(sample: Buffer, limits: UploadLimits, imagesOnly: boolean): Promise<string> {
  if (sample.length === 0) throw badRequest(MESSAGES.fileEmpty);
  const { mime, extensions } = await contentTypeOf(sample);
  const imageCheck = IMAGE_CHECKS[mime];
  const claimed = mime.startsWith('image/') || claimsImage(sample);
  if ((imagesOnly && !imageCheck) || (claimed && !imageCheck?.(sample))) throw badRequest(MESSAGES.notAnImage);
  if (!extensions.some((extension) => limits.allowedExtensions.includes(extension))) throw badRequest(MESSAGES.fileTypeNotAllowed(mime));
  return mime;
}

export const tooLarge = (limits: UploadLimits) => new AppError(413, MESSAGES.fileTooLarge((limits.maxBytes / 1024 / 1024).toFixed(1).replace(/\.0$/, '')));

/** Reads from `source` until `SAMPLE_BYTES` are in hand or it ends; the rest stays in the iterator. */
export async function readSample(source: AsyncIterator<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  while (length < SAMPLE_BYTES) {
    const next = await source.next();
    if (next.done) break;
    chunks.push(next.value);
    length += next.value.length;
  }
  return Buffer.concat(chunks);
}

/**
 * The sample, then the rest of the source, failing with 413 once more than `maxBytes` have passed;
 * `passed.bytes` counts them.
 */
export async function* limited(sample: Buffer, rest: AsyncIterator<Buffer>, limits: UploadLimits, passed: { bytes: number }): AsyncGenerator<Buffer> {
  let chunk: IteratorResult<Buffer> = { done: false, value: sample };
  while (!chunk.done) {
    passed.bytes += chunk.value.length;
    if (passed.bytes > limits.maxBytes) throw tooLarge(limits);
    yield chunk.value;
    chunk = await rest.next();
  }
}
