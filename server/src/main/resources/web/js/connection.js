// The WebSocket half of docs/protocol.md: hello, versions, sync, reconnection with backoff.

/**
 * @typedef {'connecting' | 'open' | 'waiting' | 'closed' | 'offline'} LinkStatus  ('offline': a game in the browser alone, with no link)
 *
 * @typedef {Object} ConnectionOptions
 * @property {string} gameId
 * @property {() => string | null} token
 * @property {() => number | null} version    the highest `v` seen, sent with hello
 * @property {(message: import('./types.js').ServerMessage) => void} onMessage
 * @property {(status: LinkStatus, retryIn?: number) => void} onStatus
 */

const BACKOFF_SECONDS = [1, 2, 4, 8, 15];
const PING_MS = 25000;

export class GameConnection {
  /** @param {ConnectionOptions} options */
  constructor(options) {
    this.options = options;
    /** @type {WebSocket | null} */
    this.socket = null;
    this.attempt = 0;
    this.stopped = false;
    /** @type {number | undefined} */
    this.retryTimer = undefined;
    /** @type {number | undefined} */
    this.pingTimer = undefined;
  }

  get isOpen() {
    return !!this.socket && this.socket.readyState === WebSocket.OPEN;
  }

  start() {
    this.stopped = false;
    this.open();
  }

  stop() {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    clearInterval(this.pingTimer);
    this.socket?.close();
    this.options.onStatus('closed');
  }

  open() {
    const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
    const url = `${scheme}://${location.host}/ws/games/${encodeURIComponent(this.options.gameId)}`;
    this.options.onStatus('connecting');
    let socket;
    try {
      socket = new WebSocket(url);
    } catch {
      this.retry();
      return;
    }
    this.socket = socket;
    socket.addEventListener('open', () => {
      this.attempt = 0;
      this.options.onStatus('open');
      /** @type {{token?: string, v?: number}} */
      const hello = {};
      const token = this.options.token();
      const v = this.options.version();
      if (token) hello.token = token;
      if (v !== null) hello.v = v;
      this.send('hello', hello);
      clearInterval(this.pingTimer);
      this.pingTimer = window.setInterval(() => this.send('ping', {}), PING_MS);
    });
    socket.addEventListener('message', (ev) => {
      try {
        this.options.onMessage(JSON.parse(String(ev.data)));
      } catch (err) {
        console.warn('unreadable message', err);
      }
    });
    socket.addEventListener('close', () => {
      clearInterval(this.pingTimer);
      if (this.socket === socket) this.socket = null;
      if (!this.stopped) this.retry();
    });
  }

  retry() {
    const seconds = BACKOFF_SECONDS[Math.min(this.attempt, BACKOFF_SECONDS.length - 1)];
    this.attempt += 1;
    this.options.onStatus('waiting', seconds);
    clearTimeout(this.retryTimer);
    this.retryTimer = window.setTimeout(() => this.open(), seconds * 1000);
  }

  /**
   * @param {string} type
   * @param {any} data
   * @returns {boolean} false when the socket is not open
   */
  send(type, data) {
    if (!this.isOpen) return false;
    this.socket.send(JSON.stringify({ t: type, d: data }));
    return true;
  }
}
