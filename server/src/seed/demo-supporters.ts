// Demo supporters with generated logos (an SVG written by us, never an upload), so a fresh install
// shows the footer's supporter logos.
import { PictureOwner } from '@kurzy/common';
import type { EntityManager } from 'typeorm';
import { Picture } from '../modules/galleries/picture.entity';
import { Supporter } from '../modules/supporters/supporter.entity';
import type { FileStorage } from '../modules/uploads/upload.storage';

const LOGO_SIZE = { width: 240, height: 96 };

export const DEMO_SUPPORTERS = [
  { name: 'Statutární město Brno', url: 'https://www.brno.cz/', initials: 'BR', colour: '#b3261e' },
  { name: 'Jihomoravský kraj', url: 'https://www.jmk.cz/', initials: 'JMK', colour: '#1d4f91' },
  { name: 'Pekárna U Slunce', url: 'https://www.example.com/pekarna', initials: 'PS', colour: '#8a5a00' },
];

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A wide logo that stays legible at the footer's 48 px height: a badge and a short word. */
function logo(initials: string, name: string, colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${LOGO_SIZE.width}" height="${LOGO_SIZE.height}" viewBox="0 0 240 96">
<rect width="240" height="96" rx="10" fill="#fff"/>
<circle cx="48" cy="48" r="40" fill="${colour}"/>
<text x="48" y="58" font-family="sans-serif" font-size="${initials.length > 3 ? 22 : 28}" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initials)}</text>
<text x="100" y="60" font-family="sans-serif" font-size="30" font-weight="600" fill="${colour}">${escapeXml(name.split(' ').at(-1) ?? '')}</text>
</svg>
`;
}

export async function seedDemoSupporters(manager: EntityManager, files: FileStorage): Promise<void> {
  for (const [position, { initials, colour, ...fields }] of DEMO_SUPPORTERS.entries()) {
    const supporter = await manager.save(manager.create(Supporter, { ...fields, position }));
    const relative = `demo/supporter-${supporter.id}.svg`;
    await files.put(relative, Buffer.from(logo(initials, fields.name, colour)));
    await manager.save(
      manager.create(Picture, {
        owner: PictureOwner.supporter,
        ownerId: supporter.id,
        path: relative,
        thumbnailPath: relative,
        ...LOGO_SIZE,
      }),
    );
  }
}
