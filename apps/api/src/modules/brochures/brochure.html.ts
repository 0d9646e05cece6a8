import { readFileSync } from 'node:fs';
import { languageDirection, type LanguageCode } from '@propdesk/shared';
import { escapeHtml } from '../../lib/escape-html';
import { FONT_FILES } from '../../lib/fonts';

/** What a brochure shows, every word already in its language. */
export interface BrochureContent {
  language: LanguageCode;
  title: string;
  price: string;
  place: string;
  /** Label and value, in the order shown. */
  facts: [string, string][];
  description: string;
  features: string[];
  /** The cover first. Printed as `data:` addresses (brochures.service inlines them): the printer fetches nothing. */
  photos: string[];
  agency: { name: string; lines: [string, string][]; logo?: string };
  site: string;
  /** The listing's public address, printed so a reader can find it again. */
  address: string;
  headings: {
    facts: string;
    description: string;
    features: string;
    contact: string;
    online: string;
  };
}

/** The fonts inside the document (Chromium prints offline): the same on every machine, Arabic included. */
let fontFaces: string | undefined;
function fontFaceRules(): string {
  fontFaces ??= (
    [
      [FONT_FILES.regular, 400],
      [FONT_FILES.bold, 700],
    ] as const
  )
    .map(([file, weight]) => {
      const data = readFileSync(file).toString('base64');
      return `@font-face{font-family:Brochure;font-weight:${weight};src:url(data:font/ttf;base64,${data}) format("truetype")}`;
    })
    .join('');
  return fontFaces;
}

const STYLE = `
@page{size:A4;margin:14mm 14mm 16mm}
*{box-sizing:border-box}
body{margin:0;font-family:Brochure,sans-serif;font-size:10.5pt;line-height:1.45;color:#1d232b}
header{display:flex;justify-content:space-between;align-items:flex-end;gap:8mm;border-bottom:0.6mm solid #1f3b57;padding-bottom:3mm;margin-bottom:4mm}
h1{font-size:19pt;line-height:1.2;margin:0 0 1mm}
.place{color:#4a5562;margin:0}
.price{font-size:18pt;font-weight:700;color:#1f3b57;white-space:nowrap;margin:0}
.cover{width:100%;height:105mm;object-fit:cover;border-radius:2mm;display:block}
.more{display:grid;grid-template-columns:repeat(3,1fr);gap:2mm;margin-top:2mm}
.more img{width:100%;height:34mm;object-fit:cover;border-radius:1.5mm;display:block}
h2{font-size:12pt;margin:5mm 0 2mm;color:#1f3b57;break-after:avoid}
.facts{display:grid;grid-template-columns:repeat(3,1fr);gap:1.5mm 6mm;margin:0}
.facts div{break-inside:avoid}
.facts dt{color:#4a5562;font-size:9pt}
.facts dd{margin:0;font-weight:700}
.description{white-space:pre-line;margin:0}
.features{columns:3;margin:0;padding-inline-start:5mm}
.contact{display:flex;gap:5mm;align-items:center;border:0.3mm solid #c9d1da;border-radius:2mm;padding:3mm 4mm;break-inside:avoid}
.contact img{width:18mm;height:18mm;object-fit:cover;border-radius:1.5mm}
.contact p{margin:0}
.contact .name{font-weight:700;font-size:11.5pt}
footer{margin-top:5mm;color:#4a5562;font-size:8.5pt;display:flex;justify-content:space-between;gap:5mm}
footer span{overflow-wrap:anywhere}
`;

/**
 * The brochure as one self-contained HTML document, for the printer. The listing's own words take
 * their direction from their text (`dir=auto`): an English description reads right in an Arabic
 * brochure.
 */
export function brochureHtml(content: BrochureContent): string {
  const e = escapeHtml;
  const [cover, ...more] = content.photos;
  const dir = languageDirection(content.language);
  const section = (heading: string, body: string) =>
    `<section><h2>${e(heading)}</h2>${body}</section>`;
  const parts = [
    `<header><div><h1 dir="auto">${e(content.title)}</h1><p class="place">${e(content.place)}</p></div>`,
    `<p class="price">${e(content.price)}</p></header>`,
    cover ? `<img class="cover" src="${e(cover)}" alt="">` : '',
    more.length
      ? `<div class="more">${more.map((src) => `<img src="${e(src)}" alt="">`).join('')}</div>`
      : '',
    content.facts.length
      ? section(
          content.headings.facts,
          `<dl class="facts">${content.facts.map(([label, value]) => `<div><dt>${e(label)}</dt><dd dir="auto">${e(value)}</dd></div>`).join('')}</dl>`,
        )
      : '',
    content.description.trim()
      ? section(
          content.headings.description,
          `<p class="description" dir="auto">${e(content.description.trim())}</p>`,
        )
      : '',
    content.features.length
      ? section(
          content.headings.features,
          `<ul class="features">${content.features.map((f) => `<li dir="auto">${e(f)}</li>`).join('')}</ul>`,
        )
      : '',
    section(
      content.headings.contact,
      `<div class="contact">${content.agency.logo ? `<img src="${e(content.agency.logo)}" alt="">` : ''}<div><p class="name" dir="auto">${e(content.agency.name)}</p>${content.agency.lines.map(([label, value]) => `<p>${e(label)}: <bdi>${e(value)}</bdi></p>`).join('')}</div></div>`,
    ),
    `<footer><span>${e(content.site)}</span><span>${e(content.headings.online)} <bdi>${e(content.address)}</bdi></span></footer>`,
  ];
  return (
    `<!doctype html><html lang="${e(content.language)}" dir="${dir}"><head><meta charset="utf-8">` +
    `<title>${e(content.title)}</title><style>${fontFaceRules()}${STYLE}</style></head>` +
    `<body>${parts.join('')}</body></html>`
  );
}
