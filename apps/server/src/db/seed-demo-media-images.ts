/**
 * The demo library's pictures: text-free compositions (gradients and shapes in pleasant
 * colours), drawn as SVG and rendered with sharp at seed time, so nothing is downloaded.
 */
import { sharp } from '../platform/images';

export interface DemoImage {
  filename: string;
  alt: string;
  tags: string[];
  /** Background gradient from, to; then the shapes' colour. */
  colours: [string, string, string];
  shape: 'sun' | 'hills' | 'stripes' | 'circles' | 'waves' | 'blocks';
}

export const demoImages: DemoImage[] = [
  {
    filename: 'sommerkjole.jpg',
    alt: 'Sommerkjole i lin på stativ',
    tags: ['Sommer', 'Klær'],
    colours: ['#f6d8c3', '#e9a88f', '#fff6ee'],
    shape: 'stripes',
  },
  {
    filename: 'solnedgang-fjord.jpg',
    alt: 'Solnedgang over fjorden',
    tags: ['Sommer', 'Natur'],
    colours: ['#ffb56b', '#6a4c93', '#ffe29a'],
    shape: 'sun',
  },
  {
    filename: 'bysykkel.jpg',
    alt: 'Rød bysykkel parkert ved en murvegg',
    tags: ['Sykler'],
    colours: ['#e4dccf', '#b5a48b', '#c0392b'],
    shape: 'circles',
  },
  {
    filename: 'fjellsti.jpg',
    alt: 'Fjellsti mellom grønne åser',
    tags: ['Natur', 'Tur'],
    colours: ['#cde7e3', '#7fb7a4', '#3f7d6e'],
    shape: 'hills',
  },
  {
    filename: 'regnjakke.jpg',
    alt: 'Gul regnjakke på knagg i gangen',
    tags: ['Klær', 'Høst'],
    colours: ['#f7f3e3', '#d9cfa8', '#f2c14e'],
    shape: 'blocks',
  },
  {
    filename: 'havbris.jpg',
    alt: 'Bølger som slår inn mot svaberg',
    tags: ['Sommer', 'Natur'],
    colours: ['#a8dadc', '#457b9d', '#f1faee'],
    shape: 'waves',
  },
  {
    filename: 'elsykkel.jpg',
    alt: 'Elsykkel klar for pendling',
    tags: ['Sykler', 'Nyheter'],
    colours: ['#dfe7fd', '#99a8d8', '#2b2d42'],
    shape: 'circles',
  },
  {
    filename: 'strikkegenser.jpg',
    alt: 'Strikkegenser brettet på et trebord',
    tags: ['Klær', 'Vinter'],
    colours: ['#efe6dd', '#c9b79c', '#8d6e63'],
    shape: 'stripes',
  },
  {
    filename: 'vinterlys.jpg',
    alt: 'Blått vinterlys over snødekte åser',
    tags: ['Vinter', 'Natur'],
    colours: ['#e8f1f8', '#9fb8d0', '#ffffff'],
    shape: 'hills',
  },
  {
    filename: 'hjelm.jpg',
    alt: 'Sykkelhjelm i mintgrønn farge',
    tags: ['Tilbehør', 'Sykler'],
    colours: ['#e0f4ec', '#9ed2be', '#2a9d8f'],
    shape: 'sun',
  },
  {
    filename: 'butikken.jpg',
    alt: 'Butikklokalet vårt i Strandgaten',
    tags: ['Butikken'],
    colours: ['#f4ecd6', '#d4b483', '#6b4226'],
    shape: 'blocks',
  },
  {
    filename: 'verksted.jpg',
    alt: 'Verkstedbenk med verktøy på veggen',
    tags: ['Butikken', 'Service'],
    colours: ['#e9ecef', '#adb5bd', '#495057'],
    shape: 'blocks',
  },
  {
    filename: 'piknik.jpg',
    alt: 'Piknikteppe i parken en sommerdag',
    tags: ['Sommer', 'Arrangementer'],
    colours: ['#fcefb4', '#f9c74f', '#e76f51'],
    shape: 'circles',
  },
  {
    filename: 'hostskog.jpg',
    alt: 'Skogsti med gule og røde blader',
    tags: ['Høst', 'Natur'],
    colours: ['#fde2c2', '#e76f51', '#9c4221'],
    shape: 'hills',
  },
  {
    filename: 'sykkellys.jpg',
    alt: 'Sykkellykt som lyser i mørket',
    tags: ['Tilbehør', 'Vinter'],
    colours: ['#1d3557', '#0b132b', '#ffd166'],
    shape: 'sun',
  },
  {
    filename: 'barnesykkel.jpg',
    alt: 'Liten barnesykkel med støttehjul',
    tags: ['Sykler', 'Barn'],
    colours: ['#ffe5ec', '#ffb3c6', '#fb6f92'],
    shape: 'circles',
  },
  {
    filename: 'sommerfest.jpg',
    alt: 'Lysslynger over langbord på sommerfesten',
    tags: ['Sommer', 'Arrangementer'],
    colours: ['#fff1e6', '#f4a261', '#e9c46a'],
    shape: 'waves',
  },
  {
    filename: 'dugnad.jpg',
    alt: 'Naboer som rydder parken på dugnad',
    tags: ['Arrangementer', 'Nabolaget'],
    colours: ['#edf6e5', '#b5d99c', '#588157'],
    shape: 'stripes',
  },
  {
    filename: 'bryggen.jpg',
    alt: 'Fargerike trehus langs bryggen',
    tags: ['Nabolaget', 'Bergen'],
    colours: ['#fbe7c6', '#b4f8c8', '#ff6f59'],
    shape: 'blocks',
  },
  {
    filename: 'sykkelveske.jpg',
    alt: 'Vanntett sykkelveske i grått',
    tags: ['Tilbehør'],
    colours: ['#f1f3f5', '#ced4da', '#6c757d'],
    shape: 'stripes',
  },
  {
    filename: 'morgenkaffe.jpg',
    alt: 'Kaffekopp på en benk i morgensol',
    tags: ['Butikken', 'Nyheter'],
    colours: ['#fff8e7', '#e3c9a8', '#7f5539'],
    shape: 'sun',
  },
  {
    filename: 'tilbud.jpg',
    alt: 'Sommersalg med sykler på rekke',
    tags: ['Tilbud', 'Sykler'],
    colours: ['#ffe8d6', '#ffb4a2', '#e5989b'],
    shape: 'waves',
  },
  {
    filename: 'fjordtur.jpg',
    alt: 'Kajakk på en blank fjord',
    tags: ['Tur', 'Sommer'],
    colours: ['#caf0f8', '#48cae4', '#023e8a'],
    shape: 'waves',
  },
  {
    filename: 'nordnes.jpg',
    alt: 'Utsikt fra Nordnesparken mot byfjorden',
    tags: ['Nabolaget', 'Bergen'],
    colours: ['#e0fbfc', '#98c1d9', '#3d5a80'],
    shape: 'hills',
  },
];

function shapes(image: DemoImage): string {
  const colour = image.colours[2];
  switch (image.shape) {
    case 'sun':
      return `<circle cx="840" cy="300" r="170" fill="${colour}" opacity="0.9"/><rect y="560" width="1200" height="240" fill="${colour}" opacity="0.25"/>`;
    case 'hills':
      return `<path d="M0 620 Q300 380 600 560 T1200 500 V800 H0Z" fill="${colour}" opacity="0.85"/><path d="M0 700 Q350 560 700 680 T1200 640 V800 H0Z" fill="${colour}"/>`;
    case 'stripes':
      return [0, 1, 2, 3, 4]
        .map(
          (i) =>
            `<rect x="${140 + i * 200}" y="0" width="90" height="800" fill="${colour}" opacity="${0.35 + i * 0.1}"/>`,
        )
        .join('');
    case 'circles':
      return `<circle cx="380" cy="480" r="190" fill="none" stroke="${colour}" stroke-width="36"/><circle cx="860" cy="480" r="190" fill="none" stroke="${colour}" stroke-width="36"/>`;
    case 'waves':
      return [0, 1, 2]
        .map(
          (i) =>
            `<path d="M0 ${440 + i * 110} Q300 ${360 + i * 110} 600 ${440 + i * 110} T1200 ${440 + i * 110} V800 H0Z" fill="${colour}" opacity="${0.3 + i * 0.2}"/>`,
        )
        .join('');
    case 'blocks':
      return `<rect x="160" y="220" width="360" height="420" rx="24" fill="${colour}" opacity="0.9"/><rect x="580" y="320" width="460" height="320" rx="24" fill="${colour}" opacity="0.55"/>`;
  }
}

function svgOf(image: DemoImage): string {
  const [from, to] = image.colours;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="1200" height="800" fill="url(#bg)"/>${shapes(image)}</svg>`;
}

/** Each picture is rendered once per process and size, however many sites and test servers seed it. */
const rendered = new Map<string, Promise<Buffer>>();

export function renderDemoImage(image: DemoImage, width: number): Promise<Buffer> {
  const key = `${image.filename}@${width}`;
  let bytes = rendered.get(key);
  if (!bytes) {
    bytes = sharp(Buffer.from(svgOf(image)), { density: Math.max(1, (72 * width) / 1200) })
      .resize(width, Math.round((width * 2) / 3))
      .jpeg({ quality: 82 })
      .toBuffer();
    rendered.set(key, bytes);
  }
  return bytes;
}
