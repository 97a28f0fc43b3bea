// How the board is shown on a small screen, the player's remembered choice: zoomed to touch size
// and following the chosen piece in the page, or whole with a full-screen button (the Fullscreen
// API, turned to landscape where the browser allows; else the board area fills the window), in
// which the board is zoomed to touch size again, over a larger window.
import { h } from '../dom.js';
import { onLanguageChange, t, tr } from '../i18n.js';
import { SMALL_SCREEN } from '../board/board-zoom.js';
import { choice, saveChoice } from '../storage.js';

const MODES = /** @type {const} */ (['zoom', 'fullscreen']);

/**
 * @param {import('./controller.js').GameController} game
 * @param {HTMLElement} area  what goes full screen: the board with its status line and confirm bar
 * @returns {{bar: HTMLElement, setting: HTMLElement}}
 */
export function boardTools(game, area) {
  const zoom = /** @type {import('../board/board-zoom.js').BoardZoom} */ (game.board.zoom);
  const small = matchMedia(SMALL_SCREEN);
  let mode = choice('smallScreen', MODES, 'zoom');

  const zoomButton = h('button', { type: 'button', class: 'small', 'data-testid': 'zoom-toggle', onclick: () => zoom.toggle() });
  const screenButton = h('button', { type: 'button', class: 'small', 'data-testid': 'board-fullscreen', onclick: () => toggleFullScreen() });
  const bar = h('div', { class: 'board-tools' }, zoomButton, screenButton);

  const filling = () => document.fullscreenElement === area || area.classList.contains('filling');
  const toggleFullScreen = async () => {
    if (filling()) {
      if (document.fullscreenElement) await document.exitFullscreen();
      area.classList.remove('filling');
    } else if (document.fullscreenEnabled) {
      await area.requestFullscreen();
      // a phone turns its board sideways where it may (Chromium on Android, in full screen only)
      const orientation = /** @type {any} */ (screen.orientation);
      orientation?.lock?.('landscape').catch(() => {});
    } else {
      area.classList.add('filling');
    }
    draw();
  };

  const radios = MODES.map((value) => {
    const input = h('input', { type: 'radio', name: 'small-screen', value, 'data-testid': 'setting-small-screen-' + value });
    input.checked = value === mode;
    input.addEventListener('change', () => {
      mode = value;
      saveChoice('smallScreen', value);
      draw();
    });
    return h('label', { class: 'check' }, input, tr(h('span'), 'setting.smallScreen.' + value));
  });
  const setting = h('fieldset', { class: 'small-screen' }, tr(h('legend'), 'setting.smallScreen'), radios);

  /** @type {import('../board/board-zoom.js').Level | null} */
  let start = null;
  const draw = () => {
    zoom.setFilling(filling());
    const level = mode === 'zoom' || filling() ? 'touch' : 'whole';
    if (level !== start) {
      start = level;
      zoom.setStart(level);
    }
    bar.hidden = !small.matches;
    setting.hidden = !small.matches;
    zoomButton.textContent = zoom.zoomed ? t('board.wholeBoard') : t('board.zoomIn');
    zoomButton.hidden = !zoom.zoomed && (mode !== 'zoom' || !zoom.useful);
    screenButton.textContent = filling() ? t('board.leaveFullscreen') : t('board.fullscreen');
    screenButton.hidden = mode !== 'fullscreen' && !filling();
  };
  zoom.onChange(draw);
  small.addEventListener('change', draw);
  document.addEventListener('fullscreenchange', draw);
  onLanguageChange(draw);
  draw();
  return { bar, setting };
}
