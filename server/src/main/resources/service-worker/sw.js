// The service worker: keeps what games on one screen and against the computer need to run
// without the server (the list the server gives at /offline-files.json), and serves it when the
// server cannot be reached. Online, every request goes to the server first and its answer
// refreshes the kept copy, so nothing is served stale while the server answers.
// The server serves this file at /sw.js after a first line naming its build, `const VERSION = '…';`
// (pages/Pages.java): a new build is a new script, which the browser installs, keeping the new
// build's files and dropping the old ones.
/* global VERSION */
const CACHE = 'plyyard-' + VERSION;

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const list = await (await fetch('/offline-files.json', { cache: 'no-cache' })).json();
    const cache = await caches.open(CACHE);
    await cache.addAll(list.files);
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) if (name !== CACHE) await caches.delete(name);
    await self.clients.claim();
  })());
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  // /en/ is the page /en: kept once, under the address without the slash
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/$/, '') : url.pathname;
  event.respondWith(fromServerOrKept(request, path));
});

/**
 * The home page kept in the language of `path` (/fr/…), else in the browser's: what a page not
 * kept opens as without the server.
 * @param {string} path
 */
function keptHome(path) {
  const prefix = path.split('/')[1];
  if (prefix === 'en' || prefix === 'fr') return '/' + prefix;
  return self.navigator.language.toLowerCase().startsWith('fr') ? '/fr' : '/en';
}

/**
 * The server's answer, kept when its address is one of the kept files; the kept copy (whatever
 * the address's query) when the server cannot be reached. A page not kept then sends the reader
 * to the kept home page, which says that the page asked for needs the server (the app's start
 * "/" opens it as it is).
 * @param {Request} request
 * @param {string} path
 */
async function fromServerOrKept(request, path) {
  const cache = await caches.open(CACHE);
  try {
    const answer = await fetch(request);
    if (answer.ok && answer.type === 'basic' && (await cache.match(path))) await cache.put(path, answer.clone());
    return answer;
  } catch (failure) {
    const kept = await cache.match(path);
    if (kept) return kept;
    const home = request.mode === 'navigate' ? await cache.match(keptHome(path)) : undefined;
    if (!home) throw failure;
    return path === '/' ? home : Response.redirect(keptHome(path) + '#unreachable=' + encodeURIComponent(path), 302);
  }
}
