// browsergoal's roles, accessible names and states, for every browser adapter: which
// elements are actionable and as what, what they are called, whether they are disabled.
//
// Evaluated after text.js and fields.js, in the same isolated world (pagejs.Library joins the files
// into one script); it adds its helpers to the shared parts object that observe.js takes.
// When the library is already installed it does nothing.
(() => {
  'use strict';
  if (globalThis[Symbol.for('browsergoal.v1')]) return 'present';
  const parts = globalThis[Symbol.for('browsergoal.v1.parts')];
  const { clean, textOf, byIDs, positionalName, hiddenText, glyphOf, kids } = parts;

  // Roles that make an element actionable when given explicitly.
  const ROLES = new Set(['button', 'link', 'checkbox', 'radio', 'switch', 'tab', 'menuitem',
    'menuitemcheckbox', 'menuitemradio', 'option', 'textbox', 'combobox', 'searchbox', 'treeitem']);
  // Roles whose accessible name comes from their content.
  const NAME_FROM_CONTENT = new Set(['button', 'link', 'checkbox', 'radio', 'switch', 'tab',
    'menuitem', 'menuitemcheckbox', 'menuitemradio', 'option', 'treeitem', 'clickable']);
  const CHECKABLE = new Set(['checkbox', 'radio', 'switch', 'menuitemcheckbox', 'menuitemradio']);
  // Roles whose aria-selected state is observed (a tab strip's current tab).
  const SELECTABLE = new Set(['tab', 'option', 'treeitem', 'gridcell', 'row']);
  // Input types that are never observed, clicked or filled.
  const EXCLUDED_TYPES = new Set(['password', 'file', 'hidden']);

  const inputRole = (el) => {
    switch (el.type) {
      case 'checkbox': return 'checkbox';
      case 'radio': return 'radio';
      case 'submit': case 'button': case 'reset': case 'image': return 'button';
      case 'range': return 'slider';
      case 'number': return 'spinbutton';
      case 'search': return el.hasAttribute('list') ? 'combobox' : 'searchbox';
      default: return el.hasAttribute('list') ? 'combobox' : 'textbox';
    }
  };

  // SCHEME_RELATIVE tells an href that starts with two slashes (a host of its own) once
  // leading spaces and control characters are stripped and tabs and newlines removed, as
  // URL parsing does; HTTP an http(s) URL.
  const SCHEME_RELATIVE = /^[\x00-\x20]*[\/\\][\t\n\r]*[\/\\]/;
  const HTTP = /^https?:/;

  // badLink reports whether el is, or is inside, a link whose resolved href is not
  // http(s) (javascript:, file:, data:, mailto:, …): activating it would leave the web.
  // links, when given (a Map, one per scan), remembers each element's link (see linkOf)
  // and whether the document's base URL is http(s).
  const badLink = (el, links = null) => {
    const a = links === null ? el.closest(LINKS) : linkOf(el, links);
    if (a === null) return false;
    // A path, query or fragment without a scheme keeps an http(s) base's scheme: known
    // without parsing the URL (the costlier part on a page of many links).
    const href = a.getAttribute('href');
    if (href !== null && !href.includes(':') && !SCHEME_RELATIVE.test(href) && httpBase(links)) return false;
    let scheme = a.protocol; // undefined for an SVG <a>, whose href may be xlink:href
    if (typeof scheme !== 'string') {
      const raw = a.getAttribute('href') ?? a.getAttributeNS('http://www.w3.org/1999/xlink', 'href');
      try { scheme = new URL(raw, document.baseURI).protocol; } catch (e) { scheme = ''; }
    }
    return scheme !== 'http:' && scheme !== 'https:';
  };

  // LINKS are the links badLink looks for on el and its ancestors.
  const LINKS = 'a[href],area[href],a[*|href]';
  // linkOf is el.closest(LINKS), remembering in memo each ancestor's answer on the way
  // up to the first one it knows: the rows of a long list share their ancestors' (the
  // selector matches only an a or an area, which alone are tested).
  const linkOf = (el, memo) => {
    const tag = el.localName;
    if ((tag === 'a' || tag === 'area') && el.matches(LINKS)) return el;
    let a = null;
    let stop = null;
    for (let n = el.parentElement; n !== null; n = n.parentElement) {
      const m = memo.get(n);
      if (m !== undefined) { a = m; stop = n; break; }
      const t = n.localName;
      if ((t === 'a' || t === 'area') && n.matches(LINKS)) { a = n; stop = n.parentElement; break; }
    }
    for (let n = el.parentElement; n !== stop; n = n.parentElement) memo.set(n, a);
    return a;
  };
  // httpBase reports whether the document's base URL is http(s), remembered in links.
  const httpBase = (links) => {
    if (links === null) return HTTP.test(document.baseURI);
    if (links.http === undefined) links.http = HTTP.test(document.baseURI);
    return links.http;
  };

  // roleOf returns the actionable role of el, or '' when el is not actionable. Elements
  // that are or sit inside a non-http(s) link are never actionable. links: see badLink.
  const roleOf = (el, links = null) => {
    const tag = el.localName;
    if (tag === 'input' && EXCLUDED_TYPES.has(el.type)) return '';
    if (badLink(el, links)) return '';
    const attr = el.getAttribute('role');
    if (attr !== null) {
      const explicit = attr.trim().split(/\s+/)[0].toLowerCase();
      if (ROLES.has(explicit)) return explicit;
    }
    switch (tag) {
      case 'a': case 'area': return el.hasAttribute('href') ? 'link' : '';
      case 'button': return 'button';
      case 'input': return inputRole(el);
      case 'textarea': return 'textbox';
      case 'select': return el.multiple || el.size > 1 ? 'listbox' : 'combobox';
      case 'summary': {
        const p = el.parentElement;
        return p && p.localName === 'details' && p.querySelector(':scope > summary') === el ? 'button' : '';
      }
    }
    if (isHost(el)) return 'textbox';
    return '';
  };
  const isHost = (el) => el.isContentEditable && !(el.parentElement && el.parentElement.isContentEditable);
  const isField = (el) => el.localName === 'textarea' || el.localName === 'select' ||
    (el.localName === 'input' && !EXCLUDED_TYPES.has(el.type));

  const nameOf = (el, role, cap) => {
    const lb = el.getAttribute('aria-labelledby');
    if (lb) { const n = byIDs(lb, cap); if (n) return n; }
    const al = clean(el.getAttribute('aria-label'), cap);
    if (al) return al;
    const tag = el.localName;
    if (tag === 'input') {
      const t = el.type;
      if (t === 'submit' || t === 'reset' || t === 'button') {
        return clean(el.value, cap) || (t === 'submit' ? 'Submit' : t === 'reset' ? 'Reset' : '');
      }
      if (t === 'image') return clean(el.alt || el.value, cap) || 'Submit';
    }
    if (isField(el) && el.labels && el.labels.length) {
      const n = clean(Array.from(el.labels, (l) => textOf(l, cap)).join(' '), cap);
      if (n) return n;
    }
    if (NAME_FROM_CONTENT.has(role) || tag === 'button' || tag === 'summary') {
      const n = textOf(el, cap);
      if (n) return (el.hasAttribute('title') && glyphOnly(el) && clean(el.getAttribute('title'), cap)) || n;
    }
    return clean(el.getAttribute('title'), cap) || clean(el.getAttribute('placeholder'), cap) ||
      clean(el.getAttribute('aria-placeholder'), cap) || (tag === 'area' ? clean(el.alt, cap) : '') ||
      positionalName(el, role, cap);
  };

  // glyphOnly reports whether el's content is an icon font's glyph and nothing else (see
  // glyphOf), itself or as its one child: its text is the drawing's ligature name
  // ('shopping bag'), which a person sees as a picture; its title says what it does.
  const glyphOnly = (el) => glyphOf(el) !== '' || (kids(el, 2) === 1 &&
    glyphOf(el.firstElementChild) !== '' && el.textContent.trim() === el.firstElementChild.textContent.trim());

  const disabledOf = (el) =>
    (isField(el) || el.localName === 'button') && el.matches(':disabled') ||
    el.closest('[aria-disabled="true"]') !== null;

  // POPUP_ROLES are the roles of the list or menu a closed control opens; POPUP_ITEMS
  // its items'.
  const POPUP_ROLES = new Set(['listbox', 'menu', 'tree', 'grid']);
  const POPUP_ITEMS = '[role=option],[role=menuitem],[role=menuitemradio],[role=menuitemcheckbox],[role=treeitem]';

  // opensPopup reports whether el is a control that opens a list or menu: a combobox or
  // an element with aria-haspopup.
  const opensPopup = (el) => el.getAttribute('role') === 'combobox' ||
    (el.getAttribute('aria-haspopup') || 'false') !== 'false';
  const OPENERS = '[role=combobox],[aria-haspopup]:not([aria-haspopup="false"])';

  // popupOf is the list or menu a closed control opens: the element its aria-controls or
  // aria-owns names (in its own tree), else a listbox or menu that is one of its next two
  // siblings or inside one of them, where a custom dropdown draws it beside its button;
  // none once another opener comes first (the list after it is that one's).
  const popupOf = (el) => {
    const root = el.getRootNode();
    for (const attr of ['aria-controls', 'aria-owns']) {
      for (const id of (el.getAttribute(attr) || '').split(/\s+/)) {
        const p = id && root.getElementById ? root.getElementById(id) : null;
        if (p && (POPUP_ROLES.has(p.getAttribute('role')) || p.querySelector(POPUP_ITEMS))) return p;
      }
    }
    let n = el.nextElementSibling;
    for (let k = 0; n && k < 2; k++, n = n.nextElementSibling) {
      if (POPUP_ROLES.has(n.getAttribute('role'))) return n;
      if (opensPopup(n) || n.querySelector(OPENERS)) return null; // what follows is another opener's
      const inner = n.querySelector('[role=listbox],[role=menu]');
      if (inner) return inner;
    }
    return null;
  };

  // popupItems are the names of the items of the list or menu that closed control el
  // opens while the page keeps it hidden (at most max, each cut to cap), or null: a
  // person knows a dropdown holds its options before opening it. An open or visible
  // popup's items are observed as elements of their own; disabled items are left out.
  const popupItems = (el, cap, max) => {
    const p = popupOf(el);
    if (p === null || p.contains(el) || p.checkVisibility(parts.VIS)) return null;
    let items = p.querySelectorAll(POPUP_ITEMS);
    if (items.length === 0) items = p.querySelectorAll(':scope > li');
    const out = [];
    for (const it of items) {
      if (out.length >= max) break;
      if (it.getAttribute('aria-disabled') === 'true') continue;
      const t = hiddenText(it, cap);
      if (t) out.push(t);
    }
    return out.length ? out : null;
  };

  // REVEALED are the controls a closed tab or section may hold.
  const REVEALED = 'a[href],button,input,select,textarea,summary,[role=button],[role=link],[role=radio],' +
    '[role=checkbox],[role=switch],[role=tab],[role=option],[role=menuitem],[role=combobox],[role=textbox],' +
    '[role=slider],[role=spinbutton]';

  // revealedRegion is what closed tab, disclosure or section el keeps hidden, or null: the
  // content of a summary's closed details; the element its aria-controls names while
  // hidden; for an expander with no aria-controls (not a tab), the hidden element after
  // it, or after the heading it sits in (an accordion's header button).
  const revealedRegion = (el, role) => {
    if (el.localName === 'summary') {
      const d = el.parentElement;
      return d !== null && d.localName === 'details' && !d.open ? d : null;
    }
    const root = el.getRootNode();
    for (const id of (el.getAttribute('aria-controls') || '').split(/\s+/)) {
      const p = id && root.getElementById ? root.getElementById(id) : null;
      if (p && !p.contains(el)) return p.checkVisibility(parts.VIS) ? null : p;
    }
    if (role === 'tab') return null;
    let n = el.nextElementSibling;
    const up = el.parentElement;
    if (n === null && up !== null && HEADING_TAG.test(up.localName)) n = up.nextElementSibling;
    return n !== null && !n.checkVisibility(parts.VIS) ? n : null;
  };
  const HEADING_TAG = /^h[1-6]$/;

  // revealsOf lists the controls closed tab or section el keeps hidden (see
  // revealedRegion), each by role and by its name as it would read once shown (at most
  // max, each cut to cap), or null: a person reads a tab's or a section's heading as the
  // way to what it holds. A select's options follow it; disabled controls and options,
  // and an option with no value (a placeholder), are left out.
  const revealsOf = (el, role, cap, max) => {
    const p = revealedRegion(el, role);
    if (p === null) return null;
    const out = [];
    for (const it of p.querySelectorAll(REVEALED)) {
      if (out.length >= max) break;
      if (el.contains(it) || disabledOf(it)) continue;
      const r = roleOf(it);
      const n = r ? hiddenName(it, r, cap) : '';
      if (n) out.push({ role: r, name: n });
      if (it.localName !== 'select') continue;
      for (const op of it.options) {
        if (out.length >= max) break;
        const t = clean(op.label, cap);
        if (t && !op.disabled && op.value !== '') out.push({ role: 'option', name: t });
      }
    }
    return out.length ? out : null;
  };

  // hiddenName is nameOf for a control inside a hidden region, as it would read once
  // shown: its aria-label, a button input's value, its labels' text, its content (for a
  // content-named role), else its title or placeholder.
  const hiddenName = (el, role, cap) => {
    const al = clean(el.getAttribute('aria-label'), cap);
    if (al) return al;
    const tag = el.localName;
    if (tag === 'input' && (el.type === 'submit' || el.type === 'button' || el.type === 'reset')) return clean(el.value, cap);
    if (el.labels && el.labels.length) {
      const n = clean(Array.from(el.labels, (l) => hiddenText(l, cap)).join(' '), cap);
      if (n) return n;
    }
    if (NAME_FROM_CONTENT.has(role) || tag === 'button' || tag === 'summary') {
      const n = hiddenText(el, cap);
      if (n) return n;
    }
    return clean(el.getAttribute('title'), cap) || clean(el.getAttribute('placeholder'), cap);
  };

  const triState = (v) => (v === 'true' ? true : v === 'false' ? false : undefined);

  Object.assign(parts, { CHECKABLE, SELECTABLE, EXCLUDED_TYPES, roleOf, nameOf, isHost, isField, disabledOf, triState, badLink, opensPopup, popupItems, revealsOf });
  return 'installed';
})()
