package rod

import (
	"slices"
	"strings"
	"testing"

	"github.com/browsergoal/browsergoal/adapters/conformance"
	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/states"
)

// scrollsOf lists the scroll operations offered on obs, as "target/direction" with the
// target's name ("page" for the page).
func scrollsOf(obs fsm.Observation, dispatched func(string) bool) []string {
	cands, _ := states.Offer(&obs, fsm.Request{Goal: "read the mail"}, dispatched, 1<<20)
	var out []string
	for _, c := range cands {
		if c.Action == fsm.ActScroll {
			out = append(out, c.TargetSummary()+"/"+c.Direction)
		}
	}
	slices.Sort(out)
	return out
}

func scrollCount(t *testing.T, tab *Tab, id string) int {
	t.Helper()
	return evalMain(t, tab, "window.scrolls["+strconvQuote(id)+"]").Int()
}

func TestScrollableRegionsAreObservedAndScrolledOnce(t *testing.T) {
	tab := openTab(t, "/regions.html")
	obs := observe(t, tab)
	var regions []string
	for _, e := range obs.Elements {
		if e.Region != nil {
			regions = append(regions, e.Role+" "+e.Name)
		}
	}
	// Not: a box whose content fits, overflow:hidden, display:none, aria-hidden, inert,
	// visibility:hidden, opacity 0, a shadow host, a region inside an iframe.
	if want := []string{"textbox Notes", "region Inbox", "region Terms of service"}; !slices.Equal(regions, want) {
		t.Fatalf("regions %q, want %q", regions, want)
	}
	inbox := element(t, obs, "region", "Inbox")
	if !inbox.RegionOnly || inbox.Region.Top != 0 || !inbox.InViewport {
		t.Fatalf("inbox %+v", inbox)
	}
	if got := scrollsOf(obs, nil); !slices.Contains(got, "region Inbox/down") || slices.Contains(got, "region Inbox/up") {
		t.Fatalf("at its top the inbox offers %q", got)
	}
	for _, c := range mustOffer(t, obs) {
		if c.Target == inbox.ID && c.Action != fsm.ActScroll {
			t.Fatalf("a region is offered %s", c.Action)
		}
	}

	down := fsm.Operation{Action: fsm.ActScroll, Target: inbox.ID, Direction: fsm.ScrollDown}
	f, err := tab.Verify(testCtx(t), obs.Epoch, down, inbox)
	if err != nil || !f.Fresh {
		t.Fatalf("recheck: %+v %v", f, err)
	}
	if err := tab.Act(testCtx(t), down); err != nil {
		t.Fatal(err)
	}
	if n := scrollCount(t, tab, "inbox"); n != 1 {
		t.Fatalf("%d scroll events on the inbox, want 1", n)
	}
	after := observe(t, tab)
	moved := element(t, after, "region", "Inbox")
	step := moved.Region.Top / moved.Region.ClientHeight // Limits.ScrollFraction of its height
	if moved.ID != inbox.ID || step < 0.7 || step > 0.9 || after.Scroll.Y != obs.Scroll.Y {
		t.Fatalf("after one scroll: region %+v, page %v → %v", moved.Region, obs.Scroll.Y, after.Scroll.Y)
	}
	if got := scrollsOf(after, nil); !slices.Contains(got, "region Inbox/down") || !slices.Contains(got, "region Inbox/up") {
		t.Fatalf("mid-way the inbox offers %q", got)
	}
	// Never replayed: the dispatched scroll, from the offset it was dispatched at, is not
	// offered again; scrolling on from the new offset is a new action.
	first := fsm.Identity(down, &obs)
	ledger := func(id string) bool { return id == first }
	if got := scrollsOf(obs, ledger); slices.Contains(got, "region Inbox/down") {
		t.Fatalf("the dispatched region scroll is offered again: %q", got)
	}
	if got := scrollsOf(after, ledger); !slices.Contains(got, "region Inbox/down") {
		t.Fatalf("scrolling on from the new offset is not offered: %q", got)
	}

	for i := 0; i < 10 && moved.Region.CanScrollDown(); i++ {
		if err := tab.Act(testCtx(t), down); err != nil {
			t.Fatal(err)
		}
		moved = element(t, observe(t, tab), "region", "Inbox")
	}
	if got := scrollsOf(observe(t, tab), nil); slices.Contains(got, "region Inbox/down") || !slices.Contains(got, "region Inbox/up") {
		t.Fatalf("at its bottom the inbox offers %q", got)
	}
	refused(t, tab.Act(testCtx(t), down), "bottom")
}

func mustOffer(t *testing.T, obs fsm.Observation) []fsm.Candidate {
	t.Helper()
	cands, _ := states.Offer(&obs, fsm.Request{Goal: "read the mail", TextValues: []string{"hello"}}, nil, 1<<20)
	return cands
}

func TestRegionRecheckNeedsTheSameScrollableNode(t *testing.T) {
	tab := openTab(t, "/regions.html")
	obs := observe(t, tab)
	terms := element(t, obs, "region", "Terms of service")
	down := fsm.Operation{Action: fsm.ActScroll, Target: terms.ID, Direction: fsm.ScrollDown}
	// A style change is not a mutation: the recheck tests the region itself.
	evalMain(t, tab, "document.getElementById('terms').style.overflow = 'hidden'")
	f, err := tab.Verify(testCtx(t), obs.Epoch, down, terms)
	if err != nil || f.Fresh || !strings.Contains(f.Reason, "no longer a scrollable region") {
		t.Fatalf("recheck of a region that stopped scrolling: %+v %v", f, err)
	}
	refused(t, tab.Act(testCtx(t), down), "no longer a scrollable region")
	evalMain(t, tab, "document.getElementById('terms').style.overflow = ''")
	// An identical replacement is another node.
	evalMain(t, tab, "(() => { const el = document.getElementById('terms'); el.replaceWith(el.cloneNode(true)); })()")
	now := observe(t, tab)
	f, err = tab.Verify(testCtx(t), now.Epoch, down, terms)
	if err != nil || f.Fresh || !strings.Contains(f.Reason, "no longer in the page") {
		t.Fatalf("recheck of a replaced region: %+v %v", f, err)
	}
	if n := scrollCount(t, tab, "terms"); n != 0 {
		t.Fatalf("%d scroll events on a region never scrolled", n)
	}
}

func TestEngineFillsADateAndScrollsARegion(t *testing.T) {
	tab := openTab(t, "/agenda.html")
	decider := &conformance.Scripted{Steps: []conformance.Step{
		{Action: fsm.ActFill, Name: "Meeting date", Value: "2026-12-24"},
		{Action: fsm.ActScroll, Name: "Agenda", Direction: fsm.ScrollDown},
		{Action: fsm.ActScroll, Name: "Agenda", Direction: fsm.ScrollDown},
	}}
	res := runScripted(t, tab, decider, fsm.Request{
		Tab: tab.ID(), Goal: "Set the meeting date to 2026-12-24 and read the agenda",
		TextValues: []string{"2026-12-24", "12/24/2026"}, MaxSteps: 4, TimeoutMS: 30_000,
	}, 3)
	if res.Candidates[0].DroppedBy[states.DropIncompatible] != 1 {
		t.Errorf("the misformatted date was not dropped: %+v", res.Candidates[0])
	}
	c := evalMain(t, tab, "window.counts")
	top := evalMain(t, tab, "document.getElementById('agenda').scrollTop").Num()
	if c.Get("input").Int() != 1 || c.Get("change").Int() != 1 || c.Get("scroll").Int() != 2 || top < 150 {
		t.Errorf("events %v, agenda scrolled to %v", c, top)
	}
	if v := evalMain(t, tab, "document.getElementById('date').value").Str(); v != "2026-12-24" {
		t.Errorf("date %q", v)
	}
}
