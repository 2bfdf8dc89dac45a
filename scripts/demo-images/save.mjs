// Writing the pictures: the file-name filter from the command line, SVG to WebP
// with sharp, and a write that leaves a file whose bytes have not changed alone.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const WEBP = { quality: 74, effort: 6 };

export const written = [];
// `node scripts/make-demo-images.mjs hero-3 car-` redraws only the files whose names contain one of the words.
const only = process.argv.slice(2);
export const wanted = (rel) => only.length === 0 || only.some((word) => rel.includes(word));

export async function save(rel, buffer) {
  const file = path.join(root, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const same = fs.existsSync(file) && fs.readFileSync(file).equals(buffer);
  if (!same) fs.writeFileSync(file, buffer);
  written.push({ rel, bytes: buffer.length });
  console.log(
    `${same ? 'unchanged' : 'wrote    '} ${rel} (${(buffer.length / 1024).toFixed(1)} KiB)`,
  );
}

export const toWebp = (input, resize) => {
  let img = sharp(input);
  if (resize) img = img.resize(resize.w, resize.h, { fit: 'cover' });
  return img.webp(WEBP).toBuffer();
};

export const two = (n) => String(n).padStart(2, '0');

export async function card(rel, draw) {
  if (wanted(rel)) await save(rel, await toWebp(Buffer.from(draw())));
}
