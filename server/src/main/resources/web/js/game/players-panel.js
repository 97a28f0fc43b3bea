// Every seat: colour, name, human or computer (and level), connection, whose turn, "you",
// whether the player resigned from a game of 3+ players (AL-2), and on the viewer's own seat
// whether another device or tab holds it too (the server counts each seat's connections).
// The presence dots turn grey while this page has no connection of its own.
import { fill, h } from '../dom.js';
import { t } from '../i18n.js';
import { seatMeta, seatName } from './describe.js';

const PRESENCE_TEXT = { on: 'conn.present', off: 'conn.absent', unknown: 'conn.unknown' };

/**
 * Keeps the server's list of seats (ul.seats in the panel) up to date.
 * @param {import('./controller.js').GameController} game
 * @param {HTMLElement} panel
 */
export function playersPanel(game, panel) {
  const list = /** @type {HTMLElement} */ (panel.querySelector('ul.seats'));
  const draw = () => {
    const { state } = game;
    const ranking = state.ranking || [];
    const withdrawn = state.withdrawn || [];
    // without its own connection the page cannot know who else is there
    const known = game.link === 'open';
    fill(list, state.seats.map((seat) => {
      const toMove = state.status === 'playing' && state.toMove === seat.colour;
      const place = ranking.indexOf(seat.colour);
      const online = seat.kind === 'computer' || seat.connected;
      const presence = !known ? 'unknown' : online ? 'on' : 'off';
      const mine = game.mySeats.has(seat.seat) && state.mode !== 'local';
      return h('li', {
        class: `seat${toMove ? ' to-move' : ''}`,
        'data-seat': seat.seat,
        'data-colour': seat.colour,
        'aria-current': toMove ? 'true' : false,
      },
      h('span', { class: `swatch piece-${seat.colour}`, 'aria-hidden': 'true' }),
      h('span', { class: 'seat-text' },
        h('span', { class: 'seat-name' }, seatName(seat),
          mine ? h('span', { class: 'badge' }, t('seat.you')) : null),
        h('span', { class: 'seat-meta' }, seatMeta(seat))),
      place >= 0 && state.players > 2 ? h('span', { class: 'place' }, t('result.placeShort', { place: place + 1 })) : null,
      withdrawn.includes(seat.colour) ? h('span', { class: 'muted', 'data-testid': 'withdrawn' }, t('seat.withdrawn')) : null,
      mine && (seat.connections || 0) > 1 ? h('span', { class: 'seat-elsewhere', 'data-testid': 'seat-elsewhere' }, t('seat.elsewhere')) : null,
      toMove ? h('span', { class: 'sr-only' }, t('seat.toMove')) : null,
      // a game in the browser alone has everyone at the one screen: nobody's presence to show
      game.offline ? null : h('span', {
        class: `presence ${presence}`,
        'data-testid': 'presence-' + seat.seat,
        role: 'img',
        title: t(PRESENCE_TEXT[presence]),
        'aria-label': t(PRESENCE_TEXT[presence]),
      }));
    }));
  };
  game.onChange(draw);
  draw();
}
