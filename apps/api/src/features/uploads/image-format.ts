/** The formats Waka accepts (docs/product.md#images), as sharp names them. */
export type ImageFormat = 'jpeg' | 'png' | 'webp';

/**
 * What the bytes say the file is, by their signature ("magic bytes"). The
 * name and the declared type come from the sender and prove nothing, so they
 * are never consulted.
 */
export function detectImageFormat(bytes: Buffer): ImageFormat | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  // RIFF <size> WEBP
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  return undefined;
}

function startsWith(bytes: Buffer, signature: number[]): boolean {
  return (
    bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte)
  );
}
