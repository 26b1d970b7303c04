package fsm

import (
	"reflect"
	"testing"
)

func TestUnusedListsValuesNoDispatchUsed(t *testing.T) {
	req := Request{
		TextValues:   []string{"Subject line", "Body text"},
		SelectValues: []string{"Blue"},
		NavigateURLs: []string{"https://example.org/a", "https://example.org/b"},
	}
	trace := []TraceEntry{
		{Step: 1, Action: ActFill, Value: "Subject line", Outcome: OutcomeExecuted},
		{Step: 2, Action: ActFill, Value: "Body text", Outcome: OutcomeNotExecuted}, // never reached the page
		{Step: 2, Action: ActNavigate, Value: "https://example.org/b", Outcome: OutcomeUnknown},
		{Step: 3, Action: ActClick, Target: `button "Blue"`, Value: "", Outcome: OutcomeExecuted},
	}
	got := Unused(req, trace)
	want := UnusedValues{TextValues: []int{1}, SelectValues: []int{0}, NavigateURLs: []int{0}}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("Unused = %+v, want %+v", got, want)
	}
	if got.Count() != 3 || got.Empty() {
		t.Fatalf("Count %d Empty %v", got.Count(), got.Empty())
	}
	// A fill of the select value's text is not a select: the kinds stay apart.
	if u := Unused(Request{SelectValues: []string{"x"}}, []TraceEntry{{Action: ActFill, Value: "x", Outcome: OutcomeExecuted}}); len(u.SelectValues) != 1 {
		t.Fatalf("a fill used a select value: %+v", u)
	}
	if u := Unused(Request{}, nil); !u.Empty() {
		t.Fatalf("no values: %+v", u)
	}
}
