// A game played in this browser alone: the engine's Web Worker holds the table (web-engine's
// OfflineTable, the server's rules of commands compiled to WebAssembly) and judges every command;
// this keeps the accepted commands in the browser, so that a table opened again from them is the
// same game, and plays the computer's seats.
import { ApiError } from '../api.js';
import { EngineClient } from '../analysis/engine-client.js';
import { offlineGame, saveOfflineGame } from '../storage.js';

/**
 * @typedef {Object} OfflineSetup  how the game was started (the home page's choices)
 * @property {string} game
 * @property {number} players   0 for the game's default
 * @property {string[]} options
 * @property {'local' | 'computer'} mode
 * @property {number} seat      against the computer, the person's seat
 * @property {number} level     the computer's level
 * @property {string} name
 * @property {string} [position] a start other than the game's (notation.md), '' for the start
 *
 * @typedef {{seat: number, type: string, argument: string}} OfflineCommand
 * @typedef {{id: string, setup: OfflineSetup, date: string, commands: OfflineCommand[], status?: string, movedTo?: string}} SavedGame
 *   (status: the state's, once opened; movedTo: the server game it was continued as, after which it is no longer played here)
 * @typedef {{command: OfflineCommand, event: any, state: import('../types.js').GameState}} Change
 * @typedef {{code: string, message: string, rule?: string, kind?: string, params?: Record<string, string | number>}} Refusal
 */

/** @returns {SavedGame | null} the unfinished (or last) game played in this browser */
function savedGame() {
  try {
    const saved = JSON.parse(offlineGame() || 'null');
    return saved && saved.id && saved.setup && Array.isArray(saved.commands) ? saved : null;
  } catch {
    return null;
  }
}

/** @returns {SavedGame | null} the game kept in this browser when it is still to be played here */
export function unfinishedGame() {
  const saved = savedGame();
  return saved && saved.status === 'playing' && !saved.movedTo ? saved : null;
}

/** The day as records write it (UTC, 2026.12.03). */
function today() {
  return new Date().toISOString().slice(0, 10).replaceAll('-', '.');
}

export class OfflineTable {
  /** @param {SavedGame} saved */
  constructor(saved) {
    this.saved = saved;
    /** the game's record (notation.md) as of the last change told */
    this.recordText = '';
    this.engine = new EngineClient();
    /** @type {Promise<any>} calls run one after another, the computer's included */
    this.queue = Promise.resolve();
  }

  /**
   * A new game from `setup` (replacing the one kept), or the kept one when `setup` is null.
   * @param {OfflineSetup | null} setup
   * @returns {OfflineTable | null} null when nothing is kept and nothing is asked
   */
  static start(setup) {
    if (!setup) {
      const saved = savedGame();
      return saved ? new OfflineTable(saved) : null;
    }
    const saved = { id: 'offline-' + Date.now().toString(36), setup, date: today(), commands: [] };
    saveOfflineGame(JSON.stringify(saved));
    return new OfflineTable(saved);
  }

  get id() {
    return this.saved.id;
  }

  /**
   * Opens the table in the engine and replays the kept commands; a command the engine now
   * refuses (a stored game edited by hand) ends the replay there.
   * @throws {ApiError} when the engine refuses the setup itself
   * @returns {Promise<import('../types.js').GameState>}
   */
  async open() {
    const { setup } = this.saved;
    const opened = await this.call('tableOpen', this.id, setup.game, setup.players || 0, setup.options.join(','),
      setup.position || '', setup.mode, setup.seat || 0, setup.level || 1, setup.name || '', this.saved.date);
    if (opened.error) throw new ApiError(opened.error.code, opened.error.message);
    let state = opened;
    const kept = [];
    for (const command of this.saved.commands) {
      const answer = await this.call('tableCommand', this.id, command.seat, command.type, command.argument, -1);
      if (answer.error) break;
      kept.push(command);
      state = answer.state;
    }
    this.saved.commands = kept;
    this.saved.status = state.status;
    this.keep();
    this.recordText = await this.call('tableRecord', this.id);
    return state;
  }

  /**
   * A person's command, then whatever the computer does in answer, each change passed to
   * `onChange` as it is accepted.
   * @param {string} type
   * @param {any} data  as the protocol's command carries it
   * @param {(change: Change) => void} onChange
   * @returns {Promise<Refusal | null>}
   */
  command(type, data, onChange) {
    return this.serially(async () => {
      const argument = type === 'move' ? String(data.path || '') : type === 'resign' ? (data.seat ?? '').toString()
        : type === 'answer-draw' ? String(!!data.accept) : type === 'claim' ? `${data.outcome} ${data.reason}` : '';
      const v = type === 'move' && typeof data.v === 'number' ? data.v : -1;
      const answer = await this.call('tableCommand', this.id, -1, type, argument, v);
      if (answer.error) return answer.error;
      await this.accepted(answer, onChange);
      await this.computerActs(onChange);
      return null;
    });
  }

  /**
   * Plays the computer's seats until a person is to act.
   * @param {(change: Change) => void} onChange
   */
  async computerActs(onChange) {
    for (;;) {
      const answer = await this.call('tableComputer', this.id);
      if (!answer || answer.error) return;
      await this.accepted(answer, onChange);
    }
  }

  /** @param {(change: Change) => void} onChange */
  resume(onChange) {
    return this.serially(() => this.computerActs(onChange));
  }

  /** @param {string} path @returns {Promise<any>} where a chain may go next */
  hops(path) {
    return this.serially(() => this.call('tableHops', this.id, path));
  }

  /** @returns {Promise<import('../types.js').GameState>} */
  state() {
    return this.serially(() => this.call('tableState', this.id));
  }

  /**
   * Keeps an accepted change and the record it leads to, then tells `onChange`.
   * @param {Change} change
   * @param {(change: Change) => void} onChange
   */
  async accepted(change, onChange) {
    this.saved.commands.push(change.command);
    this.saved.status = change.state.status;
    this.keep();
    this.recordText = await this.call('tableRecord', this.id);
    onChange(change);
  }

  keep() {
    saveOfflineGame(JSON.stringify(this.saved));
  }

  /**
   * The game goes on as `id` on the server: kept so, it is no longer played here.
   * @param {string} id
   */
  movedTo(id) {
    this.saved.movedTo = id;
    this.keep();
  }

  /**
   * @template T
   * @param {() => Promise<T>} work
   * @returns {Promise<T>}
   */
  serially(work) {
    const done = this.queue.then(work);
    this.queue = done.catch(() => undefined);
    return done;
  }

  /**
   * One engine call; its answer is JSON, or the text of a record.
   * @param {string} name
   * @param {...(string | number)} args
   */
  async call(name, ...args) {
    const text = await this.engine.call(name, ...args);
    if (name === 'tableRecord' && !String(text).startsWith('{')) return text;
    return JSON.parse(text);
  }
}
