// Renders the brand's raster images from their SVG sources (apps/web/brand/) into the built web
// app: the logo as logo.png (512×512, what search engines take as an organisation's logo) and the
// link-preview card as og-image.png (1200×630, Open Graph and Twitter cards). Made here, at build,
// with sharp: no third-party image service. Usage: node scripts/brand-images.mjs <web dist>
import { join } from 'node:path';
import sharp from 'sharp';

const dist = process.argv[2] ?? 'apps/web/dist';
const brand = new URL('../apps/web/brand/', import.meta.url);

const images = [
  { source: 'logo.svg', target: 'logo.png', width: 512, height: 512 },
  { source: 'og-image.svg', target: 'og-image.png', width: 1200, height: 630 },
];
for (const { source, target, width, height } of images) {
  const file = join(dist, target);
  const info = await sharp(new URL(source, brand).pathname, { density: 144 })
    .resize(width, height)
    .png({ compressionLevel: 9 })
    .toFile(file);
  console.log(`brand image ${target.padEnd(13)} ${info.width}×${info.height} (${info.size} bytes)`);
}
