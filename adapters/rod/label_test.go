package rod

import (
	"math"
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

// labelBox reads the bounding box of the element with this id in the page's own world.
func labelBox(t *testing.T, tab *Tab, id string) fsm.Rect {
	t.Helper()
	v := evalMain(t, tab, `(() => { const r = document.getElementById(`+strconvQuote(id)+`).getBoundingClientRect();
		return {x: r.left, y: r.top, width: r.width, height: r.height}; })()`)
	return fsm.Rect{X: v.Get("x").Num(), Y: v.Get("y").Num(), Width: v.Get("width").Num(), Height: v.Get("height").Num()}
}

func sameBox(a, b fsm.Rect) bool {
	near := func(x, y float64) bool { return math.Abs(x-y) < 0.02 }
	return near(a.X, b.X) && near(a.Y, b.Y) && near(a.Width, b.Width) && near(a.Height, b.Height)
}

func TestConcealedTogglesAreSeenThroughTheirLabels(t *testing.T) {
	tab := openTab(t, "/custom.html")
	obs := observe(t, tab)
	cases := []struct{ role, name, input, label string }{
		{"checkbox", "Remember me", "remember", "remember-label"},
		{"radio", "Accept", "t", "accept-label"},
		{"checkbox", "Newsletter", "news", "news-label"},
	}
	for _, c := range cases {
		e := element(t, obs, c.role, c.name)
		if e.Tag != "input" || e.Checked == nil || *e.Checked || e.Disabled || !e.InViewport {
			t.Errorf("%s: %+v", c.name, e)
		}
		if want := labelBox(t, tab, c.label); !sameBox(e.Box, want) {
			t.Errorf("%s: box %+v, the label's is %+v", c.name, e.Box, want)
		}
	}
	for _, e := range obs.Elements {
		switch e.Name {
		case "Display none", "Visibility hidden", "Hidden attribute", "Inert input", "Disabled input", "No label", "Tiny":
			t.Errorf("a deliberately hidden or unlabelled input was observed: %+v", e)
		}
	}

	for _, c := range cases[:2] {
		now := observe(t, tab)
		e := element(t, now, c.role, c.name)
		f, err := tab.Verify(testCtx(t), now.Epoch, click(e.ID), e)
		if err != nil || !f.Fresh {
			t.Fatalf("%s: recheck %+v %v", c.name, f, err)
		}
		if err := tab.Act(testCtx(t), click(e.ID)); err != nil {
			t.Fatalf("click %s: %v", c.name, err)
		}
		after := element(t, observe(t, tab), c.role, c.name)
		if after.ID != e.ID || after.Checked == nil || !*after.Checked {
			t.Errorf("%s after the click: %+v", c.name, after)
		}
		if n := evalMain(t, tab, "window.changes["+strconvQuote(c.input)+"] || 0").Int(); n != 1 {
			t.Errorf("%s: %d change events", c.name, n)
		}
	}

	// Hiding the label makes the input invisible again, for the recheck and for a click.
	now := observe(t, tab)
	news := element(t, now, "checkbox", "Newsletter")
	evalMain(t, tab, `document.getElementById('news-label').style.visibility = 'hidden'; true`)
	f, err := tab.Verify(testCtx(t), now.Epoch, click(news.ID), news)
	if err != nil || f.Fresh {
		t.Fatalf("recheck with the label hidden: %+v %v", f, err)
	}
	refused(t, tab.Act(testCtx(t), click(news.ID)), "no longer visible")
	if n := evalMain(t, tab, "window.changes.news || 0").Int(); n != 0 {
		t.Errorf("newsletter: %d change events", n)
	}
}

func TestLabelClickAvoidsALinkInTheLabel(t *testing.T) {
	tab := openTab(t, "/custom.html")
	evalMain(t, tab, `document.body.insertAdjacentHTML('beforeend',
		'<p><label id="terms-label"><input id="terms" type="checkbox" class="visually-hidden">'+
		'<a href="/simple.html" style="display:inline-block;padding:4px">I accept the terms</a>.</label></p>');
		document.getElementById('terms').addEventListener('change', () => { window.changes.terms = (window.changes.terms || 0) + 1; });
		true`)
	obs := observe(t, tab)
	e := element(t, obs, "checkbox", "I accept the terms.")
	if err := tab.Act(testCtx(t), click(e.ID)); err != nil {
		t.Fatal(err)
	}
	after := observe(t, tab)
	if after.URL != obs.URL {
		t.Fatalf("the click followed the link to %s", after.URL)
	}
	if c := element(t, after, "checkbox", "I accept the terms."); c.Checked == nil || !*c.Checked {
		t.Errorf("after the click: %+v", c)
	}
}

func TestLabelClickRefusedWhenTheLabelIsAllLink(t *testing.T) {
	tab := openTab(t, "/custom.html")
	evalMain(t, tab, `document.body.insertAdjacentHTML('beforeend',
		'<p><label><input id="all" type="checkbox" class="offscreen">'+
		'<a href="/simple.html">Only a link</a></label></p>'); true`)
	obs := observe(t, tab)
	e := element(t, obs, "checkbox", "Only a link")
	refused(t, tab.Act(testCtx(t), click(e.ID)), "another control (a)")
	if u := observe(t, tab).URL; u != obs.URL {
		t.Fatalf("the click followed the link to %s", u)
	}
}
