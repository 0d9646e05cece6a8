import sharp from 'sharp';

/** What a demo photo shows: the outside of a building (or a plot) or one room. */
export type DemoScene =
  'HOUSE' | 'BLOCK' | 'LAND' | 'OFFICE' | 'BEDROOM' | 'KITCHEN' | 'LIVING_ROOM' | 'BATHROOM';

// 8:5, the listing photos' ratio, and above the upload minimum (800x500).
const WIDTH = 1200;
const HEIGHT = 750;

/** Colours of one listing's photos, derived from one hue so each listing has its own look. */
function palette(hue: number) {
  const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h) % 360},${s}%,${l}%)`;
  return {
    skyTop: hsl(205 + (hue % 20), 70, 62),
    skyBottom: hsl(35 + (hue % 15), 80, 86),
    wall: hsl(hue, 35, 82),
    wallDark: hsl(hue, 30, 68),
    accent: hsl(hue + 180, 40, 42),
    roof: hsl(hue + 20, 45, 34),
    floor: hsl(30, 30, 58),
    grass: hsl(95, 38, 46),
    glass: hsl(200, 55, 78),
  };
}

type Palette = ReturnType<typeof palette>;

const sky = (c: Palette) => `
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${c.skyTop}"/><stop offset="1" stop-color="${c.skyBottom}"/>
  </linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
  <circle cx="980" cy="150" r="60" fill="#fff6d8" opacity="0.9"/>
  <path d="M0 520 Q300 440 600 500 T1200 480 V750 H0Z" fill="${c.grass}" opacity="0.55"/>
  <rect y="560" width="${WIDTH}" height="190" fill="${c.grass}"/>`;

const tree = (x: number, y: number, c: Palette) => `
  <rect x="${x - 9}" y="${y}" width="18" height="90" fill="${c.roof}"/>
  <circle cx="${x}" cy="${y - 20}" r="70" fill="hsl(110,35%,34%)"/>
  <circle cx="${x + 40}" cy="${y + 10}" r="45" fill="hsl(110,35%,40%)"/>`;

const windowPane = (x: number, y: number, w: number, h: number, c: Palette) => `
  <rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${c.glass}" stroke="#fff" stroke-width="6"/>
  <line x1="${x + w / 2}" y1="${y}" x2="${x + w / 2}" y2="${y + h}" stroke="#fff" stroke-width="4"/>`;

/** A room: wall, floor and a window on the sky. */
const room = (c: Palette, furniture: string) => `
  <rect width="${WIDTH}" height="${HEIGHT}" fill="${c.wall}"/>
  <rect y="560" width="${WIDTH}" height="190" fill="${c.floor}"/>
  <rect y="552" width="${WIDTH}" height="10" fill="${c.wallDark}"/>
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${c.skyTop}"/><stop offset="1" stop-color="${c.skyBottom}"/>
  </linearGradient></defs>
  <rect x="90" y="110" width="240" height="280" fill="url(#sky)" stroke="#fff" stroke-width="12"/>
  <line x1="210" y1="110" x2="210" y2="390" stroke="#fff" stroke-width="8"/>
  ${furniture}`;

const SCENES: Record<DemoScene, (c: Palette) => string> = {
  HOUSE: (c) => `${sky(c)}${tree(1030, 470, c)}
    <rect x="300" y="330" width="560" height="260" fill="${c.wall}"/>
    <polygon points="260,340 580,150 900,340" fill="${c.roof}"/>
    <rect x="540" y="440" width="80" height="150" fill="${c.accent}"/>
    ${windowPane(350, 400, 130, 100, c)}${windowPane(680, 400, 130, 100, c)}
    <rect x="0" y="640" width="${WIDTH}" height="14" fill="#f4efe6" opacity="0.8"/>`,
  BLOCK: (c) => `${sky(c)}${tree(180, 480, c)}
    <rect x="380" y="120" width="460" height="480" fill="${c.wall}"/>
    <rect x="380" y="100" width="460" height="26" fill="${c.roof}"/>
    ${[0, 1, 2, 3]
      .flatMap((row) =>
        [0, 1, 2].map(
          (col) => `${windowPane(420 + col * 140, 150 + row * 105, 100, 70, c)}
          <rect x="${410 + col * 140}" y="${222 + row * 105}" width="120" height="10" fill="${c.accent}"/>`,
        ),
      )
      .join('')}
    <rect x="570" y="540" width="80" height="60" fill="${c.accent}"/>`,
  LAND: (c) => `${sky(c)}${tree(850, 470, c)}${tree(1060, 500, c)}
    ${Array.from({ length: 13 }, (_, i) => `<rect x="${40 + i * 90}" y="560" width="10" height="70" fill="${c.roof}"/>`).join('')}
    <rect x="40" y="580" width="1090" height="5" fill="${c.roof}"/>
    <rect x="40" y="605" width="1090" height="5" fill="${c.roof}"/>
    <rect x="200" y="420" width="12" height="150" fill="${c.roof}"/>
    <rect x="150" y="400" width="170" height="70" fill="${c.accent}"/>`,
  OFFICE: (c) => `${sky(c)}
    <rect x="330" y="90" width="540" height="510" fill="${c.wallDark}"/>
    ${Array.from({ length: 6 }, (_, row) =>
      Array.from(
        { length: 5 },
        (_, col) =>
          `<rect x="${355 + col * 102}" y="${115 + row * 72}" width="86" height="56" fill="${c.glass}"/>`,
      ).join(''),
    ).join('')}
    <rect x="540" y="540" width="120" height="60" fill="${c.accent}"/>`,
  BEDROOM: (c) =>
    room(
      c,
      `<rect x="560" y="330" width="440" height="120" rx="14" fill="${c.roof}"/>
      <rect x="540" y="430" width="480" height="150" rx="14" fill="#fbfaf6"/>
      <rect x="540" y="480" width="480" height="100" rx="10" fill="${c.accent}"/>
      <rect x="590" y="400" width="150" height="50" rx="20" fill="#ffffff"/>
      <rect x="820" y="400" width="150" height="50" rx="20" fill="#ffffff"/>
      <rect x="1050" y="470" width="100" height="110" fill="${c.wallDark}"/>
      <rect x="1085" y="400" width="30" height="70" fill="#f6e7b0"/>
      <rect x="700" y="150" width="200" height="130" fill="${c.accent}" stroke="#fff" stroke-width="10" opacity="0.7"/>`,
    ),
  KITCHEN: (c) =>
    room(
      c,
      `<rect x="400" y="420" width="760" height="150" fill="${c.accent}"/>
      <rect x="390" y="400" width="780" height="26" fill="#efeae2"/>
      <rect x="400" y="120" width="760" height="170" fill="${c.accent}" opacity="0.85"/>
      ${[0, 1, 2, 3].map((i) => `<line x1="${590 + i * 190}" y1="120" x2="${590 + i * 190}" y2="290" stroke="${c.wall}" stroke-width="6"/><line x1="${590 + i * 190}" y1="430" x2="${590 + i * 190}" y2="570" stroke="${c.wall}" stroke-width="6"/>`).join('')}
      <rect x="760" y="430" width="180" height="140" fill="#3a3a3a"/>
      <rect x="780" y="384" width="60" height="16" fill="#555"/><rect x="860" y="384" width="60" height="16" fill="#555"/>
      <line x1="500" y1="0" x2="500" y2="60" stroke="#333" stroke-width="4"/><path d="M470 60 h60 l-10 30 h-40z" fill="#f3d27a"/>`,
    ),
  LIVING_ROOM: (c) =>
    room(
      c,
      `<rect x="480" y="380" width="560" height="110" rx="30" fill="${c.accent}"/>
      <rect x="460" y="460" width="600" height="110" rx="24" fill="${c.accent}"/>
      <rect x="500" y="430" width="250" height="60" rx="16" fill="${c.wall}" opacity="0.5"/>
      <rect x="770" y="430" width="250" height="60" rx="16" fill="${c.wall}" opacity="0.5"/>
      <ellipse cx="760" cy="660" rx="330" ry="55" fill="${c.roof}" opacity="0.5"/>
      <rect x="640" y="600" width="240" height="26" rx="8" fill="${c.roof}"/>
      <rect x="620" y="150" width="300" height="170" fill="${c.skyBottom}" stroke="#fff" stroke-width="10"/>
      <rect x="1100" y="480" width="60" height="90" fill="${c.roof}"/>
      <circle cx="1130" cy="440" r="55" fill="hsl(120,35%,38%)"/>`,
    ),
  BATHROOM: (c) =>
    room(
      c,
      `${Array.from({ length: 8 }, (_, i) => `<line x1="${420 + i * 100}" y1="0" x2="${420 + i * 100}" y2="552" stroke="#fff" stroke-width="3" opacity="0.6"/>`).join('')}
      <rect x="420" y="420" width="460" height="150" rx="60" fill="#fbfbfb"/>
      <rect x="940" y="410" width="160" height="30" rx="10" fill="#fbfbfb"/>
      <rect x="995" y="440" width="50" height="130" fill="#e8e8e8"/>
      <rect x="950" y="160" width="140" height="200" rx="70" fill="${c.glass}" stroke="${c.accent}" stroke-width="10"/>`,
    ),
};

const renders = new Map<string, Promise<Buffer>>();

/**
 * A drawn JPEG photo of a scene in a listing's colours, made without the network. The same
 * scene and hue answer the same render (sites share them), so the seed draws each once.
 */
export function demoPhoto(scene: DemoScene, hue: number): Promise<Buffer> {
  const key = `${scene}:${hue}`;
  let render = renders.get(key);
  if (!render) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${SCENES[scene](palette(hue))}</svg>`;
    render = sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
    renders.set(key, render);
  }
  return render;
}
