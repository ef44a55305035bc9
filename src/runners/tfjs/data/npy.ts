/** Reads NumPy .npy arrays of float32/float64 (C order), as the official feature files are. */

export interface NpyArray {
  readonly shape: readonly number[];
  readonly data: Float32Array;
}

export class NpyFormatError extends Error {}

const LITTLE_ENDIAN = new Uint8Array(Uint16Array.of(1).buffer)[0] === 1;

export function parseNpy(bytes: Uint8Array): NpyArray {
  const magic = [0x93, 0x4e, 0x55, 0x4d, 0x50, 0x59];
  if (bytes.length < 10 || magic.some((b, i) => bytes[i] !== b)) throw new NpyFormatError('not a .npy file (bad magic bytes)');
  const major = bytes[6] ?? 0;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const headerLen = major >= 2 ? view.getUint32(8, true) : view.getUint16(8, true);
  const start = major >= 2 ? 12 : 10;
  const header = new TextDecoder('latin1').decode(bytes.subarray(start, start + headerLen));
  const descr = /'descr':\s*'([^']+)'/.exec(header)?.[1];
  const fortran = /'fortran_order':\s*(True|False)/.exec(header)?.[1];
  const shapeText = /'shape':\s*\(([^)]*)\)/.exec(header)?.[1];
  if (descr === undefined || fortran === undefined || shapeText === undefined) throw new NpyFormatError(`unreadable header ${JSON.stringify(header.trim())}`);
  if (fortran === 'True') throw new NpyFormatError('Fortran-order arrays are not supported');
  const shape = shapeText.split(',').map((s) => s.trim()).filter((s) => s.length > 0).map(Number);
  const count = shape.reduce((a, b) => a * b, 1);
  const offset = start + headerLen;
  const width = descr === '<f4' ? 4 : descr === '<f8' ? 8 : 0;
  if (width === 0) throw new NpyFormatError(`dtype ${descr} is not supported (expected <f4 or <f8)`);
  if (bytes.length < offset + count * width) throw new NpyFormatError(`file is truncated: ${count} values of ${width} bytes expected`);
  if (width === 4 && LITTLE_ENDIAN) {
    // One copy of the payload (the usual case: ~0.8 MB per 1024×14×14 feature file).
    const start = bytes.byteOffset + offset;
    return { shape, data: new Float32Array(bytes.buffer.slice(start, start + 4 * count)) };
  }
  const data = new Float32Array(count);
  for (let i = 0; i < count; i++) data[i] = width === 4 ? view.getFloat32(offset + 4 * i, true) : view.getFloat64(offset + 8 * i, true);
  return { shape, data };
}

/** C×H×W → (H·W)×C, the token-major layout the models read. */
export function channelsLast(a: NpyArray): Float32Array {
  const [c, h, w] = a.shape;
  if (a.shape.length !== 3 || c === undefined || h === undefined || w === undefined) throw new NpyFormatError(`expected a C×H×W array, got shape (${a.shape.join(', ')})`);
  const out = new Float32Array(a.data.length);
  const hw = h * w;
  for (let k = 0; k < c; k++) for (let p = 0; p < hw; p++) out[p * c + k] = a.data[k * hw + p] ?? 0;
  return out;
}
