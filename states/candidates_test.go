package states

import (
	"cmp"
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

func yes() *bool { b := true; return &b }

func page(els ...fsm.Element) *fsm.Observation {
	return &fsm.Observation{
		URL: "http://127.0.0.1/p", HistoryLength: 1, Viewport: fsm.Size{Width: 800, Height: 600},
		Scroll: fsm.Scroll{Width: 800, Height: 600}, Epoch: fsm.Epoch{Document: "d1"}, Elements: els,
	}
}

// Generate materializes generate's refs, unranked, for the tests.
func Generate(obs *fsm.Observation, req fsm.Request, dispatched func(string) bool) ([]fsm.Candidate, map[string]int) {
	refs, dropped := generate(obs, &req, dispatched, nil)
	out := make([]fsm.Candidate, len(refs))
	for i, r := range refs {
		out[i] = r.candidate(obs, &req)
	}
	return out, dropped
}

func ops(cands []fsm.Candidate) []string {
	var out []string
	for _, c := range cands {
		s := string(c.Action) + ":" + c.Target
		if c.Value != "" {
			s += "=" + c.Value
		}
		if c.Direction != "" {
			s += "/" + c.Direction
		}
		out = append(out, s)
	}
	return out
}

func TestGenerateOnlyCompatibleOperations(t *testing.T) {
	obs := page(
		fsm.Element{ID: "t", Tag: "input", Type: "text", Role: "textbox", Name: "Name"},
		fsm.Element{ID: "n", Tag: "input", Type: "number", Role: "spinbutton", Name: "Qty"},
		fsm.Element{ID: "m", Tag: "input", Type: "email", Role: "textbox", Name: "Email"},
		fsm.Element{ID: "short", Tag: "input", Role: "textbox", MaxLength: 3},
		fsm.Element{ID: "ta", Tag: "textarea", Role: "textbox"},
		fsm.Element{ID: "ro", Tag: "input", Type: "text", ReadOnly: true},
		fsm.Element{ID: "pw", Tag: "input", Type: "password"},
		fsm.Element{ID: "f", Tag: "input", Type: "file"},
		fsm.Element{ID: "h", Tag: "input", Type: "hidden"},
		fsm.Element{ID: "dis", Tag: "button", Role: "button", Disabled: true},
		fsm.Element{ID: "b", Tag: "button", Role: "button", Name: "Go"},
		fsm.Element{ID: "date", Tag: "input", Type: "date"},
		fsm.Element{ID: "r", Tag: "input", Type: "radio", Role: "radio", Checked: yes()},
		fsm.Element{ID: "c", Tag: "input", Type: "checkbox", Role: "checkbox", Checked: yes()},
		fsm.Element{ID: "ce", Tag: "div", Role: "textbox", Editable: true},
		fsm.Element{ID: "s", Tag: "select", Role: "combobox", Options: []fsm.Option{
			{Value: "S", Label: "Small", Selected: true}, {Value: "L", Label: "Large"}, {Value: "X", Label: "Extra", Disabled: true}}},
	)
	req := fsm.Request{Goal: "g", TextValues: []string{"12", "a@b.test", "two\nlines"}, SelectValues: []string{"Large", "S", "X", "nope"}}
	got, dropped := Generate(obs, req, nil)
	want := []string{
		"fill:t=12", "fill:t=a@b.test", "fill:n=12", "fill:m=a@b.test", "fill:short=12",
		"fill:ta=12", "fill:ta=a@b.test", "fill:ta=two\nlines", "click:b", "click:c",
		"fill:ce=12", "fill:ce=a@b.test", "fill:ce=two\nlines", "select:s=Large",
	}
	if !reflect.DeepEqual(ops(got), want) {
		t.Fatalf("got  %q\nwant %q", ops(got), want)
	}
	if dropped[DropAlreadySet] != 2 || dropped[DropIncompatible] == 0 {
		t.Fatalf("drop counts %v", dropped)
	}
}

func TestGeneratePageLevelOperations(t *testing.T) {
	obs := page()
	obs.Scroll = fsm.Scroll{Y: 0, Height: 2000}
	obs.HistoryLength = 2
	req := fsm.Request{Goal: "g", NavigateURLs: []string{"http://127.0.0.1/p", "https://127.0.0.1/next"}}
	got, _ := Generate(obs, req, nil)
	if want := []string{"scroll:/down", "navigate:=https://127.0.0.1/next"}; !reflect.DeepEqual(ops(got), want) {
		t.Fatalf("top of page, no allow_back: got %q want %q", ops(got), want)
	}
	obs.Scroll.Y = 1400 // bottom: 1400 + 600 = 2000
	req.AllowBack = true
	got, _ = Generate(obs, req, nil)
	if want := []string{"scroll:/up", "back:", "navigate:=https://127.0.0.1/next"}; !reflect.DeepEqual(ops(got), want) {
		t.Fatalf("bottom of page with allow_back: got %q want %q", ops(got), want)
	}
	obs.HistoryLength = 1
	got, _ = Generate(obs, req, nil)
	for _, c := range got {
		if c.Action == fsm.ActBack {
			t.Fatal("back offered without history")
		}
	}
}

func TestGenerateSkipsDispatchedIdentities(t *testing.T) {
	obs := page(fsm.Element{ID: "b", Tag: "button", Role: "button", Name: "Next"})
	done := fsm.Identity(fsm.Operation{Action: fsm.ActClick, Target: "b"}, obs)
	got, dropped := Generate(obs, fsm.Request{Goal: "g"}, func(id string) bool { return id == done })
	if len(got) != 0 || dropped[DropAlreadyDispatched] != 1 {
		t.Fatalf("got %v dropped %v", ops(got), dropped)
	}
}

func manyButtons(n int) *fsm.Observation {
	obs := page()
	for i := 0; i < n; i++ {
		obs.Elements = append(obs.Elements, fsm.Element{ID: fmt.Sprintf("e%d", i), Tag: "button", Role: "button", Name: fmt.Sprintf("Item %d", i)})
	}
	return obs
}

func TestOfferCapsAndLabels(t *testing.T) {
	obs := manyButtons(300)
	obs.Elements[290].Name = "Checkout basket"
	req := fsm.Request{Goal: "open the checkout basket"}
	kept, dropped := Offer(obs, req, nil, 1<<20)
	if len(kept) != fsm.MaxCandidates || dropped[DropOptionCap] != 300-fsm.MaxCandidates {
		t.Fatalf("kept %d dropped %v", len(kept), dropped)
	}
	if kept[0].Target != "e290" || kept[0].Label != "1" || kept[len(kept)-1].Label != "254" {
		t.Fatalf("most relevant first and labelled: %+v … %+v", kept[0], kept[len(kept)-1])
	}
	if kept[1].Target != "e0" {
		t.Fatalf("ties keep generation order, got %s", kept[1].Target)
	}
	again, _ := Offer(obs, req, nil, 1<<20)
	if !reflect.DeepEqual(kept, again) {
		t.Fatal("ranking must be deterministic")
	}
}

func TestOfferSizeBudget(t *testing.T) {
	obs := page()
	for i := 0; i < 100; i++ {
		obs.Elements = append(obs.Elements, fsm.Element{ID: fmt.Sprintf("e%d", i), Tag: "textarea", Role: "textbox"})
	}
	req := fsm.Request{Goal: "g", TextValues: []string{strings.Repeat("<&>", 600)}}
	kept, dropped := Offer(obs, req, nil, 64<<10)
	total := 0
	for _, c := range kept {
		total += jsonLen(c.Description)
	}
	if total > 64<<10 || dropped[DropSizeCap] != 100-len(kept) || len(kept) == 0 {
		t.Fatalf("kept %d (%d bytes), dropped %v", len(kept), total, dropped)
	}
}

func TestDescribe(t *testing.T) {
	for _, c := range []struct {
		c    fsm.Candidate
		want string
	}{
		{fsm.Candidate{Operation: fsm.Operation{Action: fsm.ActFill, Target: "e1", Value: "Rust async"}, Role: "searchbox", Name: "Search docs"}, `fill searchbox "Search docs" with "Rust async"`},
		{fsm.Candidate{Operation: fsm.Operation{Action: fsm.ActClick, Target: "e2"}, Role: "link", Name: "Result", Href: "http://127.0.0.1/r", Context: "Results"}, `click link "Result" → http://127.0.0.1/r (near "Results")`},
		{fsm.Candidate{Operation: fsm.Operation{Action: fsm.ActSelect, Target: "e3", Value: "Large"}, Role: "combobox", Name: "Size"}, `select "Large" in combobox "Size"`},
		{fsm.Candidate{Operation: fsm.Operation{Action: fsm.ActScroll, Direction: "down"}}, `scroll the page down`},
		{fsm.Candidate{Operation: fsm.Operation{Action: fsm.ActNavigate, Value: "https://127.0.0.1/x"}}, `navigate to https://127.0.0.1/x`},
		{fsm.Candidate{Operation: fsm.Operation{Action: fsm.ActBack}}, `go back one page in history`},
		{fsm.Candidate{Operation: fsm.Operation{Action: fsm.ActClick, Target: "e4"}, Role: "checkbox", Name: "Kiwi", Checked: &[]bool{true}[0]}, `click checkbox "Kiwi" (checked)`},
		{fsm.Candidate{Operation: fsm.Operation{Action: fsm.ActClick, Target: "e5"}, Role: "checkbox", Name: "Apple", Checked: new(bool)}, `click checkbox "Apple"`},
		{fsm.Candidate{Operation: fsm.Operation{Action: fsm.ActClick, Target: "e5"}, Role: "button", Name: "Like", Checked: &[]bool{true}[0]}, `click button "Like" (pressed)`},
		{fsm.Candidate{Operation: fsm.Operation{Action: fsm.ActClick, Target: "e6"}, Role: "combobox", Name: "Cabin", Popup: []string{"Economy", "Business"}, Context: "Flights"},
			`click combobox "Cabin" (opens a list: "Economy", "Business") (near "Flights")`},
		{fsm.Candidate{Operation: fsm.Operation{Action: fsm.ActClick, Target: "e7"}, Role: "button", Name: "Size", Popup: []string{"1", "2", "3", "4", "5", "6", "7", "8", "9"}},
			`click button "Size" (opens a list: "1", "2", "3", "4", "5", "6", "7", "8", …)`},
		{fsm.Candidate{Operation: fsm.Operation{Action: fsm.ActClick, Target: "e8"}, Role: "tab", Name: "Mount", Selected: new(bool),
			Reveals: []fsm.Revealed{{Role: "radio", Name: "Antique ivory"}, {Role: "switch", Name: "Double mount"}}},
			`click tab "Mount" (shows: radio "Antique ivory", switch "Double mount")`},
	} {
		if got := Describe(&c.c); got != c.want {
			t.Errorf("got %s, want %s", got, c.want)
		}
	}
}

// TestCandidateCarriesPositionTypeAndState: a candidate tells the decider where its
// target stands in page order, a fill target's input type, a box's checked state, a
// tab's selected state, a closed list's hidden items and a closed tab's hidden controls,
// and whether its click opens something.
func TestCandidateCarriesPositionTypeAndState(t *testing.T) {
	checked, selected := true, false
	obs := &fsm.Observation{URL: "http://127.0.0.1/", Elements: []fsm.Element{
		{ID: "a", Role: "textbox", Name: "Email", Tag: "input", Type: "email", InViewport: true},
		{ID: "b", Role: "checkbox", Name: "Kiwi", Tag: "input", Type: "checkbox", Checked: &checked, InViewport: true},
		{ID: "c", Role: "tab", Name: "Billing", Tag: "button", Selected: &selected, InViewport: true},
		{ID: "d", Role: "combobox", Name: "Cabin", Tag: "div", Expanded: new(bool), Popup: []string{"Economy", "Business"}, InViewport: true},
		{ID: "e", Role: "tab", Name: "Mount", Tag: "button", Selected: &selected, Reveals: []fsm.Revealed{{Role: "radio", Name: "Ivory"}, {Role: "textbox", Name: "Note"}}, InViewport: true},
	}}
	req := fsm.Request{Goal: "x", TextValues: []string{"a@b.c"}}
	refs, _ := generate(obs, &req, nil, nil)
	var got []string
	state := func(b *bool) string {
		if b == nil {
			return "-"
		}
		return fmt.Sprint(*b)
	}
	for _, r := range refs {
		c := r.candidate(obs, &req)
		got = append(got, fmt.Sprintf("%s %s %d %q %s %s %q %v %v", c.Action, c.Target, c.Position, c.InputType, state(c.Checked), state(c.Selected), c.Popup, c.Reveals, c.Opens()))
	}
	want := []string{`fill a 1 "email" - - [] [] false`, `click b 2 "" true - [] [] false`, `click c 3 "" - false [] [] true`,
		`click d 4 "" - - ["Economy" "Business"] [] false`, `click e 5 "" - false [] [{radio Ivory []} {textbox Note [a@b.c]}] true`}
	if !slices.Equal(got, want) {
		t.Fatalf("got %q, want %q", got, want)
	}
}

func TestQuoteMatchesStrconvForPlainText(t *testing.T) {
	for _, s := range []string{"", "plain", `say "hi"`, `back\slash`, "tab\tnew\nline", "ünï €", "\x01ctl\x7f"} {
		var b strings.Builder
		quote(&b, s)
		if s != "ünï €" && b.String() != strconv.Quote(s) {
			t.Errorf("quote(%q) = %s, strconv %s", s, b.String(), strconv.Quote(s))
		}
	}
	var b strings.Builder
	quote(&b, "ünï €")
	if b.String() != `"ünï €"` {
		t.Errorf("non-ASCII must stay readable: %s", b.String())
	}
}

func TestJSONLenMatchesEncoding(t *testing.T) {
	for _, s := range []string{"", "plain", `q"b\s`, "a\nb\tc\rd", "<a&b>", "\x01\x1f", "→ “quoted” ü", "line\u2028sep\u2029", "bad\xffutf8\xc3", "mixed → <&>\n\xfe"} {
		b, err := json.Marshal(s)
		if err != nil {
			t.Fatal(err)
		}
		if got := jsonLen(s); got != len(b) {
			t.Errorf("jsonLen(%q) = %d, encoding/json wrote %d bytes: %s", s, got, len(b), b)
		}
	}
}

func TestMaxLengthCountsUTF16Units(t *testing.T) {
	e := &fsm.Element{Tag: "input", MaxLength: 3}
	if !textCompatible(e, "abc") || textCompatible(e, "ab😀") || !textCompatible(e, "a😀") {
		t.Fatal("maxlength must count UTF-16 code units: an emoji is two")
	}
}

func TestTopKMatchesStableSort(t *testing.T) {
	scores := []float64{0.5, 0.9, 0.5, 0.1, 0.9, 0.5, 0.3, 0.5}
	for k := 1; k <= len(scores); k++ {
		idx := []int32{0, 1, 2, 3, 4, 5, 6, 7}
		want := slices.Clone(idx)
		slices.SortStableFunc(want, func(a, b int32) int { return cmp.Compare(scores[b], scores[a]) })
		got := topK(idx, scores, k)
		slices.SortStableFunc(got, func(a, b int32) int { return cmp.Compare(scores[b], scores[a]) })
		if !slices.Equal(got, want[:k]) {
			t.Errorf("k=%d: got %v, want %v", k, got, want[:k])
		}
	}
}

func TestIdenticalDescriptionsAreNumberedInPageOrder(t *testing.T) {
	obs := page(
		fsm.Element{ID: "a", Tag: "button", Role: "button", Name: "Add to cart", Context: "Products"},
		fsm.Element{ID: "b", Tag: "button", Role: "button", Name: "Add to cart", Context: "Products"},
		fsm.Element{ID: "c", Tag: "button", Role: "button", Name: "Checkout"},
	)
	kept, _ := Offer(obs, fsm.Request{Goal: "checkout"}, nil, 1<<20)
	want := map[string]string{
		"a": `click button "Add to cart" (near "Products") [1 of 2]`,
		"b": `click button "Add to cart" (near "Products") [2 of 2]`,
		"c": `click button "Checkout"`,
	}
	for _, c := range kept {
		if c.Description != want[c.Target] {
			t.Errorf("%s: %s, want %s", c.Target, c.Description, want[c.Target])
		}
	}
}

func TestSelectMatchesLikeTheBrowser(t *testing.T) {
	sel := fsm.Element{ID: "s", Tag: "select", Role: "combobox", Name: "Size", Options: []fsm.Option{
		{Value: "x1", Label: "L3"}, {Value: "L3", Label: "Late"}, {Value: "d1", Label: "Dup"}, {Value: "d2", Label: "Dup"}}}
	kept, dropped := Offer(page(sel), fsm.Request{Goal: "g", SelectValues: []string{"L3", "Dup", "Late"}}, nil, 1<<20)
	got := map[string]string{}
	for _, c := range kept {
		got[c.Value] = c.Description
	}
	if got["L3"] != `select "L3" (option "Late") in combobox "Size"` {
		t.Errorf("a value wins over another option's label: %q", got["L3"])
	}
	if got["Late"] != `select "Late" (value "L3") in combobox "Size"` {
		t.Errorf("a label match names the option's value: %q", got["Late"])
	}
	if _, ok := got["Dup"]; ok || dropped[DropIncompatible] != 1 {
		t.Errorf("a label shared by two options is ambiguous and not offered: %v %v", got, dropped)
	}
}

func TestNonHTTPLinksAreNeverOffered(t *testing.T) {
	obs := page(
		fsm.Element{ID: "j", Tag: "a", Role: "link", Name: "Run", Href: "javascript:alert(1)"},
		fsm.Element{ID: "f", Tag: "a", Role: "link", Name: "File", Href: "file:///etc/passwd"},
		fsm.Element{ID: "h", Tag: "a", Role: "link", Name: "Docs", Href: "HTTPS://127.0.0.1/docs"},
	)
	kept, dropped := Offer(obs, fsm.Request{Goal: "g"}, nil, 1<<20)
	if len(kept) != 1 || kept[0].Target != "h" || dropped[DropNonHTTPLink] != 2 {
		t.Fatalf("kept %v dropped %v", ops(kept), dropped)
	}
}

func TestExplainListsEveryDroppedOperation(t *testing.T) {
	obs := manyButtons(300)
	obs.Elements = append(obs.Elements, fsm.Element{ID: "n", Tag: "input", Type: "number", Role: "spinbutton", Name: "Qty"})
	kept, dropped, counts := Explain(obs, fsm.Request{Goal: "g", TextValues: []string{"abc"}}, 1<<20)
	reasons := map[string]int{}
	for _, d := range dropped {
		reasons[d.Reason]++
	}
	if len(kept) != fsm.MaxCandidates || reasons[DropRankedOut] != 300-fsm.MaxCandidates || reasons[DropIncompatible] != 1 {
		t.Fatalf("kept %d, dropped by reason %v", len(kept), reasons)
	}
	if counts[DropOptionCap] != 300-fsm.MaxCandidates || counts[DropIncompatible] != 1 {
		t.Fatalf("counts %v", counts)
	}
}

// TestGenerateOffersRoleLessClickables: role-less clickables and class-named icons are
// clicked like buttons, and a read-only picker input (role clickable or combobox) is
// clicked, never filled; a plain read-only textbox is neither.
func TestGenerateOffersRoleLessClickables(t *testing.T) {
	obs := page(
		fsm.Element{ID: "row", Tag: "div", Role: "clickable", Name: "Quarterly report"},
		fsm.Element{ID: "trash", Tag: "span", Role: "icon", Name: "trash"},
		fsm.Element{ID: "a", Tag: "a", Role: "clickable", Name: "Next"},
		fsm.Element{ID: "pick", Tag: "input", Type: "text", Role: "clickable", Name: "Departure", ReadOnly: true},
		fsm.Element{ID: "combo", Tag: "input", Type: "text", Role: "combobox", Name: "Date", ReadOnly: true},
		fsm.Element{ID: "ro", Tag: "input", Type: "text", Role: "textbox", Name: "Total", ReadOnly: true},
	)
	got, _ := Generate(obs, fsm.Request{Goal: "g", TextValues: []string{"x"}}, nil)
	want := []string{"click:row", "click:trash", "click:a", "click:pick", "click:combo"}
	if !reflect.DeepEqual(ops(got), want) {
		t.Fatalf("got  %q\nwant %q", ops(got), want)
	}
}
