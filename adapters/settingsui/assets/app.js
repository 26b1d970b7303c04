// browsergoal settings: progressive enhancement only; every change is a form POST that
// works without this script. A switch submits its form when toggled (the Apply buttons
// are then hidden), and after the redirect back the control that was used gets the focus
// again (the fragment names it), and the fragment is dropped from the address bar.
'use strict';
document.documentElement.classList.add('js');
document.addEventListener('DOMContentLoaded', () => {
  for (const box of document.querySelectorAll('input[data-autosubmit]')) {
    box.addEventListener('change', () => box.form.requestSubmit());
  }
  const id = decodeURIComponent(location.hash.slice(1));
  if (id) {
    const el = document.getElementById(id);
    if (el) el.focus();
    history.replaceState(null, '', location.pathname);
  }
});
