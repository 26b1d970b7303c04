// browsergoal's scrollable regions, for every browser adapter: which elements are
// scrollable regions (a list, text box or panel with overflow auto or scroll holding
// more content than fits), their scroll state, the recheck of a region and the
// page-side region scroll.
//
// Evaluated after clickable.js and epoch.js and before observe.js, in the same isolated world
// (pagejs.Library joins the files into one script); it adds its helpers to the shared
// parts object. When the library is already installed it does nothing. The rules are
// described in the package documentation (adapters/rod/doc.go).
(() => {
  'use strict';
  if (globalThis[Symbol.for('browsergoal.v1')]) return 'present';
  const parts = globalThis[Symbol.for('browsergoal.v1.parts')];
  const { boxOf, scopeOf, intersects, actionRole, disabledOf, badLink, resolve } = parts;

  // Overflow values a person can scroll (overlay is Chromium's old alias of auto).
  const OVERFLOW = new Set(['auto', 'scroll', 'overlay']);
  // Elements never taken as regions: their content is another document, or not shown.
  const NEVER = new Set(['iframe', 'frame', 'object', 'embed', 'html', 'head', 'script', 'style', 'template']);

  // regionOf returns el's vertical scroll state when el is a scrollable region, else
  // null: a box with more content than its visible height (by more than a pixel) and
  // overflow-y auto or scroll. The document's own scroller (the page's scroll), frames
  // and shadow hosts (their content is never observed) are not regions.
  const regionOf = (el) => {
    const h = el.clientHeight;
    if (h <= 0 || el.scrollHeight <= h + 1) return null;
    if (NEVER.has(el.localName) || el === document.scrollingElement || el.shadowRoot) return null;
    const ov = getComputedStyle(el).overflowY;
    // A textarea scrolls its text unless hidden (Firefox reports its default as visible).
    if (!OVERFLOW.has(ov) && !(el.localName === 'textarea' && ov !== 'hidden' && ov !== 'clip')) return null;
    return { top: Math.round(el.scrollTop * 100) / 100, scroll_height: el.scrollHeight, client_height: h };
  };

  // The probe grid: viewport points, PROBE_DX by PROBE_DY CSS pixels apart (at most
  // PROBE_MAX of them across and down), whose topmost element's ancestors are searched
  // for regions that hold no observed element (a text box, a list of plain text).
  const PROBE_DX = 160;
  const PROBE_DY = 80;
  const PROBE_MAX = 12;

  // regionsOf finds the visible scrollable regions that are not among the kept
  // (already observed) elements: the regions among the ancestors of the kept elements
  // (a list of links or rows) and among the ancestors of the topmost elements at a grid
  // of viewport points (a text box that holds no control). Testing every element of a
  // big page (or even querying it once more) would cost a large share of the whole
  // observation, so a region that holds no kept element and is not under a probe point
  // (off the viewport, or between the grid's points: under about 80 px high or
  // 160 px wide) is not found; the page's
  // scroll brings it under the grid. It returns, viewport first, then document order, at
  // most room of them as [[el, box], …], and how many more it left out. Hidden, inert
  // and aria-hidden regions, those behind a modal dialog and those inside a
  // non-http(s) link are never taken; a region inside a shadow root or a frame is never
  // seen.
  // hits, when not null, are the topmost elements at the points of the observation's own,
  // finer viewport grid (see observe.js, probe): they stand for this grid's.
  const regionsOf = (kept, scope, vp, room, hits) => {
    const seen = new Set();
    const found = [];
    const climb = (start) => {
      for (let el = start; el && el !== document.documentElement; el = el.parentElement) {
        if (seen.has(el)) return;
        seen.add(el);
        if (!kept.has(el) && regionOf(el)) found.push(el);
      }
    };
    for (const el of kept) climb(el.parentElement);
    if (hits) {
      for (const el of hits) climb(el);
    } else {
      const cols = Math.min(PROBE_MAX, Math.ceil(vp.width / PROBE_DX));
      const rows = Math.min(PROBE_MAX, Math.ceil(vp.height / PROBE_DY));
      for (let i = 0; i < cols; i++) {
        for (let j = 0; j < rows; j++) {
          climb(document.elementFromPoint((i + 0.5) * vp.width / cols, (j + 0.5) * vp.height / rows));
        }
      }
    }
    found.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    const inView = [];
    const below = [];
    for (const el of found) {
      const r = boxOf(el, scope);
      if (!r || badLink(el)) continue;
      (intersects(r, vp) ? inView : below).push([el, r]);
    }
    const all = inView.concat(below);
    const n = Math.max(0, Math.min(room, all.length));
    return { regions: all.slice(0, n), dropped: all.length - n };
  };

  // usableRegion resolves id and checks that the node is still a scrollable region a
  // person can scroll: connected, not in a non-http(s) link, scrollable, visible and
  // enabled. It answers like act.js's usable: [el, role, reason], the role being the
  // node's actionable role, else "region".
  const usableRegion = (id) => {
    const el = resolve(id);
    if (!el) return [null, '', 'the target node is no longer in the page'];
    if (badLink(el)) return [null, '', 'the target is a link to a non-http(s) URL'];
    if (!regionOf(el)) return [null, '', 'the target is no longer a scrollable region'];
    const role = actionRole(el) || 'region';
    if (!boxOf(el, scopeOf())) return [null, role, 'the target is no longer visible'];
    if (disabledOf(el)) return [null, role, 'the target is disabled'];
    return [el, role, ''];
  };

  // scrollRegion scrolls the region by fraction of its visible height, refused when
  // it is already at the bottom (down) or top (up).
  const scrollRegion = (id, dir, fraction) => {
    const [el, , why] = usableRegion(id);
    if (!el) return { ok: false, reason: why };
    const g = regionOf(el);
    if (dir === 'down' && g.top + g.client_height >= g.scroll_height - 1) return { ok: false, reason: 'the region is already at the bottom' };
    if (dir === 'up' && g.top <= 1) return { ok: false, reason: 'the region is already at the top' };
    if (dir !== 'down' && dir !== 'up') return { ok: false, reason: `direction ${dir} is neither up nor down` };
    const step = Math.max(1, Math.round(g.client_height * fraction));
    el.scrollBy({ top: dir === 'down' ? step : -step, behavior: 'instant' });
    return { ok: true, y: el.scrollTop };
  };

  Object.assign(parts, { regionOf, regionsOf, usableRegion, scrollRegion });
  return 'installed';
})()
