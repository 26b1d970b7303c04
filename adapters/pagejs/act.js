// browsergoal's recheck and the page-side halves of its actions, for Chromium.
//
// Evaluated after observe.js and aim.js, in the same isolated world, it adds the recheck
// (verify), the focus probe and the action methods to the library observe.js installed
// (settle.js, evaluated next, adds the settle probes). Each action method checks the target again (resolved by id through the same
// registry, so a replaced node is refused), then either answers where to send input
// (click, fill) or performs the whole action (select, scroll). A refusal is
// {ok: false, reason}: nothing was done.
(() => {
  'use strict';
  const lib = globalThis[Symbol.for('browsergoal.v1')];
  if (!lib || lib.clickPoint) return 'present';
  const {
    epoch, resolve, actionRole, accessibleName, targetOf, scopeOf, disabledOf, viewport, isHost, badLink, cut,
    usableRegion, scrollRegion, noAgent, clippedOut, missed, aim,
  } = lib.internal;
  // NO_AGENT is the refusal on a page that carries the no-agent marker (observe.js).
  const NO_AGENT = 'the page carries the no-agent marker (browsergoal\'s own settings page): browsergoal never acts on it';
  // Input types filled by typing (Input.insertText); other fields get their value set.
  const TYPED = new Set(['text', 'email', 'search', 'url', 'tel', 'number']);
  const SET_VALUE = new Set(['date', 'time', 'datetime-local', 'month', 'week', 'color', 'range']);

  // usable resolves id and checks that the node is still observable: connected, of an
  // observed kind, visible (itself, or through the label that stands in for a concealed
  // checkbox or radio) and enabled. It returns [el, role, reason, shown], where shown is
  // the element seen on screen (el or that label).
  const usable = (id) => {
    if (noAgent()) return [null, '', NO_AGENT];
    const el = resolve(id);
    if (!el) return [null, '', 'the target node is no longer in the page'];
    if (badLink(el)) return [null, '', 'the target is a link to a non-http(s) URL'];
    const role = actionRole(el);
    if (!role) return [null, '', 'the target is no longer an actionable element'];
    const shown = targetOf(el, scopeOf());
    if (!shown) return [null, role, 'the target is no longer visible'];
    if (shown.el !== el && badLink(shown.el)) return [null, role, "the target's label is inside a link to a non-http(s) URL"];
    if (disabledOf(el)) return [null, role, 'the target is disabled'];
    return [el, role, '', shown.el];
  };

  // verify is the recheck: the epoch is the one seen, and the target (when there is one)
  // is the same node, still usable (a region target: still a usable scrollable region),
  // with the same role and accessible name.
  const verify = (seen, target, o) => {
    if (noAgent()) return { fresh: false, reason: NO_AGENT };
    const e = epoch();
    if (e.document !== seen.document) return { fresh: false, reason: 'the page was navigated or reloaded since the observation' };
    if (e.url !== seen.url) return { fresh: false, reason: 'the page URL changed since the observation' };
    if (e.mutations !== seen.mutations) return { fresh: false, reason: `the page structure changed since the observation (${e.mutations - seen.mutations} mutations)` };
    if (e.inputs !== seen.inputs) return { fresh: false, reason: `a field changed since the observation (${e.inputs - seen.inputs} input events)` };
    if (!target) return { fresh: true };
    const [el, role, why] = target.region ? usableRegion(target.id) : usable(target.id);
    if (!el) return { fresh: false, reason: why };
    if (role !== target.role) return { fresh: false, reason: `the target's role changed from ${target.role} to ${role}` };
    if (accessibleName(el, role, o.max_name) !== target.name) return { fresh: false, reason: "the target's accessible name changed" };
    return { fresh: true };
  };

  const focusState = () => ({ visibility: document.visibilityState, focused: document.hasFocus() });

  const refuse = (reason) => ({ ok: false, reason });

  // reveal scrolls el into view when it is not wholly in the viewport, or is cut off
  // by a scrolling ancestor (a row below the fold of a list box); it reports whether it
  // scrolled.
  const reveal = (el) => {
    const r = el.getBoundingClientRect();
    const vp = viewport();
    if (r.top < 0 || r.left < 0 || r.bottom > vp.height || r.right > vp.width || clippedOut(el, r, new Map())) {
      el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
      return true;
    }
    return false;
  };

  // frame resolves after the next animation frame (or 100 ms in a hidden tab, which
  // runs no frames). settle.js waits on it too.
  const frame = () => new Promise((done) => {
    const t = setTimeout(done, 100);
    requestAnimationFrame(() => { clearTimeout(t); done(); });
  });
  lib.internal.frame = frame;

  // inPopup reports whether node lies in the list or menu el opens: an element el names
  // in aria-controls or aria-owns, or a listbox, menu, tree, grid or dialog.
  const POPUPS = '[role=listbox],[role=menu],[role=tree],[role=grid],[role=dialog]';
  const inPopup = (el, node) => {
    if (!(node instanceof Element)) return false;
    const root = el.getRootNode();
    for (const attr of ['aria-controls', 'aria-owns']) {
      for (const id of (el.getAttribute(attr) || '').split(/\s+/)) {
        const p = id && root.getElementById ? root.getElementById(id) : null;
        if (p && p.contains(node)) return true;
      }
    }
    return node.closest(POPUPS) !== null;
  };

  // The click guard: capture-phase listeners on window that let the pointer and mouse
  // events of the click through only when they target the approved element, counting
  // what went where, and whether the click event itself reached the target.
  const GUARDED = ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'pointercancel', 'click', 'auxclick'];
  let guard = null;
  // clickSeq numbers clickPoint calls; clickAbort bumps it so that a clickPoint still
  // waiting for frames gives up instead of arming the guard.
  let clickSeq = 0;
  const disarm = () => {
    if (!guard || !guard.armed) return;
    for (const type of GUARDED) removeEventListener(type, guard.listener, true);
    clearTimeout(guard.timer);
    guard.armed = false;
  };
  const arm = (el, ttl) => {
    disarm();
    const g = {
      armed: true, delivered: 0, refused: 0, clickDelivered: false, answered: false, reason: '', doc: epoch().document,
      closed: el.getAttribute('aria-expanded') !== 'true',
    };
    g.listener = (ev) => {
      if (!ev.isTrusted) return;
      const miss = missed(ev.target, el);
      const leaves = !miss && ev.type === 'click' && (badLink(el) || badLink(ev.target));
      if (!miss && !leaves) {
        g.delivered++;
        if (ev.type === 'click') g.clickDelivered = true;
      } else {
        ev.preventDefault();
        ev.stopImmediatePropagation();
        g.refused++;
        // The first refusal after part of the click reached the target: did the page
        // answer the press with what the click does? It removed or hid the target (a
        // suggestion chosen on mousedown), so the rest has no target left to reach; or it
        // opened the target's list or menu (a dropdown opened on mousedown), which now lies
        // under the pointer and took the rest, kept from it. Anything else that covers the
        // target after the press (an overlay, a link the target became) leaves it unknown.
        if (g.refused === 1 && g.delivered > 0) {
          g.answered = !el.isConnected || !el.checkVisibility() ||
            (miss !== '' && g.closed && el.getAttribute('aria-expanded') === 'true' && inPopup(el, ev.target));
        }
        if (!g.reason) {
          g.reason = leaves ? 'the click landed on a link to a non-http(s) URL'
            : `the ${ev.type} went to ${miss}`;
        }
      }
      if (ev.type === 'click') disarm();
    };
    for (const type of GUARDED) addEventListener(type, g.listener, true);
    g.timer = setTimeout(disarm, Math.max(0, ttl));
    guard = g;
  };

  // clickVerdict removes the click guard and reports what it let through and refused.
  const clickVerdict = () => {
    const g = guard;
    disarm();
    guard = null;
    if (!g) return { armed: false, doc: epoch().document };
    return {
      armed: true, delivered: g.delivered, refused: g.refused, click_delivered: g.clickDelivered, answered: g.answered, reason: g.reason, doc: g.doc,
    };
  };

  // clickAbort removes the click guard and makes a clickPoint still waiting give up.
  const clickAbort = () => {
    clickSeq++;
    disarm();
    guard = null;
    return { ok: true };
  };

  // clickPoint scrolls the target into view when needed (then waits two animation frames
  // for the page's scroll handlers), returns the first of its points that reaches it (see
  // aim.js: the centre of its first on-screen box, then points near its ends and over the
  // box), refusing when another element covers every one or when it is on a link to a
  // non-http(s) URL, and arms the click guard for what is left of ttl ms (refusing, with
  // the guard not armed, when the page took longer than that). A concealed checkbox or
  // radio is clicked on its visible label instead (the label activates it natively), on
  // a point that hits the label or the input and not another control inside the label
  // (a link in its text).
  const clickPoint = async (id, ttl) => {
    const deadline = performance.now() + ttl;
    const seq = ++clickSeq;
    let [el, , why, shown] = usable(id);
    if (!el) return refuse(why);
    if (reveal(shown)) {
      await frame();
      await frame();
      if (seq !== clickSeq) return refuse('the click was abandoned while the page scrolled');
      if (performance.now() >= deadline) return refuse('the page took too long to scroll the target into view');
      [el, , why, shown] = usable(id);
      if (!el) return refuse(why);
    }
    const at = aim(el, shown, viewport());
    if (at.reason !== undefined) return refuse(at.reason);
    arm(el, deadline - performance.now());
    return { ok: true, x: at.x, y: at.y, doc: guard.doc };
  };

  // suggests reports whether a field may show suggestions as it is typed into, after
  // the page's own typing timer (a debounce): a combobox, a field with autocompletion
  // (aria-autocomplete list or both), a popup, a datalist, or the page's own completion
  // in place of the browser's (autocomplete=off). settle.js then waits for the page to
  // answer the typing (bounded).
  const suggests = (el) => {
    if (el.getAttribute('role') === 'combobox' || el.hasAttribute('list')) return true;
    const ac = el.getAttribute('aria-autocomplete');
    if (ac === 'list' || ac === 'both') return true;
    const pop = el.getAttribute('aria-haspopup');
    if (pop !== null && pop !== 'false') return true;
    return (el.getAttribute('autocomplete') || '').trim().toLowerCase() === 'off';
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

  // The fill guard: from prepareFill to finishFill (or FILL_GUARD_MS), capture-phase
  // listeners on window hold back every key and input event aimed outside the field, so a
  // page that moves the focus while the value is typed key by key (Firefox) gets nothing
  // typed elsewhere; finishFill then refuses. A held-back keyup alone (the last key's,
  // after an auto-advance) does not count.
  const FILL_GUARDED = ['keydown', 'keypress', 'beforeinput', 'keyup'];
  const FILL_GUARD_MS = 60000;
  let fillGuard = null;
  // The guard also keeps the page's mutations from prepareFill to finishFill: settle.js
  // reads in them whether the page already answered the typing (suggestions shown at
  // once) or a typing timer may still be running.
  const unguardFill = () => {
    const g = fillGuard;
    fillGuard = null;
    if (!g) return null;
    for (const type of FILL_GUARDED) removeEventListener(type, g.listener, true);
    clearTimeout(g.timer);
    g.records.push(...g.mo.takeRecords());
    g.mo.disconnect();
    return g;
  };
  const guardFill = (el) => {
    unguardFill();
    const g = { strayed: false, records: [] };
    g.mo = new MutationObserver((records) => { g.records.push(...records); });
    g.mo.observe(document, { subtree: true, childList: true });
    g.listener = (e) => {
      if (e.target === el || (isHost(el) && el.contains(e.target))) return;
      if (e.type !== 'keyup') g.strayed = true;
      e.preventDefault();
      e.stopImmediatePropagation();
    };
    for (const type of FILL_GUARDED) addEventListener(type, g.listener, true);
    g.timer = setTimeout(() => { if (fillGuard === g) unguardFill(); }, FILL_GUARD_MS);
    fillGuard = g;
  };

  // prepareFill checks the field, focuses it and selects its whole content, so that the
  // text typed next replaces it, and arms the fill guard. For fields that take no typing
  // (date, time, colour, range, …) it sets the value itself, focuses the field and fires
  // input and change, once each, as a person's entry does ("set"); a value the field
  // would not hold verbatim is refused and the old value put back, with no event fired.
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
      el.focus({ preventScroll: true });
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
    guardFill(el);
    return { ok: true, done: false, empty: isHost(el) ? el.textContent === '' : el.value === '' };
  };

  const finishFill = (id) => {
    const g = unguardFill();
    const el = resolve(id);
    if (!el) return refuse('the field left the page while it was filled');
    if (g && g.strayed) return refuse('the focus left the field while the value was typed; the keys aimed elsewhere were held back');
    if (!isHost(el)) fire(el, 'change');
    if (suggests(el)) lib.internal.typed = { at: performance.now(), field: el, records: g ? g.records : [] };
    return { ok: true, value: isHost(el) ? el.textContent : el.value };
  };

  const selectOption = (id, value, o) => {
    const [el, , why] = usable(id);
    if (!el) return refuse(why);
    if (el.localName !== 'select') return refuse('the target is not a select');
    // The core's rule, on what observe reported: among the first max_options options, the
    // one enabled option whose cut value equals value, else the one whose cut label does;
    // several matches in the deciding pass are ambiguous.
    const all = Array.from(el.options).slice(0, o.max_options);
    const valueOf = (x) => cut(x.value, o.max_value);
    const labelOf = (x) => cut(x.label, o.max_option_label);
    const opts = all.filter((x) => !x.disabled &&
      !(x.parentElement.localName === 'optgroup' && x.parentElement.disabled));
    let found = opts.filter((x) => valueOf(x) === value);
    if (found.length === 0) found = opts.filter((x) => labelOf(x) === value);
    if (found.length === 0) {
      if (all.some((x) => valueOf(x) === value || labelOf(x) === value)) return refuse('the matching option is disabled');
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
    if (noAgent()) return refuse(NO_AGENT);
    const se = document.scrollingElement || document.documentElement;
    const vp = viewport();
    const max = se.scrollHeight - vp.height;
    if (dir === 'down' && scrollY >= max - 1) return refuse('the page is already at the bottom');
    if (dir === 'up' && scrollY <= 1) return refuse('the page is already at the top');
    const step = Math.max(1, Math.round(vp.height * fraction));
    scrollBy({ top: dir === 'down' ? step : -step, behavior: 'instant' });
    return { ok: true, y: scrollY };
  };

  const uninstallLib = lib.uninstall;
  const uninstall = () => {
    clickAbort();
    return uninstallLib();
  };

  Object.assign(lib, {
    verify, focusState, clickPoint, clickVerdict, clickAbort, prepareFill, finishFill, selectOption, scrollPage,
    scrollRegion: (id, dir, fraction) => (noAgent() ? refuse(NO_AGENT) : scrollRegion(id, dir, fraction)),
    uninstall,
  });
  return 'installed';
})()
