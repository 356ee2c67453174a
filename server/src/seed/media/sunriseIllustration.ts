/**
 * The demo's photo-like cover, drawn here rather than shipped as a binary: a sunrise over green hills with
 * a laboratory flask and a seedling on the nearest one, in the site's colours (libs/ui/src/styles.css).
 * The seed rasterises it to a JPEG and puts it through the media library like any upload.
 */
export const SUNRISE_ALT =
  'Illustration: the sun rising over green hills, with a laboratory flask and a seedling on the nearest hill';

export const SUNRISE_WIDTH = 1600;
export const SUNRISE_HEIGHT = 900;

const stars = [
  [180, 120, 5],
  [320, 70, 3],
  [470, 160, 4],
  [1180, 90, 4],
  [1330, 170, 6],
  [1460, 80, 3],
  [980, 60, 3],
  [90, 260, 3],
] as const;

const rays = Array.from({ length: 12 }, (_, index) => {
  const angle = Math.PI + (index + 0.5) * (Math.PI / 12);
  const [x1, y1] = [800 + Math.cos(angle) * 250, 560 + Math.sin(angle) * 250];
  const [x2, y2] = [800 + Math.cos(angle) * 420, 560 + Math.sin(angle) * 420];
  return `<line x1="${x1.toFixed(0)}" y1="${y1.toFixed(0)}" x2="${x2.toFixed(0)}" y2="${y2.toFixed(0)}"/>`;
}).join('');

export const SUNRISE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="${SUNRISE_WIDTH}" height="${SUNRISE_HEIGHT}" viewBox="0 0 1600 900">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#07463a"/>
      <stop offset="0.45" stop-color="#5fa58c"/>
      <stop offset="0.8" stop-color="#fbe3bd"/>
      <stop offset="1" stop-color="#fffaf3"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.62" r="0.45">
      <stop offset="0" stop-color="#f2a33a" stop-opacity="0.55"/>
      <stop offset="1" stop-color="#f2a33a" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="1600" height="900" fill="url(#sky)"/>
  <rect width="1600" height="900" fill="url(#glow)"/>
  <g fill="#fffaf3">${stars.map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}"/>`).join('')}</g>
  <g stroke="#f2a33a" stroke-width="14" stroke-linecap="round" opacity="0.7">${rays}</g>
  <circle cx="800" cy="560" r="200" fill="#f2a33a"/>
  <circle cx="800" cy="560" r="150" fill="#f7bd63"/>
  <path d="M0 600 C 250 470 470 500 700 590 S 1200 520 1600 560 V900 H0Z" fill="#9fcdb9"/>
  <path d="M0 690 C 300 600 560 640 820 700 S 1330 640 1600 680 V900 H0Z" fill="#5fa58c"/>
  <path d="M0 790 C 360 720 700 740 980 790 S 1420 760 1600 780 V900 H0Z" fill="#0b5d4b"/>
  <g transform="translate(1160 600)">
    <path d="M-40 0 h80 v110 l95 120 q12 28 -22 28 h-226 q-34 0 -22 -28 l95 -120z" fill="#fffaf3" stroke="#07463a" stroke-width="12" stroke-linejoin="round"/>
    <path d="M-92 178 h184 l43 52 q12 28 -22 28 h-226 q-34 0 -22 -28z" fill="#f2a33a"/>
    <path d="M-56 0 h112" stroke="#07463a" stroke-width="16" stroke-linecap="round"/>
    <g fill="#fffaf3"><circle cx="-20" cy="215" r="10"/><circle cx="30" cy="200" r="7"/></g>
  </g>
  <g transform="translate(380 770)" stroke="#07463a" stroke-width="9" stroke-linecap="round">
    <path d="M0 0 V-120" fill="none"/>
    <path d="M0 -90 c10 -60 70 -90 130 -75 c-12 60 -70 90 -130 75z" fill="#f7bd63"/>
    <path d="M0 -60 c-10 -50 -65 -75 -115 -62 c12 50 65 75 115 62z" fill="#e3f1ec"/>
  </g>
</svg>`;
