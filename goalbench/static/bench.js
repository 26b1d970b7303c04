// goalbench's recorder, loaded first by every benchmark page. It reports to the bench
// server, synchronously so that nothing is lost when the page navigates away:
//   click KEY          a click on (or inside) an element with data-k="KEY"
//   set NAME=VALUE     a text-like field's value (name, else id), on input and change
//   pick NAME=A|B      the checked values of a checkbox or radio group, or a select's
//                      selected values, on change
//   navigate URL       a navigation away from the page, as it starts
//   submit ACTION      a form submission, as it starts
// and whatever the page's own scripts report with bench.ev("..."), e.g. a custom
// dropdown's "pick color=Blue". The browser under test never sees this: it is the page's.
(() => {
  'use strict';
  const run = location.pathname.split('/')[2] || '';
  const ev = (text) => {
    try {
      const x = new XMLHttpRequest();
      x.open('POST', '/ev/' + encodeURIComponent(run), false);
      x.send(String(text));
    } catch (_) { /* the bench server is gone: nothing to record */ }
  };
  window.bench = { ev };
  document.addEventListener('click', (e) => {
    const t = e.target instanceof Element ? e.target.closest('[data-k]') : null;
    if (t) ev('click ' + t.dataset.k);
  }, true);
  const report = (e) => {
    const el = e.target;
    if (!(el instanceof Element) || el.dataset.nobench !== undefined) return;
    const name = el.getAttribute('name') || el.id;
    if (!name) return;
    if (el.localName === 'select') {
      ev('pick ' + name + '=' + [...el.selectedOptions].map((o) => o.value).join('|'));
    } else if (el.localName === 'input' && (el.type === 'checkbox' || el.type === 'radio')) {
      if (e.type !== 'change') return;
      const scope = el.form || document;
      const on = [...scope.querySelectorAll('input')].filter((i) => (i.getAttribute('name') || i.id) === name && i.checked);
      ev('pick ' + name + '=' + on.map((i) => i.value).join('|'));
    } else if (el.localName === 'input' || el.localName === 'textarea') {
      ev('set ' + name + '=' + el.value);
    }
  };
  // A navigation away from the document is reported the moment it starts (the Navigation
  // API's navigate event is not page dismissal, so a synchronous report is allowed), so
  // that the runner waits for its page load however slowly it arrives.
  if (window.navigation) {
    navigation.addEventListener('navigate', (e) => {
      if (!e.hashChange && !e.destination.sameDocument) ev('navigate ' + e.destination.url);
    });
  }
  document.addEventListener('submit', (e) => {
    const f = e.target;
    if (f instanceof HTMLFormElement) ev('submit ' + (f.getAttribute('action') || ''));
  }, true);
  document.addEventListener('input', report, true);
  document.addEventListener('change', report, true);
})();
