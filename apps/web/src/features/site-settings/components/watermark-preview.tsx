import { useLingui } from '@lingui/react/macro';
import { watermarkLayout, type WatermarkFields } from '@propdesk/shared';

/** The sample photo's size: the listing photos' 8:5 shape. */
const WIDTH = 800;
const HEIGHT = 500;

/**
 * The lettering the server draws the mark in (DejaVu Sans Bold), or the nearest the browser
 * has; font names are read without regard to case.
 */
const FONT_FAMILY = 'dejavu sans, verdana, sans-serif';

const BASELINE = { top: 'text-before-edge', middle: 'central', bottom: 'text-after-edge' } as const;

/**
 * The mark on a drawn sample room, placed and sized by the same rule as on the photos
 * (watermarkLayout): white lettering over a faint dark copy, at the chosen opacity. The picture
 * is a photo, not a page: it keeps its left and right in a right-to-left language, as photos do.
 */
export function WatermarkPreview({ mark }: { mark: WatermarkFields }) {
  const { t } = useLingui();
  const layout = watermarkLayout(WIDTH, HEIGHT, mark);
  const shown = mark.mode === 'TEXT' && mark.text.trim() !== '';
  const shift = Math.max(1, Math.round(layout.fontSize / 24));
  const text = {
    x: layout.x,
    y: layout.y,
    fontSize: layout.fontSize,
    fontFamily: FONT_FAMILY,
    fontWeight: 700,
    textAnchor: layout.horizontal,
    dominantBaseline: BASELINE[layout.vertical],
  };
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={t`Preview of the watermark on a sample photo`}
      direction="ltr"
      style={{ width: '100%', height: 'auto', display: 'block', borderRadius: 8 }}
      data-testid="watermark-preview"
    >
      <rect width={WIDTH} height={HEIGHT} fill="#9fb3c8" />
      <rect y={350} width={WIDTH} height={150} fill="#8a6240" />
      <rect x={90} y={80} width={190} height={170} fill="#cfe8ff" stroke="#fff" strokeWidth={10} />
      <rect x={470} y={60} width={240} height={200} fill="#cfe8ff" stroke="#fff" strokeWidth={10} />
      <rect x={60} y={280} width={300} height={110} rx={22} fill="#6b3f5e" />
      <rect x={560} y={170} width={60} height={190} fill="#6b4a2b" />
      <ellipse cx={600} cy={440} rx={150} ry={28} fill="#5c3d22" opacity={0.5} />
      {shown && (
        <g data-testid="watermark-mark">
          <text
            {...text}
            x={text.x + shift}
            y={text.y + shift}
            fill="#000"
            fillOpacity={(mark.opacity / 100) * 0.55}
          >
            {mark.text.trim()}
          </text>
          <text {...text} fill="#fff" fillOpacity={mark.opacity / 100}>
            {mark.text.trim()}
          </text>
        </g>
      )}
    </svg>
  );
}
