// browsergoal's recheck and the page-side halves of its actions, for Chromium.
//
// Evaluated right after observe.js, in the same isolated world, it adds the recheck
// (verify), the focus and settle probes and the action methods to the library observe.js
// installed. Each action method checks the target again (resolved by id through the same
// registry, so a replaced node is refused), then either answers where to send input
// (click, fill) or performs the whole action (select, scroll). A refusal is
// {ok: false, reason}: nothing was done.
(() => {
  'use strict';
  const lib = globalThis[Symbol.for('browsergoal.v1')];
  if (!lib || lib.clickPoint) return 'present';
  const {
    epoch, resolve, roleOf, nameOf, targetOf, onOther, scopeOf, disabledOf, viewport, intersects, isHost, badLink,
  } = lib.internal;
  // Input types filled by typing (Input.insertText); other fields get their value set.
  const TYPED = new Set(['text', 'email', 'search', 'url', 'tel', 'number']);
  const SET_VALUE = new Set(['date', 'time', 'datetime-local', 'month', 'week', 'color', 'range']);

  // usable resolves id and checks that the node is still observable: connected, of an
  // observed kind, visible (itself, or through the label that stands in for a concealed
  // checkbox or radio) and enabled. It returns [el, role, reason, shown], where shown is
  // the element seen on screen (el or that label).
  const usable = (id) => {
    const el = resolve(id);
    if (!el) return [null, '', 'the target node is no longer in the page'];
    if (badLink(el)) return [null, '', 'the target is a link to a non-http(s) URL'];
    const role = roleOf(el);
    if (!role) return [null, '', 'the target is no longer an actionable element'];
    const shown = targetOf(el, scopeOf());
    if (!shown) return [null, role, 'the target is no longer visible'];
    if (shown.el !== el && badLink(shown.el)) return [null, role, "the target's label is inside a link to a non-http(s) URL"];
    if (disabledOf(el)) return [null, role, 'the target is disabled'];
    return [el, role, '', shown.el];
  };

  // verify is the recheck: the epoch is the one seen, and the target (when there is one)
  // is the same node, still usable, with the same role and accessible name.
  const verify = (seen, target, o) => {
    const e = epoch();
    if (e.document !== seen.document) return { fresh: false, reason: 'the page was navigated or reloaded since the observation' };
    if (e.url !== seen.url) return { fresh: false, reason: 'the page URL changed since the observation' };
    if (e.mutations !== seen.mutations) return { fresh: false, reason: `the page structure changed since the observation (${e.mutations - seen.mutations} mutations)` };
    if (e.inputs !== seen.inputs) return { fresh: false, reason: `a field changed since the observation (${e.inputs - seen.inputs} input events)` };
    if (!target) return { fresh: true };
    const [el, role, why] = usable(target.id);
    if (!el) return { fresh: false, reason: why };
    if (role !== target.role) return { fresh: false, reason: `the target's role changed from ${target.role} to ${role}` };
    if (nameOf(el, role, o.max_name) !== target.name) return { fresh: false, reason: "the target's accessible name changed" };
    return { fresh: true };
  };

  const focusState = () => ({ visibility: document.visibilityState, focused: document.hasFocus() });

  const settleState = () => ({ ready: document.readyState, epoch: epoch() });

  const refuse = (reason) => ({ ok: false, reason });

  // reveal scrolls el into view when it is not wholly in the viewport; it reports
  // whether it scrolled.
  const reveal = (el) => {
    const r = el.getBoundingClientRect();
    const vp = viewport();
    if (r.top < 0 || r.left < 0 || r.bottom > vp.height || r.right > vp.width) {
      el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
      return true;
    }
    return false;
  };

  // frame resolves after the next animation frame (or 100 ms in a hidden tab, which
  // runs no frames).
  const frame = () => new Promise((done) => {
    const t = setTimeout(done, 100);
    requestAnimationFrame(() => { clearTimeout(t); done(); });
  });

  // hits reports whether a pointer event aimed at node reaches el: node is el, inside
  // it, or inside a label of el.
  const hits = (node, el) => {
    if (!(node instanceof Element)) return false;
    if (node === el || el.contains(node)) return true;
    const label = node.closest('label');
    return label !== null && label.control === el;
  };

  // The click guard: capture-phase listeners on window that let the press, release and
  // click through only when they target the approved element, counting what went where.
  const GUARDED = ['pointerdown', 'mousedown', 'mouseup', 'click'];
  let guard = null;
  const disarm = () => {
    if (!guard || !guard.armed) return;
    for (const type of GUARDED) removeEventListener(type, guard.listener, true);
    clearTimeout(guard.timer);
    guard.armed = false;
  };
  const arm = (el, ttl) => {
    disarm();
    const g = { armed: true, delivered: 0, refused: 0, reason: '', doc: epoch().document };
    g.listener = (ev) => {
      if (!ev.isTrusted) return;
      const leaves = ev.type === 'click' && badLink(el);
      if (hits(ev.target, el) && !leaves) {
        g.delivered++;
      } else {
        ev.preventDefault();
        ev.stopImmediatePropagation();
        g.refused++;
        if (!g.reason) {
          g.reason = leaves ? 'the target became a link to a non-http(s) URL'
            : `the ${ev.type} went to another element (${ev.target.localName || ev.target.nodeName})`;
        }
      }
      if (ev.type === 'click') disarm();
    };
    for (const type of GUARDED) addEventListener(type, g.listener, true);
    g.timer = setTimeout(disarm, ttl);
    guard = g;
  };

  // clickVerdict removes the click guard and reports what it let through and refused.
  const clickVerdict = () => {
    const g = guard;
    disarm();
    guard = null;
    if (!g) return { armed: false, doc: epoch().document };
    return { armed: true, delivered: g.delivered, refused: g.refused, reason: g.reason, doc: g.doc };
  };

  // clickPoint scrolls the target into view when needed (then waits two animation frames
  // for the page's scroll handlers), returns the centre of its first on-screen box,
  // refusing when another element covers that point, and arms the click guard for ttl ms.
  // A concealed checkbox or radio is clicked on its visible label instead (the label
  // activates it natively): the first of the centres of the label's on-screen boxes, then
  // points near their left and right ends, that hits the label or the input and not
  // another control inside the label (a link in its text).
  const clickPoint = async (id, ttl) => {
    let [el, , why, shown] = usable(id);
    if (!el) return refuse(why);
    if (reveal(shown)) {
      await frame();
      await frame();
      [el, , why, shown] = usable(id);
      if (!el) return refuse(why);
    }
    const vp = viewport();
    const clamp = (v, hi) => Math.min(Math.max(v, 0), hi - 1);
    const points = [];
    const ends = [];
    for (const r of shown.getClientRects()) {
      if (!(r.width > 0 && r.height > 0 && intersects(r, vp))) continue;
      const left = Math.max(r.left, 0), right = Math.min(r.right, vp.width);
      const y = clamp((Math.max(r.top, 0) + Math.min(r.bottom, vp.height)) / 2, vp.height);
      points.push([clamp((left + right) / 2, vp.width), y]);
      if (shown === el) break;
      const inset = Math.min(4, (right - left) / 2);
      ends.push([clamp(left + inset, vp.width), y], [clamp(right - inset, vp.width), y]);
    }
    if (!points.length) return refuse('the target has no on-screen box to click');
    let reason = '';
    for (const [x, y] of points.concat(ends)) {
      const hit = document.elementFromPoint(x, y);
      let bad = '';
      if (!hit) {
        bad = 'nothing is hit at the target point';
      } else {
        const label = hit.closest('label');
        if (!(hit === el || el.contains(hit) || (label && label.control === el))) {
          bad = `another element (${hit.localName}) covers the target`;
        } else if (shown !== el && hit !== el) {
          const other = onOther(hit, shown, el);
          if (other) bad = `the label's point is on another control (${other.localName})`;
        }
      }
      if (!bad) {
        arm(el, ttl);
        return { ok: true, x, y, doc: guard.doc };
      }
      reason = reason || bad;
    }
    return refuse(reason);
  };

  const fillKind = (el) => {
    if (el.localName === 'textarea') return 'type';
    if (el.localName === 'input') {
      if (TYPED.has(el.type)) return 'type';
      if (SET_VALUE.has(el.type)) return 'set';
      return '';
    }
    return isHost(el) ? 'type' : '';
  };

  const nativeSet = (el, v) => {
    const proto = el.localName === 'textarea' ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(proto, 'value').set.call(el, v);
  };
  const fire = (el, type) => el.dispatchEvent(new Event(type, { bubbles: true }));

  // prepareFill checks the field, focuses it and selects its whole content, so that the
  // text typed next replaces it. For fields that take no typing (date, colour, range) it
  // sets the value itself and fires input and change ("set").
  const prepareFill = (id, value) => {
    const [el, , why] = usable(id);
    if (!el) return refuse(why);
    const kind = fillKind(el);
    if (!kind) return refuse('the target is not a fillable field');
    if (el.readOnly || el.getAttribute('aria-readonly') === 'true') return refuse('the target is read-only');
    if (el.maxLength > 0 && value.length > el.maxLength) return refuse(`the value is longer than the field's maxlength ${el.maxLength}`);
    reveal(el);
    if (kind === 'set') {
      const old = el.value;
      nativeSet(el, value);
      if (el.value !== value) { nativeSet(el, old); return refuse('the field does not accept this value'); }
      fire(el, 'input');
      fire(el, 'change');
      return { ok: true, done: true, value: el.value };
    }
    el.focus({ preventScroll: true });
    if (document.activeElement !== el) return refuse('the field did not take focus');
    if (isHost(el)) {
      const range = document.createRange();
      range.selectNodeContents(el);
      const sel = getSelection();
      sel.removeAllRanges();
      sel.addRange(range);
    } else {
      el.select();
    }
    return { ok: true, done: false, empty: isHost(el) ? el.textContent === '' : el.value === '' };
  };

  const finishFill = (id) => {
    const el = resolve(id);
    if (!el) return refuse('the field left the page while it was filled');
    if (!isHost(el)) fire(el, 'change');
    return { ok: true, value: isHost(el) ? el.textContent : el.value };
  };

  const selectOption = (id, value) => {
    const [el, , why] = usable(id);
    if (!el) return refuse(why);
    if (el.localName !== 'select') return refuse('the target is not a select');
    // The core's rule: the one enabled option whose value equals value, else the one
    // whose label does; several matches in the deciding pass are ambiguous.
    const all = Array.from(el.options);
    const opts = all.filter((x) => !x.disabled &&
      !(x.parentElement.localName === 'optgroup' && x.parentElement.disabled));
    let found = opts.filter((x) => x.value === value);
    if (found.length === 0) found = opts.filter((x) => x.label === value);
    if (found.length === 0) {
      if (all.some((x) => x.value === value || x.label === value)) return refuse('the matching option is disabled');
      return refuse('no option has this exact value or label');
    }
    if (found.length > 1) return refuse(`the value is ambiguous: ${found.length} enabled options match it`);
    const op = found[0];
    if (el.multiple) op.selected = true;
    else el.selectedIndex = op.index;
    fire(el, 'input');
    fire(el, 'change');
    return { ok: true, value: op.value };
  };

  const scrollPage = (dir, fraction) => {
    const se = document.scrollingElement || document.documentElement;
    const vp = viewport();
    const max = se.scrollHeight - vp.height;
    if (dir === 'down' && scrollY >= max - 1) return refuse('the page is already at the bottom');
    if (dir === 'up' && scrollY <= 1) return refuse('the page is already at the top');
    const step = Math.max(1, Math.round(vp.height * fraction));
    scrollBy({ top: dir === 'down' ? step : -step, behavior: 'instant' });
    return { ok: true, y: scrollY };
  };

  Object.assign(lib, {
    verify, focusState, settleState, clickPoint, clickVerdict, prepareFill, finishFill, selectOption, scrollPage,
  });
  return 'installed';
})()
