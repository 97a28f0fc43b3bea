// The home page: choose a game, its settings and a mode, then create it; or replay a record.
import * as api from '../api.js';
import { fill, h } from '../dom.js';
import { colourName, errorText, onLanguageChange, t, tr } from '../i18n.js';
import { catalog, catalogGame, setupOf } from '../catalog.js';
import { playableGames } from '../games/index.js';
import { Notices } from '../notices.js';
import { playerName, saveSeatToken, savePlayerName } from '../storage.js';
import { timeControlText } from '../game/clocks-panel.js';

const MODES = ['online', 'computer', 'local'];
/** The time controls offered: Fischer minutes+seconds, days per move, none (docs/protocol.md). */
const TIME_CONTROLS = ['untimed', '3+2', '5+3', '10+5', '15+10', '1d', '2d', '3d', '7d'];
/** What each mode starts with: as the server's defaults, so an untouched form means the same. */
const DEFAULT_TIME_CONTROL = { online: '10+5', computer: '15+10', local: 'untimed' };

/**
 * A group of radio buttons; each input gets `data-testid="{prefix}-{value}"`.
 * @param {string} name
 * @param {Array<string | number>} values
 * @param {string | number} checked
 * @param {(value: string) => string} labelKey
 * @param {(value: string) => void} onPick
 */
function radios(name, values, checked, labelKey, onPick) {
  return values.map((value) => {
    const input = h('input', { type: 'radio', name, value, 'data-testid': `${name}-${value}` });
    input.checked = String(value) === String(checked);
    input.addEventListener('change', () => onPick(String(value)));
    return h('label', { class: 'choice' }, input, tr(h('span'), labelKey(String(value))));
  });
}

/** @param {HTMLElement} main */
export function openHomePage(main) {
  const notices = new Notices();
  const asked = new URLSearchParams(location.search).get('game'); // "Play this game" from a Learn page
  const games = playableGames();
  const first = games.find((g) => g.id === asked) || games[0];
  const levels = catalog().levels;
  const choice = { game: first.id, players: first.players[0], options: new Set(), mode: 'computer', seat: 0, level: levels.includes(3) ? 3 : levels[0], timeControl: DEFAULT_TIME_CONTROL.computer };
  /** @type {Record<number, number>} seat → computer level, for online games of 3+ players */
  const computerSeats = {};

  const settingsBox = h('div', { class: 'settings-box' });
  const modeBox = h('div', { class: 'mode-box' });
  const nameInput = h('input', { type: 'text', id: 'player-name', maxlength: 30, value: playerName(), 'data-testid': 'player-name', autocomplete: 'nickname' });
  const createButton = tr(h('button', { type: 'submit', class: 'primary big', 'data-testid': 'create-game' }), 'home.create');

  const colours = () => setupOf(choice.game, choice.players).colours;

  const drawSettings = () => {
    const game = catalogGame(choice.game);
    /** @type {HTMLElement[]} */
    const parts = [];
    if (game.players.length > 1) {
      parts.push(h('fieldset', {}, tr(h('legend'), 'home.players'),
        h('div', { class: 'choices' }, radios('players', game.players, choice.players, (n) => 'home.playersCount.' + n, (n) => {
          choice.players = Number(n);
          choice.seat = Math.min(choice.seat, choice.players - 1);
          drawMode();
        }))));
    }
    if (game.options.length) {
      parts.push(h('fieldset', {}, tr(h('legend'), 'home.options'), game.options.map((option) => {
        const input = h('input', { type: 'checkbox', value: option, 'data-testid': 'option-' + option });
        input.checked = choice.options.has(option);
        input.addEventListener('change', () => (input.checked ? choice.options.add(option) : choice.options.delete(option)));
        return h('label', { class: 'check' }, input,
          h('span', {}, tr(h('strong'), 'option.' + option), ' ', tr(h('span', { class: 'muted' }), 'option.' + option + '.hint')));
      })));
    }
    fill(settingsBox, parts);
  };

  const drawMode = () => {
    /** @type {HTMLElement[]} */
    const parts = [h('fieldset', {}, tr(h('legend'), 'home.mode'),
      h('div', { class: 'choices' }, radios('mode', MODES, choice.mode, (m) => 'mode.' + m, (m) => {
        choice.mode = m;
        choice.timeControl = DEFAULT_TIME_CONTROL[/** @type {'online' | 'computer' | 'local'} */ (m)];
        drawMode();
      })),
      tr(h('p', { class: 'muted' }), 'mode.' + choice.mode + '.hint'))];
    if (choice.mode !== 'local') {
      const seat = h('select', { id: 'seat', 'data-testid': 'seat-choice' },
        colours().map((colour, i) => h('option', { value: i, selected: i === choice.seat }, colourName(colour))));
      seat.addEventListener('change', () => {
        choice.seat = Number(seat.value);
        drawMode();
      });
      parts.push(h('div', { class: 'field' }, tr(h('label', { for: 'seat' }), 'home.seat'), seat,
        tr(h('span', { class: 'muted' }), 'home.redFirst')));
    }
    if (choice.mode === 'computer') {
      const level = h('select', { id: 'level', 'data-testid': 'computer-level' },
        levels.map((n) => h('option', { value: n, selected: n === choice.level }, t('home.levelN', { level: n }))));
      level.addEventListener('change', () => (choice.level = Number(level.value)));
      parts.push(h('div', { class: 'field' }, tr(h('label', { for: 'level' }), 'home.level'), level));
    }
    const clock = h('select', { id: 'time-control', 'data-testid': 'time-control-choice' },
      TIME_CONTROLS.map((tc) => h('option', { value: tc, selected: tc === choice.timeControl }, timeControlText(tc))));
    clock.addEventListener('change', () => (choice.timeControl = clock.value));
    parts.push(h('div', { class: 'field' }, tr(h('label', { for: 'time-control' }), 'home.timeControl'), clock));
    if (choice.mode === 'online' && choice.players > 2) {
      parts.push(h('fieldset', {}, tr(h('legend'), 'home.otherSeats'), colours().map((colour, i) => {
        if (i === choice.seat) return null;
        const select = h('select', { 'data-testid': 'online-seat-' + i, 'aria-label': colourName(colour) },
          h('option', { value: 0 }, t('home.friend')),
          levels.map((n) => h('option', { value: n, selected: computerSeats[i] === n }, t('kind.computer', { level: n }))));
        select.addEventListener('change', () => {
          if (Number(select.value)) computerSeats[i] = Number(select.value);
          else delete computerSeats[i];
        });
        return h('div', { class: 'field' }, h('span', { class: `swatch piece-${colour}`, 'aria-hidden': 'true' }), h('span', {}, colourName(colour)), select);
      })));
    }
    fill(modeBox, parts);
  };

  const gameCards = h('div', { class: 'game-cards' }, games.map((game) => {
    const input = h('input', { type: 'radio', name: 'game', value: game.id, 'data-testid': 'game-' + game.id });
    input.checked = game.id === choice.game;
    input.addEventListener('change', () => {
      choice.game = game.id;
      choice.players = game.players[0];
      choice.seat = 0;
      choice.options.clear();
      drawSettings();
      drawMode();
    });
    return h('label', { class: `game-card card-${game.id}` }, input,
      tr(h('strong'), 'game.' + game.id), tr(h('span', { class: 'muted' }), 'game.' + game.id + '.blurb'));
  }));

  const create = async (/** @type {Event} */ ev) => {
    ev.preventDefault();
    savePlayerName(nameInput.value);
    /** @type {import('../api.js').CreateGame} */
    const body = { game: choice.game, players: choice.players, options: [...choice.options], mode: /** @type {any} */ (choice.mode) };
    if (nameInput.value.trim()) body.name = nameInput.value.trim();
    if (choice.mode !== 'local') body.seat = choice.seat;
    if (choice.mode === 'computer') body.level = choice.level;
    body.timeControl = choice.timeControl;
    if (choice.mode === 'online' && choice.players > 2) {
      body.computer = Object.fromEntries(Object.entries(computerSeats).filter(([seat]) => Number(seat) !== choice.seat));
    }
    createButton.disabled = true;
    try {
      const answer = await api.createGame(body);
      saveSeatToken(answer.id, answer.token);
      location.assign('/g/' + encodeURIComponent(answer.id));
    } catch (err) {
      notices.show(errorText(err instanceof api.ApiError ? err.code : 'network'));
      createButton.disabled = false;
    }
  };

  drawSettings();
  drawMode();
  onLanguageChange(() => {
    drawSettings();
    drawMode();
  });
  fill(main,
    h('div', { class: 'home' },
      h('section', { class: 'intro' }, tr(h('h1'), 'home.title'), tr(h('p', { class: 'lead' }), 'home.lead'),
        h('p', { class: 'learn-link' }, tr(h('a', { href: '/learn', 'data-testid': 'learn-link' }), 'home.learn'))),
      h('form', { class: 'panel create', onsubmit: create, 'data-testid': 'create-form' },
        h('fieldset', {}, tr(h('legend'), 'home.game'), gameCards),
        settingsBox,
        modeBox,
        h('div', { class: 'field' }, tr(h('label', { for: 'player-name' }), 'home.name'), nameInput),
        createButton),
      importSection(notices)),
    notices.area, notices.live);
}

/**
 * Replay a game from a record: paste it or pick a file, the server checks it.
 * @param {Notices} notices
 */
function importSection(notices) {
  const text = h('textarea', { id: 'record-text', rows: 6, 'data-testid': 'record-text', spellcheck: 'false' });
  tr(text, 'import.placeholder', 'placeholder');
  const file = h('input', { type: 'file', accept: '.txt,.pgn,text/plain', 'data-testid': 'record-file', id: 'record-file' });
  file.addEventListener('change', async () => {
    if (file.files && file.files[0]) text.value = await file.files[0].text();
  });
  const submit = async (/** @type {Event} */ ev) => {
    ev.preventDefault();
    if (!text.value.trim()) return;
    try {
      const answer = await api.importRecord(text.value);
      location.assign('/g/' + encodeURIComponent(answer.id));
    } catch (err) {
      notices.show(errorText(err instanceof api.ApiError ? err.code : 'network'));
    }
  };
  return h('form', { class: 'panel import', id: 'import', onsubmit: submit },
    tr(h('h2'), 'import.title'),
    tr(h('p', { class: 'muted' }), 'import.hint'),
    tr(h('label', { for: 'record-text', class: 'sr-only' }), 'import.title'),
    text,
    h('div', { class: 'field' }, tr(h('label', { for: 'record-file' }), 'import.file'), file),
    tr(h('button', { type: 'submit', 'data-testid': 'import-record' }), 'import.submit'));
}
