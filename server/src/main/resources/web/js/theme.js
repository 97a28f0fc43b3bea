// The header's theme switch: system (the page follows prefers-color-scheme), light or dark. The
// choice goes to a cookie, so the server renders the next pages in it (data-theme on <html>),
// and applies at once to this one; the colours themselves are the stylesheets' light-dark() pairs.

const COOKIE = 'plyyard-theme';

export function enhanceThemeSwitch() {
  const select = /** @type {HTMLSelectElement | null} */ (document.querySelector('[data-testid="theme-switch"]'));
  if (!select) return;
  select.closest('.theme-switch')?.removeAttribute('hidden');
  select.addEventListener('change', () => {
    const theme = select.value;
    if (theme === 'system') {
      document.documentElement.removeAttribute('data-theme');
      document.cookie = `${COOKIE}=; path=/; max-age=0; samesite=lax`;
    } else {
      document.documentElement.setAttribute('data-theme', theme);
      document.cookie = `${COOKIE}=${theme}; path=/; max-age=31536000; samesite=lax`;
    }
  });
}
