// Every seat's clock in a timed game, ticking in the browser between the server's readings.
// The server sends the time left to each seat as it read it, and which clock runs; the page
// counts the running clock down from the moment that reading arrived, by this browser's own
// monotonic clock, so a wrong system clock on either side changes nothing. Correspondence games
// show the running seat's deadline as a date in the reader's language.
import { fill, h } from '../dom.js';
import { colourName, lang, onLanguageChange, t } from '../i18n.js';

/** Below this a real-time clock shows tenths and turns to low-time styling. */
const TENTHS_BELOW = 10_000;
const LOW_BELOW = 20_000;

/**
 * A clock's time as shown: h:mm:ss, m:ss, or s.t under 10 s.
 * @param {number} ms
 */
export function clockText(ms) {
  const left = Math.max(0, ms);
  if (left < TENTHS_BELOW) return (Math.floor(left / 100) / 10).toFixed(1);
  const seconds = Math.floor(left / 1000);
  const mm = String(Math.floor(seconds / 60) % 60).padStart(2, '0');
  const ss = String(seconds % 60).padStart(2, '0');
  return seconds >= 3600 ? `${Math.floor(seconds / 3600)}:${mm}:${ss}` : `${Math.floor(seconds / 60)}:${ss}`;
}

/**
 * @param {string} timeControl  as the server writes it: "5+3", "2d" or "untimed"
 */
export function timeControlText(timeControl) {
  const days = /^(\d+)d$/.exec(timeControl);
  if (days) return Number(days[1]) === 1 ? t('clock.day') : t('clock.days', { days: Number(days[1]) });
  const fischer = /^([\d.]+)\+(\d+)$/.exec(timeControl);
  if (fischer) return t('clock.fischer', { base: fischer[1], increment: fischer[2] });
  return t('clock.untimed');
}

/**
 * Fills the server's clocks panel (its p.clock-control and ul.clocks) and keeps it ticking.
 * @param {import('./controller.js').GameController} game
 * @param {HTMLElement} panel
 */
export function clocksPanel(game, panel) {
  const list = /** @type {HTMLElement} */ (panel.querySelector('ul.clocks'));
  const control = /** @type {HTMLElement} */ (panel.querySelector('.clock-control'));
  /** @type {import('../types.js').Clocks | null | undefined} */
  let reading = null;
  let readAt = 0;
  /** @type {number | undefined} */
  let ticker;

  const correspondence = () => /^\d+d$/.test(game.state.timeControl || '');

  const draw = () => {
    const clocks = game.state.clocks;
    panel.hidden = !clocks;
    if (!clocks) return;
    if (clocks !== reading) {
      reading = clocks;
      readAt = performance.now();
    }
    control.textContent = timeControlText(game.state.timeControl || 'untimed');
    const elapsed = performance.now() - readAt;
    fill(list, game.state.seats.map((seat, i) => {
      const running = clocks.running === i;
      const left = Math.max(0, clocks.remaining[i] - (running ? elapsed : 0));
      /** @type {HTMLElement[]} */
      const shown = [h('span', { class: 'clock-time', 'data-testid': 'clock-' + i }, clockText(left))];
      if (correspondence() && running) {
        // the server's deadline, as a date: its reading's time plus the time left then
        const deadline = new Date(clocks.at + clocks.remaining[i]);
        shown.push(h('span', { class: 'clock-deadline', 'data-testid': 'deadline' }, t('clock.deadline', {
          date: new Intl.DateTimeFormat(lang(), { dateStyle: 'medium', timeStyle: 'short' }).format(deadline),
        })));
      }
      const low = !correspondence() && left < LOW_BELOW;
      return h('li', {
        class: `clock${running ? ' running' : ''}${low ? ' low' : ''}${left === 0 ? ' flagged' : ''}`,
        'data-seat': seat.seat,
        'aria-label': `${colourName(seat.colour)}: ${clockText(left)}`,
      }, h('span', { class: `swatch piece-${seat.colour}`, 'aria-hidden': 'true' }),
      h('span', { class: 'clock-colour' }, colourName(seat.colour)), ...shown);
    }));
    const ticking = clocks.running !== null && clocks.running !== undefined;
    if (ticking && ticker === undefined) {
      ticker = window.setInterval(draw, correspondence() ? 30_000 : 100);
    } else if (!ticking && ticker !== undefined) {
      window.clearInterval(ticker);
      ticker = undefined;
    }
  };
  game.onChange(draw);
  onLanguageChange(draw);
  draw();
}
