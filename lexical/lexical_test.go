package lexical

import (
	"strings"

	"pgregory.net/rapid"

	"reflect"
	"testing"
)

func TestTokens(t *testing.T) {
	got := Tokens("Search for Rust async examples, and OPEN the results!")
	want := []string{"search", "rust", "async", "example", "open", "result"}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("Tokens = %v, want %v", got, want)
	}
	if Tokens("a I ,,, ") != nil {
		t.Fatal("expected no tokens")
	}
}

func TestOverlap(t *testing.T) {
	q := Set("search rust async")
	cases := []struct {
		text string
		want float64
	}{
		{"Search", 1.0 / 3},
		{"rust async search search", 1},
		{"nothing here", 0},
	}
	for _, c := range cases {
		if got := Overlap(q, c.text); got != c.want {
			t.Errorf("Overlap(%q) = %v, want %v", c.text, got, c.want)
		}
	}
	if Overlap(nil, "x") != 0 {
		t.Error("empty query must score 0")
	}
}

func TestStemAndContains(t *testing.T) {
	for in, want := range map[string]string{"searching": "search", "libraries": "library", "bus": "bus", "buttons": "button"} {
		if got := Stem(in); got != want {
			t.Errorf("Stem(%q) = %q, want %q", in, got, want)
		}
	}
	if !Contains("Results for Rust Async", "rust async") || Contains("x", "") {
		t.Error("Contains")
	}
}

func TestQueryMatchesOverlap(t *testing.T) {
	goal := "Search for Rust async examples and open the most relevant result"
	q := NewQuery(goal)
	set := Set(goal)
	for _, text := range []string{"", "Rust", "RUST ASYNC Examples!", "Résultats: rust-async searching", "results relevant, results", "the and of", "Ünïcode ÄSYNC"} {
		if got, want := q.Overlap(text), Overlap(set, text); got != want {
			t.Errorf("%q: Query %v, Overlap %v", text, got, want)
		}
	}
	if testing.AllocsPerRun(100, func() { q.Overlap("Open the most relevant Rust async result") }) != 0 {
		t.Error("Query.Overlap allocates")
	}
}

func TestOverlapURLSkipsSchemeAndHost(t *testing.T) {
	q := NewQuery("open the results page on example")
	if got := q.OverlapURL("https://example.test/results?page=2"); got != 2.0/4 {
		t.Errorf("got %v, want the path and query only (results, page)", got)
	}
	if got := q.OverlapURL("https://example.test"); got != 0 {
		t.Errorf("host only: got %v", got)
	}
	if got := q.OverlapURL("results"); got != 0.25 {
		t.Errorf("not a URL: got %v", got)
	}
}

func TestStemStringMatchesStem(t *testing.T) {
	for _, w := range []string{"searching", "libraries", "boxes", "searches", "classes", "added", "agreed", "buttons", "bus", "glass", "ring", "rings", "sing", "used", "example"} {
		got := w
		if stemAllocates(w) {
			got = string(stemBytes([]byte(w)))
		} else if len(w) > 3 {
			got = stemString(w)
		}
		if got != Stem(w) {
			t.Errorf("%s: stemString %q, Stem %q", w, got, Stem(w))
		}
	}
}

// TestQueryAgreesWithOverlap checks the fast Query against the reference Overlap on
// random texts mixing cases, scripts, punctuation and suffixes.
func TestQueryAgreesWithOverlap(t *testing.T) {
	parts := []string{"Rust", "rust", "RUSTS", "async", "Async", "examples", "libraries", "library", "ÄSYNC", "über", "-", " ", "→", "2", "searching", "Search", "boxes", "x", "é", "\u00a0", "IES", "ties"}
	rapid.Check(t, func(rt *rapid.T) {
		goal := strings.Join(rapid.SliceOfN(rapid.SampledFrom(parts), 0, 8).Draw(rt, "goal"), " ")
		text := strings.Join(rapid.SliceOfN(rapid.SampledFrom(parts), 0, 12).Draw(rt, "text"), rapid.SampledFrom([]string{"", " ", "/"}).Draw(rt, "sep"))
		if got, want := NewQuery(goal).Overlap(text), Overlap(Set(goal), text); got != want {
			rt.Fatalf("goal %q text %q: Query %v, Overlap %v", goal, text, got, want)
		}
	})
}
