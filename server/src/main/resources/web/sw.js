// The service worker: keeps what games on one screen and against the computer need to run
// without the server (the list the server gives at /offline-files.json), and serves it when the
// server cannot be reached. Online, every request goes to the server first and its answer
// refreshes the kept copy, so nothing is served stale while the server answers.
const CACHE = 'plyyard';

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const list = await (await fetch('/offline-files.json', { cache: 'no-cache' })).json();
    const cache = await caches.open(CACHE);
    await cache.addAll(list.files);
    await cache.put('/offline-files.json', new Response(JSON.stringify(list)));
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  event.respondWith(fromServerOrKept(request, url.pathname));
});

/**
 * The server's answer, kept when its address is one of the kept files; the kept copy (whatever
 * the address's query) when the server cannot be reached.
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
    throw failure;
  }
}
