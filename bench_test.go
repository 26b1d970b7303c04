package browsergoal_test

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"github.com/browsergoal/browsergoal"
	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/internal/fake"
	"github.com/browsergoal/browsergoal/states"
)

// benchPage is a 1,000-element observation: a form, a results list and a long tail of
// links and buttons, with names, hrefs and nearby context like a real page's.
func benchPage() fsm.Observation {
	obs := fake.FormPage("bench")
	obs.Scroll.Height = 20_000
	obs.Elements = obs.Elements[:0]
	for i := 0; i < 1000; i++ {
		e := fsm.Element{ID: fmt.Sprintf("e%d", i+1), InViewport: i < 40,
			Context: fmt.Sprintf("Section %d: articles about topic %d", i/20, i%17)}
		switch i % 10 {
		case 0:
			e.Tag, e.Type, e.Role, e.Name = "input", "search", "searchbox", fmt.Sprintf("Search field %d", i)
		case 1:
			e.Tag, e.Role, e.Name = "button", "button", fmt.Sprintf("Submit form %d", i)
		case 2:
			e.Tag, e.Role, e.Name = "select", "combobox", "Sort order"
			e.Options = []fsm.Option{{Value: "new", Label: "Newest"}, {Value: "rel", Label: "Relevance"}}
		default:
			e.Tag, e.Role, e.Name = "a", "link", fmt.Sprintf("Result %d: Rust async example number %d with tokio", i, i)
			e.Href = fmt.Sprintf("http://127.0.0.1/results/%d?q=rust+async", i)
		}
		obs.Elements = append(obs.Elements, e)
	}
	return obs
}

var benchReq = fsm.Request{
	Goal:       "Search for Rust async examples and open the most relevant result",
	TextValues: []string{"Rust async examples", "tokio"}, SelectValues: []string{"Relevance"},
	MaxSteps: 1, TimeoutMS: 15_000,
}

// stepHarness is one step's executor, browser and the same step's selection request.
type stepHarness struct {
	ex  *browsergoal.Executor
	br  *fake.Browser
	req fsm.SelectionRequest
}

func newStepHarness(b *testing.B) *stepHarness {
	page := benchPage()
	answers := map[int]fsm.SelectionAnswer{}
	d := &fake.Decider{SelectF: func(_ context.Context, req fsm.SelectionRequest) (fsm.SelectionAnswer, error) {
		a, ok := answers[len(req.Candidates)]
		if !ok {
			a = fake.Answer(req.Labels(), "1", 0.97, 0)
			answers[len(req.Candidates)] = a
		}
		return a, nil
	}}
	ex, err := browsergoal.New(browsergoal.Config{Decider: d})
	if err != nil {
		b.Fatal(err)
	}
	cands, _ := states.Offer(&page, benchReq, nil, fsm.MaxRequestBytes)
	return &stepHarness{ex: ex, br: &fake.Browser{Page: page},
		req: fsm.SelectionRequest{Goal: benchReq.Goal, URL: page.URL, Title: page.Title, Step: 1, Candidates: cands}}
}

func (h *stepHarness) step(b *testing.B) {
	res, err := h.ex.Run(context.Background(), benchReq, h.br)
	if err != nil || res.Status != fsm.StatusStepBudgetExhausted {
		b.Fatalf("%v %s", err, res.Status)
	}
}

func (h *stepHarness) encode(b *testing.B) {
	if _, err := json.Marshal(h.req); err != nil {
		b.Fatal(err)
	}
}

// BenchmarkStepVsEncode interleaves one step and one encode per iteration and reports
// each one's time and their ratio, so that load on a shared machine hits both alike.
func BenchmarkStepVsEncode(b *testing.B) {
	h := newStepHarness(b)
	var step, enc time.Duration
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		t0 := time.Now()
		h.step(b)
		t1 := time.Now()
		h.encode(b)
		step += t1.Sub(t0)
		enc += time.Since(t1)
	}
	b.ReportMetric(float64(step.Nanoseconds())/float64(b.N), "step-ns/op")
	b.ReportMetric(float64(enc.Nanoseconds())/float64(b.N), "encode-ns/op")
	b.ReportMetric(float64(step)/float64(enc), "step/encode")
}

// BenchmarkStep runs one full step (observe, propose, select, risk, recheck, dispatch)
// with fake adapters on a 1,000-element observation.
func BenchmarkStep(b *testing.B) {
	h := newStepHarness(b)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		h.step(b)
	}
}

// BenchmarkEncodeOnly is just the JSON encoding of the same step's selection request.
func BenchmarkEncodeOnly(b *testing.B) {
	h := newStepHarness(b)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		h.encode(b)
	}
}
