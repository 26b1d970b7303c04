package calib

import (
	"encoding/xml"
	"math"
	"strings"
	"testing"
)

func near(a, b float64) bool { return math.Abs(a-b) < 1e-9 }

func TestCompute(t *testing.T) {
	// Calibrated: at 0.25 one of four right, at 0.75 three of four.
	var s []Sample
	for i := range 4 {
		s = append(s, Sample{P: 0.25, Correct: i == 0}, Sample{P: 0.75, Correct: i > 0})
	}
	r, err := Compute(s, 10)
	if err != nil {
		t.Fatal(err)
	}
	if r.N != 8 || !near(r.ECE, 0) || !near(r.MCE, 0) || !near(r.Accuracy, 0.5) || !near(r.MeanP, 0.5) || r.Bins[2].N != 4 || r.Bins[7].N != 4 {
		t.Fatalf("calibrated samples: %+v", r)
	}
	if !near(r.Brier, (0.25*0.25*3+0.75*0.75+0.25*0.25*3+0.75*0.75)/8) {
		t.Fatalf("Brier %v", r.Brier)
	}

	// Overconfident: 0.9 and always wrong, plus 0.5 and right half the time.
	r, _ = Compute([]Sample{{0.9, false}, {0.9, false}, {0.5, true}, {0.5, false}}, 10)
	if !near(r.ECE, 0.5*0.9) || !near(r.MCE, 0.9) || !near(r.Bins[9].Accuracy, 0) || !near(r.Bins[9].MeanP, 0.9) {
		t.Fatalf("overconfident: %+v", r)
	}

	// The ends: 0 falls in the first bin, 1 in the last.
	r, _ = Compute([]Sample{{0, false}, {1, true}}, 4)
	if r.Bins[0].N != 1 || r.Bins[3].N != 1 || !near(r.ECE, 0) || !near(r.Bins[3].Lo, 0.75) {
		t.Fatalf("ends: %+v", r)
	}

	if r, err := Compute(nil, 10); err != nil || r.N != 0 || r.ECE != 0 || len(r.Bins) != 10 {
		t.Fatalf("no samples: %+v %v", r, err)
	}
	for _, c := range []struct {
		s    []Sample
		bins int
		want string
	}{
		{nil, 0, "bins must be 1–100, got 0"},
		{nil, 101, "bins must be 1–100"},
		{[]Sample{{0.5, true}, {1.2, true}}, 10, "sample 1: probability 1.2 is not in [0, 1]"},
		{[]Sample{{math.NaN(), true}}, 10, "sample 0"},
	} {
		if _, err := Compute(c.s, c.bins); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v bins %d: %v, want %q", c.s, c.bins, err, c.want)
		}
	}
}

func TestSVG(t *testing.T) {
	r, _ := Compute([]Sample{{0.95, true}, {0.92, false}, {0.55, true}, {0.1, false}}, 10)
	svg := r.SVG(`Decider "local" <calibration>`)
	dec := xml.NewDecoder(strings.NewReader(svg))
	bars := 0
	for {
		tok, err := dec.Token()
		if err != nil {
			if err.Error() != "EOF" {
				t.Fatalf("not well-formed XML: %v\n%s", err, svg)
			}
			break
		}
		if el, ok := tok.(xml.StartElement); ok && el.Name.Local == "rect" {
			for _, a := range el.Attr {
				if a.Name.Local == "class" && a.Value == "bar" {
					bars++
				}
			}
		}
	}
	if bars != 3 {
		t.Errorf("%d bars, want one per non-empty bin (3)", bars)
	}
	for _, want := range []string{"N 4 · ECE ", `Decider &#34;local&#34; &lt;calibration&gt;`, `class="diagonal"`} {
		if !strings.Contains(svg, want) {
			t.Errorf("the SVG lacks %q", want)
		}
	}
	if strings.Contains(svg, "href") || strings.Contains(svg, "<script") {
		t.Error("the SVG refers to something outside itself")
	}
}
