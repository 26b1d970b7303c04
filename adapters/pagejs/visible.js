// browsergoal's visibility rules for Chromium: which elements count as visible, and which
// visible label stands in for a visually hidden checkbox or radio.
//
// Evaluated first, in the same isolated world as the other files (pagejs.Library joins them
// into one script). It creates the shared parts object, under a Symbol key, that the next
// files add their helpers to and observe.js takes and removes at once; when the library is
// already installed it does nothing.
// The rules themselves are described in the package documentation (doc.go).
(() => {
  'use strict';
  if (globalThis[Symbol.for('browsergoal.v1')]) return 'present';

  const VIS = { opacityProperty: true, visibilityProperty: true };
  const HIDDEN = '[inert],[aria-hidden="true"]';
  // Interactive elements a click on a label must not land on (it would activate them,
  // not the label's control).
  const INTERACTIVE = 'a[href],area[href],button,input,select,textarea,summary,[contenteditable],[role]';

  // styles holds, while an observation keeps them (see keepStyles), each element's
  // computed style as styleOf first read it: the cursor the scan reads and the overflow
  // the region test reads come from one object, not one per read. The object is live and
  // the page does not change under an observation, so every read answers as a fresh
  // object's would.
  let styles = null;
  // styleOf is getComputedStyle(el), remembered while styles are kept.
  const styleOf = (el) => {
    if (styles === null) return getComputedStyle(el);
    let cs = styles.get(el);
    if (cs === undefined) styles.set(el, (cs = getComputedStyle(el)));
    return cs;
  };
  // keepStyles starts (on) or ends remembering computed styles (text.js, remember).
  const keepStyles = (on) => { styles = on ? new Map() : null; };

  // boxOf returns the element's bounding box when it is visible, else null: rendered
  // (no display:none on it or an ancestor), not visibility:hidden, not fully transparent
  // (opacity 0 on it or an ancestor), of non-zero size, not inert, not aria-hidden, and
  // outside any modal dialog's backdrop.
  const boxOf = (el, scope) => {
    const r = sized(el, scope);
    return r && el.checkVisibility(VIS) ? r : null;
  };
  // sized is boxOf without the CSS visibility and opacity check: the element has a box,
  // is not inert or aria-hidden, and is not behind a modal dialog.
  const sized = (el, scope) => {
    const r = el.getBoundingClientRect();
    if (r.width <= 0 || r.height <= 0) return null;
    if (scope.hidden && el.closest(HIDDEN) !== null) return null;
    if (scope.modal && !scope.modal.contains(el)) return null;
    return r;
  };
  // scopeOf gathers, once per call, what boxOf checks page-wide: whether any inert or
  // aria-hidden subtree exists at all (most pages have none), and the open modal dialog.
  // Each selector is queried alone: a page's elements are matched against one simple
  // selector faster than against a list of them.
  const scopeOf = () => ({
    hidden: document.querySelector('[inert]') !== null || document.querySelector('[aria-hidden="true"]') !== null,
    modal: document.querySelector(':modal'),
  });
  // WALL_AT are the points, as fractions of the viewport's width and height, where
  // wallOf looks for a layer over the whole page.
  const WALL_AT = [[0.05, 0.05], [0.95, 0.05], [0.05, 0.95], [0.95, 0.95]];
  // layerOf returns the innermost fixed-positioned box node lies in (node or an
  // ancestor) that covers the whole viewport, else null: a modal's backdrop inside an
  // app laid out in one fixed full-viewport box is the backdrop, not the app.
  const layerOf = (node, vp) => {
    for (let p = node; p && p !== document.body && p !== document.documentElement; p = p.parentElement) {
      if (styleOf(p).position !== 'fixed') continue;
      const r = p.getBoundingClientRect();
      if (r.left <= 0 && r.top <= 0 && r.right >= vp.width && r.bottom >= vp.height) return p;
    }
    return null;
  };
  // wallOf returns the layer that takes the pointer over the whole page, when there is
  // one: an open modal dialog's full-viewport backdrop (or the fixed container holding
  // it and the dialog), what a person's click anywhere near the viewport's corners
  // lands on. It is the one fixed box covering the whole viewport that all four points
  // of WALL_AT hit (see layerOf), with the viewport's centre in a fixed box too (it or
  // the dialog beside it, not the page's content over a fixed background); else null.
  // An app whose whole page lies in one fixed full-viewport box has it as its wall,
  // which hides none of it.
  const wallOf = (vp) => {
    if (vp.width < 1 || vp.height < 1) return null;
    let wall = null;
    for (const [fx, fy] of WALL_AT) {
      const hit = document.elementFromPoint(fx * vp.width, fy * vp.height);
      const layer = hit ? layerOf(hit, vp) : null;
      if (layer === null || (wall !== null && layer !== wall)) return null;
      wall = layer;
    }
    for (let p = document.elementFromPoint(vp.width / 2, vp.height / 2); p; p = p.parentElement) {
      if (styleOf(p).position === 'fixed') return wall;
    }
    return null;
  };
  // behind reports whether el, of box r, lies behind wall (see wallOf): it is outside
  // the wall, in the viewport and not clipped out of it (inVp), and the hit test at the
  // centre of its on-screen part lands on the wall. What lies off the viewport or under
  // a scrolling region's edge is never judged behind (a list scrolled over a fixed map,
  // an option scrolled out of its listbox): no hit test can tell, and the click's own
  // hit test refuses what is covered when it comes to it.
  const behind = (wall, el, r, inVp, vp) => {
    if (!inVp || wall.contains(el)) return false;
    const x = (Math.max(r.left, 0) + Math.min(r.right, vp.width)) / 2;
    const y = (Math.max(r.top, 0) + Math.min(r.bottom, vp.height)) / 2;
    const hit = document.elementFromPoint(x, y);
    return hit !== null && hit !== el && !el.contains(hit) && wall.contains(hit);
  };
  const viewport = () => {
    const std = document.compatMode === 'CSS1Compat';
    const de = document.documentElement;
    return {
      width: std ? de.clientWidth : innerWidth,
      height: std ? de.clientHeight : innerHeight,
    };
  };
  // kids answers how many element children el has, counting no further than most (it
  // answers most when there are that many or more). childElementCount counts every
  // child each time it is read: a list of 5,000 rows costs ~20 µs a read, and the scan
  // asks about a row's parent once per row it visits.
  const kids = (el, most) => {
    let n = 0;
    for (let c = el.firstElementChild; c !== null && n < most; c = c.nextElementSibling) n++;
    return n;
  };
  const intersects = (r, vp) => r.bottom > 0 && r.right > 0 && r.top < vp.height && r.left < vp.width;

  // CLIPS are the overflow values that cut off what does not fit (auto and scroll let a
  // person scroll to it).
  const CLIPS = new Set(['auto', 'scroll', 'hidden', 'clip', 'overlay']);
  // clipOf returns the box an element cuts its content to, or null when it cuts nothing
  // off: it holds more than fits and its overflow is not visible. memo (a Map, one per
  // scan) remembers each element's answer.
  const clipOf = (el, memo) => {
    let c = memo.get(el);
    if (c !== undefined) return c;
    c = null;
    if (el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1) {
      const cs = styleOf(el);
      if (CLIPS.has(cs.overflowY) || CLIPS.has(cs.overflowX)) c = el.getBoundingClientRect();
    }
    memo.set(el, c);
    return c;
  };
  // clippedOut reports whether el's box r lies wholly outside the visible box of an
  // ancestor that scrolls or clips it (a row below the fold of a 150-px list box): it
  // is not in view, though inside the viewport; the region's scroll reaches it.
  const clippedOut = (el, r, memo) => {
    const top = document.scrollingElement || document.documentElement;
    for (let p = el.parentElement; p && p !== top && p !== document.body; p = p.parentElement) {
      const c = clipOf(p, memo);
      if (c && (r.bottom <= c.top || r.top >= c.bottom || r.right <= c.left || r.left >= c.right)) return true;
    }
    return false;
  };

  // ---- label proxies -----------------------------------------------------------------

  const toggle = (el) => el.localName === 'input' && (el.type === 'checkbox' || el.type === 'radio');

  // concealed reports whether a rendered input is invisible only the way custom-styled
  // controls hide it: fully transparent, at most 1 px wide or high (the visually-hidden
  // pattern), clipped away with the clip property, or placed wholly left of or above the
  // page, where no scrolling reaches.
  const concealed = (el) => {
    const r = el.getBoundingClientRect();
    if (r.width <= 1 || r.height <= 1) return true;
    if (r.right + scrollX <= 0 || r.bottom + scrollY <= 0) return true;
    if (!el.checkVisibility({ opacityProperty: true })) return true;
    const cs = styleOf(el);
    return cs.clip !== 'auto' && (cs.position === 'absolute' || cs.position === 'fixed');
  };

  // NONE is proxyOf's answer for a concealed input with no visible label: invisible.
  const NONE = Object.freeze({ el: null, r: null });

  // proxyOf decides how a checkbox or radio input that is concealed (see above), and not
  // deliberately hidden (display:none, visibility:hidden, the hidden attribute, inert,
  // aria-hidden, behind a modal dialog), is seen: through the first of its labels
  // (wrapping it, or for= its id) that is visible, {el: label, r: its box}, or not at all
  // (NONE) when it is disabled or has no visible label. For every other element it
  // answers null: the ordinary rules (boxOf) apply.
  const proxyOf = (el, scope) => {
    if (!toggle(el)) return null;
    if (!el.checkVisibility({ visibilityProperty: true }) || el.closest('[hidden]') !== null) return null;
    if (scope.hidden && el.closest(HIDDEN) !== null) return null;
    if (scope.modal && !scope.modal.contains(el)) return null;
    if (!concealed(el)) return null;
    if (el.matches(':disabled') || el.closest('[aria-disabled="true"]') !== null) return NONE;
    for (const label of el.labels) {
      const r = boxOf(label, scope);
      if (r) return { el: label, r };
    }
    return NONE;
  };

  // targetOf returns what stands for el on screen, {el, r}: its label when proxyOf finds
  // one, else el itself when it is visible; null when neither is.
  const targetOf = (el, scope) => {
    const p = proxyOf(el, scope);
    if (p) return p.el ? p : null;
    const r = boxOf(el, scope);
    return r ? { el, r } : null;
  };

  // onOther returns the other interactive element inside label that a point hitting node
  // would land on (a link in "I accept the terms") rather than on the label, else null.
  const onOther = (node, label, control) => {
    const other = node.closest(INTERACTIVE);
    return other !== null && other !== control && label.contains(other) ? other : null;
  };

  Object.defineProperty(globalThis, Symbol.for('browsergoal.v1.parts'), {
    value: { VIS, HIDDEN, boxOf, sized, scopeOf, wallOf, behind, viewport, intersects, clippedOut, proxyOf, targetOf, onOther, styleOf, keepStyles, kids },
    configurable: true,
  });
  return 'installed';
})()
