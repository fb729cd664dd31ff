/**
 * Demo Butikk's product pictures: bicycles, helmets, locks, lights, tyres, bottles and bags drawn as
 * simple SVG shapes on a soft gradient, without text, and rendered with sharp at seed time, so
 * nothing is downloaded (like the library's pictures in seed-demo-media-images).
 */
import { sharp } from '../platform/images';

export const productDrawings = [
  'bicycle',
  'kidsBicycle',
  'cargoBicycle',
  'fitting',
  'helmet',
  'uLock',
  'chainLock',
  'chain',
  'frontLight',
  'lightSet',
  'tyre',
  'tube',
  'bottle',
  'cage',
  'tub',
  'bar',
  'pannier',
  'handlebarBag',
  'bell',
  'pump',
  'floorPump',
  'tool',
  'jacket',
  'gloves',
  'giftCard',
  'route',
] as const;
export type ProductDrawing = (typeof productDrawings)[number];

export interface ProductPicture {
  filename: string;
  alt: string;
  tags: string[];
  /** Background gradient from, to; the thing's main colour, and its second colour. */
  colours: [string, string, string, string];
  drawing: ProductDrawing;
}

const round = 'stroke-linecap="round" stroke-linejoin="round"';

function bicycle(main: string, accent: string, options: { pedals?: boolean; box?: boolean } = {}): string {
  const wheels = [340, 860]
    .map(
      (cx) =>
        `<circle cx="${cx}" cy="520" r="170" fill="none" stroke="${accent}" stroke-width="26"/><circle cx="${cx}" cy="520" r="16" fill="${accent}"/>`,
    )
    .join('');
  const frame = `<path d="M340 520 L520 330 L760 330 L860 520 M520 330 L600 520 L340 520 M600 520 L760 330" fill="none" stroke="${main}" stroke-width="24" ${round}/>`;
  const saddle = `<path d="M520 330 L500 270" stroke="${main}" stroke-width="20" ${round}/><rect x="440" y="250" width="120" height="26" rx="13" fill="${accent}"/>`;
  const bars = `<path d="M760 330 L735 250 L805 235" fill="none" stroke="${accent}" stroke-width="18" ${round}/>`;
  const crank =
    options.pedals === false
      ? ''
      : `<circle cx="600" cy="520" r="34" fill="${main}"/><path d="M600 520 L640 585" stroke="${accent}" stroke-width="14" ${round}/>`;
  const box = options.box
    ? `<rect x="700" y="360" width="300" height="150" rx="18" fill="${main}" opacity="0.85"/>`
    : '';
  return wheels + frame + saddle + bars + crank + box;
}

function drawingOf(picture: ProductPicture): string {
  const [from, , main, accent] = picture.colours;
  switch (picture.drawing) {
    case 'bicycle':
      return bicycle(main, accent);
    case 'kidsBicycle':
      return `<g transform="translate(150 130) scale(0.75)">${bicycle(main, accent, { pedals: false })}</g>`;
    case 'cargoBicycle':
      return bicycle(main, accent, { box: true });
    case 'fitting':
      return `${bicycle(main, accent)}<path d="M500 270 L500 120 M805 235 L1000 235 M340 700 H860" stroke="${accent}" stroke-width="8" stroke-dasharray="18 14" opacity="0.7"/>`;
    case 'helmet':
      return `<path d="M300 560 Q300 250 600 240 Q900 250 900 560 Z" fill="${main}"/>
${[430, 560, 690].map((x) => `<rect x="${x}" y="320" width="80" height="150" rx="36" fill="${from}" opacity="0.7"/>`).join('')}
<path d="M260 560 H940 Q940 610 890 610 H310 Q260 610 260 560Z" fill="${accent}"/>
<path d="M420 610 Q470 720 600 720 Q730 720 780 610" fill="none" stroke="${accent}" stroke-width="14"/>`;
    case 'uLock':
      return `<path d="M440 470 V330 A160 160 0 0 1 760 330 V470" fill="none" stroke="${main}" stroke-width="56" ${round}/>
<rect x="370" y="450" width="460" height="120" rx="44" fill="${accent}"/><circle cx="600" cy="510" r="18" fill="${from}"/>`;
    case 'chainLock':
    case 'chain': {
      const links = [0, 1, 2, 3, 4, 5, 6, 7]
        .map((i) => {
          const cx = 230 + i * 96;
          const cy = 420 + Math.round(Math.sin(i / 1.6) * 70);
          return i % 2
            ? `<ellipse cx="${cx}" cy="${cy}" rx="62" ry="22" fill="${main}" opacity="0.9"/>`
            : `<ellipse cx="${cx}" cy="${cy}" rx="70" ry="40" fill="none" stroke="${main}" stroke-width="22"/>`;
        })
        .join('');
      const body =
        picture.drawing === 'chainLock'
          ? `<rect x="960" y="300" width="150" height="220" rx="36" fill="${accent}"/><circle cx="1035" cy="440" r="16" fill="${from}"/>`
          : '';
      return links + body;
    }
    case 'frontLight':
      return `<path d="M580 405 L1180 200 L1180 620 Z" fill="${accent}" opacity="0.35"/>
<rect x="250" y="330" width="340" height="150" rx="56" fill="${main}"/><circle cx="580" cy="405" r="70" fill="${accent}"/>
<rect x="360" y="480" width="60" height="120" rx="14" fill="${main}"/>`;
    case 'lightSet':
      return `<path d="M470 330 L760 190 L760 470 Z" fill="${accent}" opacity="0.35"/>
<rect x="200" y="260" width="260" height="130" rx="50" fill="${main}"/><circle cx="455" cy="325" r="56" fill="${accent}"/>
<rect x="640" y="470" width="260" height="130" rx="50" fill="${main}"/><circle cx="650" cy="535" r="56" fill="#e5383b"/>
<path d="M600 535 L330 660 L330 410 Z" fill="#e5383b" opacity="0.25"/>`;
    case 'tyre':
      return `<circle cx="600" cy="400" r="290" fill="none" stroke="${accent}" stroke-width="22" stroke-dasharray="34 22"/>
<circle cx="600" cy="400" r="250" fill="none" stroke="${accent}" stroke-width="70"/>
<circle cx="600" cy="400" r="205" fill="none" stroke="${main}" stroke-width="16"/>
${[0, 30, 60, 90, 120, 150].map((angle) => `<rect x="596" y="200" width="8" height="400" fill="${main}" opacity="0.7" transform="rotate(${angle} 600 400)"/>`).join('')}
<circle cx="600" cy="400" r="34" fill="${main}"/>`;
    case 'tube':
      return `<circle cx="600" cy="400" r="230" fill="none" stroke="${main}" stroke-width="56"/>
<rect x="585" y="600" width="30" height="110" rx="8" fill="${accent}"/>`;
    case 'bottle':
      return `<rect x="550" y="200" width="100" height="100" fill="${main}"/><rect x="530" y="150" width="140" height="70" rx="18" fill="${accent}"/>
<rect x="490" y="270" width="220" height="440" rx="70" fill="${main}"/><rect x="490" y="430" width="220" height="100" fill="${accent}" opacity="0.55"/>`;
    case 'cage':
      return `<path d="M520 700 V300 Q520 230 600 230 Q680 230 680 300 V700 M520 560 Q600 470 680 560 M520 420 Q600 330 680 420" fill="none" stroke="${main}" stroke-width="26" ${round}/>
<rect x="560" y="690" width="80" height="40" rx="12" fill="${accent}"/>`;
    case 'tub':
      return `<rect x="420" y="300" width="360" height="400" rx="34" fill="${main}"/><rect x="400" y="250" width="400" height="90" rx="24" fill="${accent}"/>
<circle cx="600" cy="520" r="90" fill="${from}" opacity="0.75"/>`;
    case 'bar':
      return `<g transform="rotate(-12 600 400)"><rect x="260" y="330" width="680" height="150" rx="24" fill="${main}"/>
<path d="M230 330 L260 345 L230 365 L260 385 L230 405 L260 425 L230 445 L260 465 L230 480 Z M970 330 L940 345 L970 365 L940 385 L970 405 L940 425 L970 445 L940 465 L970 480 Z" fill="${accent}"/>
<rect x="420" y="370" width="360" height="70" rx="35" fill="${accent}" opacity="0.6"/></g>`;
    case 'pannier':
      return `<rect x="380" y="250" width="440" height="450" rx="50" fill="${main}"/>
<path d="M380 310 Q380 250 440 250 H760 Q820 250 820 310 V430 H380 Z" fill="${accent}"/>
<rect x="450" y="200" width="60" height="80" rx="14" fill="${accent}"/><rect x="690" y="200" width="60" height="80" rx="14" fill="${accent}"/>
<rect x="380" y="600" width="440" height="26" fill="${from}" opacity="0.8"/>`;
    case 'handlebarBag':
      return `<path d="M180 300 H1020" stroke="${accent}" stroke-width="30" ${round}/>
<rect x="300" y="310" width="600" height="270" rx="90" fill="${main}"/>
<path d="M420 300 V600 M780 300 V600" stroke="${accent}" stroke-width="22"/>`;
    case 'bell':
      return `<rect x="570" y="560" width="60" height="150" rx="14" fill="${accent}"/><path d="M800 590 L950 650" stroke="${accent}" stroke-width="30" ${round}/>
<path d="M380 560 Q380 280 600 270 Q820 280 820 560 Z" fill="${main}"/><ellipse cx="600" cy="560" rx="240" ry="36" fill="${main}"/>
<path d="M470 450 Q480 340 570 310" fill="none" stroke="${from}" stroke-width="28" opacity="0.6" ${round}/>`;
    case 'pump':
      return `<g transform="rotate(-20 600 400)"><rect x="260" y="350" width="620" height="110" rx="40" fill="${main}"/>
<rect x="880" y="375" width="90" height="60" rx="20" fill="${accent}"/><rect x="200" y="340" width="80" height="130" rx="24" fill="${accent}"/></g>`;
    case 'floorPump':
      return `<rect x="560" y="230" width="80" height="430" rx="20" fill="${main}"/><rect x="420" y="190" width="360" height="46" rx="23" fill="${accent}"/>
<rect x="430" y="650" width="340" height="46" rx="16" fill="${accent}"/><circle cx="600" cy="560" r="62" fill="${from}" stroke="${accent}" stroke-width="14"/>
<path d="M640 620 Q860 660 840 420 Q830 330 900 300" fill="none" stroke="${accent}" stroke-width="16" ${round}/>`;
    case 'tool':
      return `${[-70, -50, -30, -10].map((angle) => `<rect x="440" y="380" width="380" height="40" rx="20" fill="${accent}" transform="rotate(${angle} 460 400)"/>`).join('')}
<rect x="400" y="340" width="420" height="150" rx="44" fill="${main}"/><circle cx="460" cy="415" r="20" fill="${from}"/>`;
    case 'jacket':
      return `<path d="M460 210 L380 250 L250 480 L330 520 L400 410 V680 H800 V410 L870 520 L950 480 L820 250 L740 210 Q600 300 460 210Z" fill="${main}"/>
<path d="M600 265 V680" stroke="${accent}" stroke-width="12"/><path d="M470 210 Q600 120 730 210 Q600 280 470 210Z" fill="${accent}" opacity="0.8"/>`;
    case 'gloves':
      return [0, 1]
        .map(
          (n) =>
            `<g transform="translate(${n * 340} ${n * 40})">${[0, 1, 2, 3].map((i) => `<rect x="${300 + i * 56}" y="220" width="48" height="200" rx="24" fill="${main}"/>`).join('')}
<rect x="300" y="360" width="216" height="260" rx="60" fill="${main}"/><rect x="230" y="400" width="48" height="160" rx="24" fill="${main}" transform="rotate(-25 254 480)"/>
<rect x="300" y="560" width="216" height="70" rx="20" fill="${accent}"/></g>`,
        )
        .join('');
    case 'giftCard':
      return `<rect x="280" y="220" width="640" height="380" rx="36" fill="${main}"/><rect x="700" y="220" width="60" height="380" fill="${accent}"/>
<rect x="280" y="380" width="640" height="50" fill="${accent}"/><ellipse cx="690" cy="370" rx="60" ry="34" fill="${accent}" transform="rotate(-25 690 370)"/>
<ellipse cx="770" cy="370" rx="60" ry="34" fill="${accent}" transform="rotate(25 770 370)"/>`;
    case 'route':
      return `<path d="M0 600 Q300 360 600 540 T1200 470 V800 H0Z" fill="${main}" opacity="0.6"/><path d="M0 690 Q350 540 700 660 T1200 620 V800 H0Z" fill="${main}"/>
<path d="M140 720 C300 600 420 700 560 580 S820 420 960 330" fill="none" stroke="${accent}" stroke-width="14" stroke-dasharray="26 20" ${round}/>
<circle cx="960" cy="270" r="52" fill="${accent}"/><path d="M920 300 L960 380 L1000 300Z" fill="${accent}"/><circle cx="960" cy="270" r="20" fill="${from}"/>`;
  }
}

function svgOf(picture: ProductPicture): string {
  const [from, to] = picture.colours;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="1200" height="800" fill="url(#bg)"/>${drawingOf(picture)}</svg>`;
}

/** Each picture is rendered once per process and size, however many test servers seed it. */
const rendered = new Map<string, Promise<Buffer>>();

export function renderProductPicture(picture: ProductPicture, width: number): Promise<Buffer> {
  const key = `${picture.filename}@${width}`;
  let bytes = rendered.get(key);
  if (!bytes) {
    bytes = sharp(Buffer.from(svgOf(picture)), { density: Math.max(1, (72 * width) / 1200) })
      .resize(width, Math.round((width * 2) / 3))
      .jpeg({ quality: 82 })
      .toBuffer();
    rendered.set(key, bytes);
  }
  return bytes;
}
