// Entry point: loads the language, draws the header and routes
//   /          → home (with ?demo={game} → the local demo board, no server)
//   /g/{id}    → the game page (the server answers index.html for /g/*)
import { h } from './dom.js';
import { languageSwitch, loadLanguage, tr } from './i18n.js';

async function main() {
  await loadLanguage();
  const header = h('header', { class: 'top' },
    h('a', { class: 'brand', href: '/' }, h('span', { class: 'brand-mark', 'aria-hidden': 'true' }, '✶'), 'Ply Yard'),
    tr(h('a', { class: 'skip', href: '#main' }), 'nav.skip'),
    languageSwitch());
  const mainEl = h('main', { id: 'main', tabindex: -1 });
  document.body.replaceChildren(header, mainEl);

  const route = /^\/g\/([^/]+)\/?$/.exec(location.pathname);
  const demo = new URLSearchParams(location.search).get('demo');
  if (route) {
    const { openGamePage } = await import('./game/game-page.js');
    await openGamePage(mainEl, decodeURIComponent(route[1]));
  } else if (demo) {
    const { openDemo } = await import('./demo.js');
    openDemo(mainEl, demo, new URLSearchParams(location.search));
  } else {
    const { openHomePage } = await import('./home/home-page.js');
    openHomePage(mainEl);
  }
}

main();
