// browsergoal's field helpers, for every browser adapter: the name an unlabelled field
// takes from the visible text right before it in its row or container, and the bounds
// (min, max, step) of date, time, colour and range inputs.
//
// Evaluated after text.js and before roles.js, in the same isolated world (pagejs.Library
// joins the files into one script); it adds its helpers to the shared parts object.
// When the library is already installed it does nothing. The rules are described in the
// package documentation (adapters/rod/doc.go).
(() => {
  'use strict';
  if (globalThis[Symbol.for('browsergoal.v1')]) return 'present';
  const parts = globalThis[Symbol.for('browsergoal.v1.parts')];
  const { VIS, HIDDEN, cut, clean, textOf, kids } = parts;

  // Input types whose value is set in the browser's own format (the Go side checks it).
  const VALUE_TYPES = new Set(['date', 'time', 'datetime-local', 'month', 'week', 'color', 'range']);
  // What text that names a field must not contain: another control (that text belongs
  // to the other control's row).
  const CONTROL = 'a[href],area[href],button,input,select,textarea,summary,[contenteditable],' +
    '[role=button],[role=link],[role=checkbox],[role=radio],[role=switch],[role=textbox],' +
    '[role=combobox],[role=searchbox],[role=slider],[role=spinbutton],[role=listbox],[role=option]';
  // A row: the search never leaves one (the text of another row never names a field).
  const ROW = 'tr,[role=row],li,[role=listitem],[role=option],[role=treeitem],label';
  // Containers of rows and groups: their children are searched only for text right
  // next to the field itself, never next to one of the field's wrappers.
  const LIST = 'form,fieldset,table,thead,tbody,tfoot,ul,ol,[role=list],[role=grid],[role=table],' +
    '[role=rowgroup],[role=listbox],[role=tree],[role=menu],[role=group],[role=form],[role=dialog],' +
    'dialog,body,main,section,article,nav,aside,header,footer';
  const SKIP = new Set(['script', 'style', 'template', 'noscript']);
  // How far the search climbs from the field through its wrappers.
  const MAX_DEPTH = 2;
  // Text longer than this is a sentence or a paragraph, not a label.
  const MAX_LABEL = 80;

  // sameLine reports whether two boxes share a line: they overlap vertically.
  const sameLine = (a, b) => a.top < b.bottom && a.bottom > b.top;

  // accept decides whether text t found before the field (el, box own) next to its
  // wrapper node (depth > 0), in sibling s, names it: it is on the field's line, or the
  // wrapper and s are the only two elements of their container (a label above its
  // field), or s is the dt of the dd that holds the field.
  const accept = (t, s, node, own) => {
    const r = s.nodeType === 3 ? (() => { const g = document.createRange(); g.selectNodeContents(s); return g.getBoundingClientRect(); })()
      : s.getBoundingClientRect();
    if (sameLine(r, own)) return true;
    if (s.nodeType === 1 && s.localName === 'dt' && node.localName === 'dd') return true;
    const p = node.parentElement;
    return kids(p, 3) === 2 && s.nodeType === 1 && s.nextElementSibling === node;
  };

  // precedingText is the name of a field that has none: the visible text right before
  // it in the same row or container. It looks at the nearest visible content before the
  // field, then before each of its wrappers (at most MAX_DEPTH levels up, never out of a
  // row or into a list of rows); the first content found decides: it names the field
  // when it is text of at most MAX_LABEL characters with no control in it (not a label
  // of another control) and, when found next to a wrapper, on the field's line, in a
  // two-element container with it, or its dt. Otherwise the field stays unnamed.
  const precedingText = (el, cap) => {
    const own = el.getBoundingClientRect();
    let node = el;
    for (let depth = 0; depth <= MAX_DEPTH; depth++) {
      if (depth > 0 && node.parentElement.matches(LIST)) return '';
      for (let s = node.previousSibling; s; s = s.previousSibling) {
        let t = '';
        if (s.nodeType === 3) {
          t = clean(s.data, MAX_LABEL + 1);
        } else if (s.nodeType === 1) {
          if (SKIP.has(s.localName) || !s.checkVisibility(VIS) || s.closest(HIDDEN) !== null) continue;
          if (s.matches(CONTROL) || s.querySelector(CONTROL) !== null) return '';
          if (s.localName === 'label' && s.control && s.control !== el) return '';
          t = textOf(s, MAX_LABEL + 1);
        }
        if (!t) continue;
        if (t.length > MAX_LABEL || (depth > 0 && !accept(t, s, node, own))) return '';
        return clean(t, cap);
      }
      const p = node.parentElement;
      if (!p || p.matches(ROW) || p.matches(LIST)) return '';
      node = p;
    }
    return '';
  };

  // Roles whose element, when it has no accessible name, is named by its position.
  const POSITIONAL = new Set(['textbox', 'searchbox', 'combobox', 'spinbutton', 'slider', 'listbox',
    'checkbox', 'radio', 'switch', 'region']);
  const HEADING = 'h1,h2,h3,h4,h5,h6,[role=heading],caption,legend';

  // positionalName is the name of a field (or scrollable region) that has no accessible
  // name: the text right before it (precedingText), and for a region the first visible
  // heading, caption or legend inside it. Other roles get ''.
  const positionalName = (el, role, cap) => {
    if (!POSITIONAL.has(role)) return '';
    const t = precedingText(el, cap);
    if (t || role !== 'region') return t;
    for (const h of el.querySelectorAll(HEADING)) {
      if (!h.checkVisibility(VIS) || h.closest(HIDDEN) !== null) continue;
      const n = textOf(h, cap);
      if (n) return n;
    }
    return '';
  };

  // fieldFacts adds to an observed element e the min, max and step attributes of a
  // value-set input (date, time, colour, range, …), verbatim, each cut to n units.
  const fieldFacts = (el, e, n) => {
    if (el.localName !== 'input' || !VALUE_TYPES.has(el.type)) return;
    for (const a of ['min', 'max', 'step']) {
      const v = el.getAttribute(a);
      if (v !== null && v !== '') e[a] = cut(v, n);
    }
  };

  Object.assign(parts, { VALUE_TYPES, positionalName, fieldFacts });
  return 'installed';
})()
