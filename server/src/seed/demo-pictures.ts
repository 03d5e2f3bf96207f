// Generated, colourful SVG pictures for the demo galleries, so a fresh install shows real images
// without shipping photos of anybody's children.
import type { FileStorage } from '../modules/uploads/upload.storage';

const PALETTES = [
  ['#ffd166', '#ef476f', '#06d6a0', '#118ab2'],
  ['#f4a261', '#e76f51', '#2a9d8f', '#264653'],
  ['#ffafcc', '#a2d2ff', '#cdb4db', '#bde0fe'],
  ['#90be6d', '#f9c74f', '#f94144', '#577590'],
];

export const DEMO_PICTURE_SIZE = { width: 1200, height: 800 };

function svg(seed: number): string {
  const palette = PALETTES[seed % PALETTES.length] as string[];
  const colour = (index: number) => palette[(seed + index) % palette.length];
  const balloons = Array.from({ length: 5 }, (_, index) => {
    const x = 150 + index * 220 + ((seed * 37 + index * 53) % 60);
    const y = 260 + ((seed * 71 + index * 29) % 180);
    return `<ellipse cx="${x}" cy="${y}" rx="70" ry="88" fill="${colour(index + 1)}"/>
<path d="M${x} ${y + 88} q 18 80 -10 200" stroke="#555" stroke-width="3" fill="none"/>`;
  }).join('\n');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${DEMO_PICTURE_SIZE.width}" height="${DEMO_PICTURE_SIZE.height}" viewBox="0 0 1200 800">
<rect width="1200" height="800" fill="${colour(0)}" opacity="0.35"/>
<circle cx="${1000 - (seed % 5) * 60}" cy="140" r="90" fill="#ffd166"/>
<path d="M0 640 Q 300 ${540 + (seed % 4) * 20} 600 640 T 1200 640 V 800 H 0 Z" fill="${colour(2)}"/>
${balloons}
</svg>
`;
}

/** Stores the picture where uploaded ones go (local disk or the object store) and returns its path
 * relative to /public. */
export async function writeDemoPicture(files: FileStorage, name: string, seed: number): Promise<string> {
  const relative = `demo/${name}.svg`;
  await files.put(relative, Buffer.from(svg(seed)));
  return relative;
}
