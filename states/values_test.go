package states

import (
	"slices"
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

// Each row: a field (type and bounds), a caller value, and whether it is offered. The
// "browser" comments name what Chromium would hold after setting the value: every value
// it would rewrite is refused, never converted.
var valueCases = []struct {
	typ, min, max, step string
	v                   string
	fits                bool
}{
	{typ: "date", v: "2026-12-24", fits: true},
	{typ: "date", v: "12/24/2026"},
	{typ: "date", v: "24.12.2026"},
	{typ: "date", v: "2026-2-4"},
	{typ: "date", v: "2026-02-30"}, // no such day
	{typ: "date", v: "2024-02-29", fits: true},
	{typ: "date", v: "0000-12-24"},  // browser: ""
	{typ: "date", v: " 2026-12-24"}, // browser: ""
	{typ: "date", v: "2026-12-24", min: "2026-01-01", max: "2026-06-30"},
	{typ: "date", v: "2026-03-01", min: "2026-01-01", max: "2026-06-30", fits: true},
	{typ: "date", v: "2026-03-01", min: "garbage", fits: true},
	{typ: "time", v: "14:30", fits: true},
	{typ: "time", v: "14:30:05", fits: true},
	{typ: "time", v: "14:30:05.5", fits: true},
	{typ: "time", v: "2:30"},
	{typ: "time", v: "2:30 PM"},
	{typ: "time", v: "24:00"},
	{typ: "time", v: "14:30:05.1234"},
	{typ: "time", v: "23:00", min: "22:00", max: "06:00", fits: true}, // across midnight
	{typ: "time", v: "12:00", min: "22:00", max: "06:00"},
	{typ: "time", v: "09:00", min: "09:00:00", fits: true},
	{typ: "datetime-local", v: "2026-12-24T14:30", fits: true},
	{typ: "datetime-local", v: "2026-12-24T14:30:05", fits: true},
	{typ: "datetime-local", v: "2026-12-24T14:30:05.1", fits: true},
	{typ: "datetime-local", v: "2026-12-24 14:30"},        // browser: …T14:30
	{typ: "datetime-local", v: "2026-12-24T14:30:00"},     // browser: …T14:30
	{typ: "datetime-local", v: "2026-12-24T14:30:05.100"}, // browser: …05.1
	{typ: "datetime-local", v: "2026-12-24T14:30:00.5", fits: true},
	{typ: "datetime-local", v: "2026-12-24"},
	{typ: "month", v: "2026-12", fits: true},
	{typ: "month", v: "2026-13"},
	{typ: "month", v: "12/2026"},
	{typ: "month", v: "2026-12", max: "2026-06"},
	{typ: "week", v: "2026-W52", fits: true},
	{typ: "week", v: "2026-W53", fits: true}, // 2026 has 53 ISO weeks
	{typ: "week", v: "2025-W53"},             // 2025 has 52
	{typ: "week", v: "2026-w52"},
	{typ: "week", v: "2026-W00"},
	{typ: "color", v: "#ff0000", fits: true},
	{typ: "color", v: "#FF0000"}, // browser: #ff0000
	{typ: "color", v: "red"},
	{typ: "color", v: "#f00"},
	{typ: "range", v: "50", fits: true},
	{typ: "range", v: "0", fits: true},
	{typ: "range", v: "100", fits: true},
	{typ: "range", v: "150"},  // browser: 100
	{typ: "range", v: "-1"},   // browser: 0
	{typ: "range", v: "50.0"}, // browser: 50
	{typ: "range", v: "5e1"},
	{typ: "range", v: "+50"},
	{typ: "range", v: "050"},
	{typ: "range", v: "-0"},
	{typ: "range", v: "50.5"}, // browser: 51
	{typ: "range", v: "fifty"},
	{typ: "range", v: "0.3", min: "0", max: "1", step: "0.1", fits: true},
	{typ: "range", v: "0.35", min: "0", max: "1", step: "0.1"},
	{typ: "range", v: "0.35", min: "0", max: "1", step: "any", fits: true},
	{typ: "range", v: "9", min: "0", max: "10", step: "3", fits: true},
	{typ: "range", v: "10", min: "0", max: "10", step: "3"}, // browser: 9
	{typ: "range", v: "7", min: "1", max: "9", step: "2", fits: true},
	{typ: "range", v: "6", min: "1", max: "9", step: "2"},
	{typ: "range", v: "5", min: "5", max: "2", fits: true}, // max below min is min
	{typ: "range", v: "3", min: "5", max: "2"},
	{typ: "range", v: "-20", min: "-40", max: "40", step: "5", fits: true},
	{typ: "range", v: "3", step: "0", fits: true},    // a step ≤ 0 is the default 1
	{typ: "range", v: "3.5", step: "-1"},             // … so 3.5 is off the step
	{typ: "range", v: "250", max: "1e3", fits: true}, // max in exponent form
}

func TestValueFieldsTakeOnlyTheBrowsersFormat(t *testing.T) {
	for _, c := range valueCases {
		e := &fsm.Element{Tag: "input", Type: c.typ, Min: c.min, Max: c.max, Step: c.step}
		if got := textCompatible(e, c.v); got != c.fits {
			t.Errorf("%s [%s,%s step %s] %q: fits=%v, want %v", c.typ, c.min, c.max, c.step, c.v, got, c.fits)
		}
	}
}

func TestValueFieldsAreFilledWhenWritableAndClickedWhenReadOnly(t *testing.T) {
	obs := page(
		fsm.Element{ID: "d", Tag: "input", Type: "date", Role: "textbox", Name: "Departure"},
		fsm.Element{ID: "ro", Tag: "input", Type: "date", Role: "textbox", Name: "Return", ReadOnly: true},
		fsm.Element{ID: "pick", Tag: "input", Type: "text", Role: "textbox", Name: "Check-in", ReadOnly: true, Expanded: new(bool)},
		fsm.Element{ID: "shown", Tag: "input", Type: "text", Role: "textbox", Name: "Reference", ReadOnly: true, Value: "fixed"},
		fsm.Element{ID: "c", Tag: "input", Type: "color", Role: "textbox", Name: "Colour"},
		fsm.Element{ID: "r", Tag: "input", Type: "range", Role: "slider", Name: "Volume", Value: "50"},
	)
	req := fsm.Request{Goal: "g", TextValues: []string{"2026-12-24", "12/24/2026", "#00ff00", "50", "70"}}
	got, dropped := Generate(obs, req, nil)
	want := []string{"fill:d=2026-12-24", "click:ro", "click:pick", "fill:c=#00ff00", "fill:r=70"}
	if !slices.Equal(ops(got), want) {
		t.Fatalf("got %v, want %v", ops(got), want)
	}
	// d: 4 misfits; c: 4; r: 3 misfits and "50" already set.
	if dropped[DropIncompatible] != 11 || dropped[DropAlreadySet] != 1 {
		t.Fatalf("dropped %v", dropped)
	}
}

func TestRegionScrollsOnlyWhereTheRegionCanMove(t *testing.T) {
	region := func(top float64) *fsm.Region { return &fsm.Region{Top: top, ScrollHeight: 1000, ClientHeight: 200} }
	obs := page(
		fsm.Element{ID: "top", Tag: "div", Role: "region", Name: "Inbox", RegionOnly: true, Region: region(0)},
		fsm.Element{ID: "mid", Tag: "ul", Role: "region", Name: "Files", RegionOnly: true, Region: region(300)},
		fsm.Element{ID: "end", Tag: "div", Role: "region", Name: "Log", RegionOnly: true, Region: region(800)},
		fsm.Element{ID: "ta", Tag: "textarea", Role: "textbox", Name: "Terms", Region: region(0)},
	)
	got, _ := Generate(obs, fsm.Request{Goal: "g"}, nil)
	want := []string{"scroll:top/down", "scroll:mid/down", "scroll:mid/up", "scroll:end/up", "scroll:ta/down"}
	if !slices.Equal(ops(got), want) {
		t.Fatalf("got %v, want %v", ops(got), want)
	}
	c := got[0]
	c.Description = Describe(&c)
	if c.Description != `scroll region "Inbox" down` || c.TargetSummary() != "region Inbox" {
		t.Fatalf("description %q, summary %q", c.Description, c.TargetSummary())
	}
}

func TestRegionScrollIdentityCarriesTheRegionAndItsOffset(t *testing.T) {
	obs := page(fsm.Element{ID: "list", Tag: "ul", Role: "region", RegionOnly: true,
		Region: &fsm.Region{Top: 0, ScrollHeight: 1000, ClientHeight: 200}})
	down := fsm.Operation{Action: fsm.ActScroll, Target: "list", Direction: fsm.ScrollDown}
	page := fsm.Operation{Action: fsm.ActScroll, Direction: fsm.ScrollDown}
	first := fsm.Identity(down, obs)
	if first == fsm.Identity(page, obs) {
		t.Fatal("a region scroll has the page scroll's identity")
	}
	got, dropped := Generate(obs, fsm.Request{Goal: "g"}, func(id string) bool { return id == first })
	if len(got) != 0 || dropped[DropAlreadyDispatched] != 1 {
		t.Fatalf("the dispatched region scroll is offered again: %v %v", ops(got), dropped)
	}
	obs.Elements[0].Region.Top = 160 // it moved: scrolling on is a new action
	if fsm.Identity(down, obs) == first {
		t.Fatal("the identity ignores the region's offset")
	}
	obs.Scroll.Y = 300 // the page's offset is not the region's
	obs.Elements[0].Region.Top = 0
	if fsm.Identity(down, obs) != first {
		t.Fatal("the region scroll's identity depends on the page's offset")
	}
}
