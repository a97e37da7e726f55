/**
 * Zip-bomb guard for xlsx files (a zip of XML parts), run before SheetJS sees the bytes.
 *
 * SheetJS inflates each entry whole: in the browser into a buffer of the size the local header
 * declares (or a growing one when it declares 0), in Node with zlib without a cap. So every entry
 * is inflated here first, as a stream that is cut as soon as the running total passes the limit,
 * from exactly the bytes SheetJS will read (the local header's data, `compressed size` long). An
 * entry whose deflate stream does not end exactly there, a declared size above the limit, ZIP64
 * records, encryption or an unknown method make the file invalid.
 */
import { IMPORT_LIMITS, IMPORT_MESSAGES } from './layouts';

export class ImportFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportFileError';
  }
}

export interface ZipLimits {
  maxUnzippedBytes: number;
  maxEntries: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const ZIP64_EXTRA = 0x0001;

export function isZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

const invalid = () => new ImportFileError(IMPORT_MESSAGES.arquivoInvalido);
const tooBig = () => new ImportFileError(IMPORT_MESSAGES.descompactadoGrande);

function hasZip64Extra(view: DataView, start: number, length: number): boolean {
  let offset = start;
  while (offset + 4 <= start + length) {
    if (view.getUint16(offset, true) === ZIP64_EXTRA) return true;
    offset += 4 + view.getUint16(offset + 2, true);
  }
  return false;
}

/**
 * The inflated content of each entry, by name, as the guard produced it: the xlsx reader parses
 * these instead of inflating the parts a second time.
 */
export class ZipContents {
  readonly parts = new Map<string, Uint8Array[]>();
  /** Two entries whose names differ at most in case (SheetJS looks names up ignoring case). */
  duplicated = false;
  private readonly lowerNames = new Set<string>();

  add(name: string, chunks: Uint8Array[]): void {
    const lower = name.toLowerCase();
    if (this.lowerNames.has(lower)) this.duplicated = true;
    this.lowerNames.add(lower);
    if (!this.parts.has(name)) this.parts.set(name, chunks);
  }

  /** The entry's bytes, or undefined when there is no such entry. */
  bytes(name: string): Uint8Array | undefined {
    const chunks = this.parts.get(name);
    if (!chunks) return undefined;
    if (chunks.length === 1) return chunks[0];
    const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0));
    let offset = 0;
    for (const chunk of chunks) {
      out.set(chunk, offset);
      offset += chunk.byteLength;
    }
    return out;
  }
}

const nameDecoder = new TextDecoder('utf-8');

async function inflatedSize(data: Uint8Array, budget: number, keep?: Uint8Array[]): Promise<number> {
  if (typeof DecompressionStream === 'undefined') throw invalid();
  const input = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(data);
      controller.close();
    },
  });
  const reader = input.pipeThrough(new DecompressionStream('deflate-raw') as unknown as ReadableWritablePair<Uint8Array, Uint8Array>).getReader();
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return total;
      total += value.byteLength;
      keep?.push(value);
      if (total > budget) {
        await reader.cancel().catch(() => undefined);
        throw tooBig();
      }
    }
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw invalid();
  }
}

/**
 * Throws ImportFileError when the zip is malformed or would inflate past the limits. With
 * `contents`, also keeps what each entry inflated to (only once the whole zip passed).
 */
export async function assertZipWithinLimits(
  bytes: Uint8Array,
  limits: ZipLimits = { maxUnzippedBytes: IMPORT_LIMITS.maxUnzippedBytes, maxEntries: IMPORT_LIMITS.maxZipEntries },
  contents?: ZipContents,
): Promise<void> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (view.getUint32(i, true) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw invalid();
  const entries = view.getUint16(eocd + 10, true);
  const centralOffset = view.getUint32(eocd + 16, true);
  if (entries === 0xffff || centralOffset === 0xffffffff) throw invalid();
  if (entries > limits.maxEntries) throw tooBig();

  let offset = centralOffset;
  let remaining = limits.maxUnzippedBytes;
  const kept: Array<[string, Uint8Array[]]> = [];
  for (let n = 0; n < entries; n++) {
    if (offset + 46 > bytes.length || view.getUint32(offset, true) !== CENTRAL_SIGNATURE) throw invalid();
    const flags = view.getUint16(offset + 8, true);
    const method = view.getUint16(offset + 10, true);
    const compressed = view.getUint32(offset + 20, true);
    const declared = view.getUint32(offset + 24, true);
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    const localOffset = view.getUint32(offset + 42, true);
    const name = contents && offset + 46 + nameLength <= bytes.length ? nameDecoder.decode(bytes.subarray(offset + 46, offset + 46 + nameLength)) : '';
    if (flags & 0x2041) throw invalid(); // encrypted
    if (hasZip64Extra(view, offset + 46 + nameLength, extraLength)) throw invalid();
    if (declared > remaining) throw tooBig();
    offset += 46 + nameLength + extraLength + commentLength;

    if (localOffset + 30 > bytes.length || view.getUint32(localOffset, true) !== LOCAL_SIGNATURE) throw invalid();
    const localDeclared = view.getUint32(localOffset + 22, true);
    const localName = view.getUint16(localOffset + 26, true);
    const localExtra = view.getUint16(localOffset + 28, true);
    if (hasZip64Extra(view, localOffset + 30 + localName, localExtra)) throw invalid();
    if (localDeclared > remaining) throw tooBig();
    const dataStart = localOffset + 30 + localName + localExtra;
    if (dataStart + compressed > bytes.length) throw invalid();

    const chunks: Uint8Array[] | undefined = contents ? [] : undefined;
    let size: number;
    if (method === 0) {
      size = compressed;
      chunks?.push(bytes.subarray(dataStart, dataStart + compressed));
    } else if (method === 8) size = await inflatedSize(bytes.subarray(dataStart, dataStart + compressed), remaining, chunks);
    else throw invalid();
    if (size > remaining) throw tooBig();
    remaining -= Math.max(size, localDeclared);
    if (contents && chunks) kept.push([name, chunks]);
  }
  if (contents) for (const [name, chunks] of kept) contents.add(name, chunks);
}
