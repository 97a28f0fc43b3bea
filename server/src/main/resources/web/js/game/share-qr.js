// The share link as a QR code, for a friend's phone across the table. The encoding is
// qrcode-generator's (js/vendor, MIT); the drawing is ours: one SVG path of the dark modules
// with the four-module quiet zone the standard asks for.
import { s } from '../dom.js';
import { qrcode } from '../vendor/qrcode-generator.js';

const QUIET = 4;

/**
 * @param {string} text an address (ASCII)
 * @param {string} label what the picture is, for screen readers
 * @returns {SVGElement}
 */
export function qrPicture(text, label) {
  // level M: a slightly worn or shaded screen still scans, and a game link stays a small version
  const code = qrcode(0, 'M');
  code.addData(text);
  code.make();
  const n = code.getModuleCount();
  let d = '';
  for (let row = 0; row < n; row++) {
    for (let col = 0; col < n; col++) {
      if (code.isDark(row, col)) d += `M${col + QUIET} ${row + QUIET}h1v1h-1z`;
    }
  }
  const size = n + 2 * QUIET;
  return s('svg', {
    class: 'share-qr', viewBox: `0 0 ${size} ${size}`, role: 'img', 'aria-label': label,
    'data-testid': 'share-qr', 'data-modules': n, 'data-text': text, 'shape-rendering': 'crispEdges',
  }, s('rect', { width: size, height: size, fill: '#fff' }), s('path', { d, fill: '#000' }));
}
