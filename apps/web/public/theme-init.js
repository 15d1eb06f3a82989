// Sets the theme class before React loads, so a dark-mode user never sees a white flash.
(function () {
  try {
    var saved = localStorage.getItem('theme');
    var theme = saved === 'dark' || saved === 'light' || saved === 'system' ? saved : 'light';
    var dark = theme === 'dark' || (theme === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.toggle('dark', dark);
  } catch {
    /* storage blocked: keep the light default */
  }
})();
