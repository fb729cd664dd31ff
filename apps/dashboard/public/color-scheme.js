// Sets the stored (or system) colour scheme before the first paint, so a dark dashboard never flashes light.
(() => {
  let scheme = 'light';
  try {
    const stored = window.localStorage.getItem('vev-color-scheme');
    const systemDark = window.matchMedia('(prefers-color-scheme: dark)').matches;
    scheme = stored === 'light' || stored === 'dark' ? stored : systemDark ? 'dark' : 'light';
  } catch {
    // Storage can be blocked; light is then the safe default.
  }
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
})();
