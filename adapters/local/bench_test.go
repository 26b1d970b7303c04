package local

import (
	"context"
	"fmt"
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

// BenchmarkSelect254 decides over the most candidates a request can carry: a results page
// with a search box, result links and filler navigation, after a fill and a submit.
func BenchmarkSelect254(b *testing.B) {
	p := manyLinks(resultsPage(), fsm.MaxCandidates-len(resultsPage().cands))
	req := fsm.SelectionRequest{
		Goal:     "Search for Rust async examples and open the most relevant result",
		URL:      "http://127.0.0.1/search?q=Rust+async+examples",
		PageText: "Results for Rust async examples",
		Step:     2,
		Trace: []fsm.TraceEntry{
			done(0, fsm.ActFill, "searchbox Search docs", rustQuery),
			done(1, fsm.ActClick, "button Search", ""),
		},
		Candidates: p.cands,
	}
	if len(req.Candidates) != fsm.MaxCandidates {
		b.Fatalf("%d candidates", len(req.Candidates))
	}
	benchSelect(b, req)
}

// BenchmarkSelectNamed254 decides a clause that names a control over the most candidates
// a request can carry: every candidate's name is read against the clause (nameMatch), so
// the page-wide word sets must be built once per decision, not once per candidate.
func BenchmarkSelectNamed254(b *testing.B) {
	p := manyLinks(resultsPage(), fsm.MaxCandidates-len(resultsPage().cands))
	req := fsm.SelectionRequest{Goal: "open the docs page", URL: "http://127.0.0.1/search", Candidates: p.cands}
	benchSelect(b, req)
}

// BenchmarkSelectCount254 decides a clause that states a count over the most candidates a
// request can carry, a stepper among them: what the clause asks of the page's steppers
// (countAskOf) is read once per decision, not once per candidate.
func BenchmarkSelectCount254(b *testing.B) {
	stepper := new(page).click("button", "Fewer adults", "").near("Adults − 1 +").
		click("button", "More adults", "").near("Adults − 1 +")
	p := manyLinks(stepper, fsm.MaxCandidates-len(stepper.cands))
	req := fsm.SelectionRequest{Goal: "there are 3 adults", URL: "http://127.0.0.1/book", PageText: "Adults − 1 +", Candidates: p.cands}
	benchSelect(b, req)
}

// BenchmarkSelectDay254 decides a clause that names a day over the most candidates a
// request can carry, a month's grid of day cells among them: whether a cell of the day is
// offered (dayMatch) is read once per clause, not once per candidate.
func BenchmarkSelectDay254(b *testing.B) {
	grid := new(page)
	for d := 1; d <= 28; d++ {
		grid.click("button", fmt.Sprint(d), "").near("March 2026")
	}
	p := manyLinks(grid, fsm.MaxCandidates-len(grid.cands))
	req := fsm.SelectionRequest{Goal: "Choose March 30 as the departure date", URL: "http://127.0.0.1/book", Candidates: p.cands}
	benchSelect(b, req)
}

// benchSelect times the offline decider's Select on req.
func benchSelect(b *testing.B, req fsm.SelectionRequest) {
	d := New(Options{})
	ctx := context.Background()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := d.Select(ctx, req); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkAssessRisk(b *testing.B) {
	d := New(Options{})
	req := fsm.RiskRequest{Goal: "buy it", URL: "http://127.0.0.1/checkout", Candidate: clickCand("button", "Place order", "http://127.0.0.1/order/place", "Review your order")}
	ctx := context.Background()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := d.AssessRisk(ctx, req); err != nil {
			b.Fatal(err)
		}
	}
}
