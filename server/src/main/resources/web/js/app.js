// Entry point: loads the language and the catalog of games, draws the header and routes
//   /          → home
//   /g/{id}    → the game page (the server answers index.html for /g/*)
//   /learn, /learn/{game} → the Learn pages (also answered with index.html)
import { loadCatalog } from './catalog.js';
import { h } from './dom.js';
import { errorText, languageSwitch, loadLanguage, tr } from './i18n.js';

async function main() {
  await loadLanguage();
  const header = h('header', { class: 'top' },
    h('a', { class: 'brand', href: '/' }, h('span', { class: 'brand-mark', 'aria-hidden': 'true' }, '✶'), 'Ply Yard'),
    tr(h('a', { class: 'skip', href: '#main' }), 'nav.skip'),
    tr(h('a', { class: 'nav-learn', href: '/learn', 'data-testid': 'nav-learn' }), 'nav.learn'),
    languageSwitch());
  const mainEl = h('main', { id: 'main', tabindex: -1 });
  const footer = h('footer', { class: 'site-footer', 'data-testid': 'version' });
  document.body.replaceChildren(header, mainEl, footer);
  showVersion(footer);

  try {
    await loadCatalog();
  } catch (err) {
    mainEl.append(h('p', { class: 'panel' }, errorText(err.code || 'network')));
    return;
  }
  const route = /^\/g\/([^/]+)\/?$/.exec(location.pathname);
  const learn = /^\/learn(?:\/([^/]+))?\/?$/.exec(location.pathname);
  if (learn) {
    const { openLearnIndex, openLearnPage } = await import('./learn/learn-page.js');
    if (learn[1]) await openLearnPage(mainEl, decodeURIComponent(learn[1]));
    else openLearnIndex(mainEl);
  } else if (route) {
    const { openGamePage } = await import('./game/game-page.js');
    await openGamePage(mainEl, decodeURIComponent(route[1]));
  } else {
    const { openHomePage } = await import('./home/home-page.js');
    openHomePage(mainEl);
  }
}

/**
 * The footer names the version and commit the server runs.
 * @param {HTMLElement} footer
 */
async function showVersion(footer) {
  try {
    const response = await fetch('/api/version');
    if (!response.ok) return;
    const { version, commit } = await response.json();
    const { say } = await import('./learn/say.js');
    say(footer, 'footer.version', { version, commit: String(commit).slice(0, 12) });
  } catch {
    // an old server without a version: nothing to show
  }
}

main();
