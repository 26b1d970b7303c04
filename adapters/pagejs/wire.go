package pagejs

import (
	"strings"

	"github.com/browsergoal/browsergoal/fsm"
)

// wireObservation is observe's answer as the page sends it: fsm.Observation made
// smaller on the wire without losing anything the decider or the model reads. Each
// distinct context is sent once (Contexts, referred to by 1-based index), a box is four
// numbers, whether an element is in view one short key, and a same-origin href is sent
// without the page's origin. observation turns it into the fsm.Observation it stands for.
type wireObservation struct {
	fsm.Observation
	Elements []wireElement `json:"elements"`
	Contexts []string      `json:"contexts"`
	Origin   string        `json:"origin"`
}

// wireElement is one element on the wire (see wireObservation).
type wireElement struct {
	fsm.Element
	// B is the box: x, y, width, height.
	B [4]float64 `json:"b"`
	// C is the 1-based index of the element's context in Contexts, 0 for none.
	C int `json:"c"`
	// V is the element's InViewport.
	V bool `json:"v"`
}

// observation is the fsm.Observation w stands for.
func (w *wireObservation) observation() fsm.Observation {
	obs := w.Observation
	if w.Elements == nil {
		return obs
	}
	obs.Elements = make([]fsm.Element, len(w.Elements))
	for i := range w.Elements {
		we := &w.Elements[i]
		e := we.Element
		e.Box = fsm.Rect{X: we.B[0], Y: we.B[1], Width: we.B[2], Height: we.B[3]}
		e.InViewport = we.V
		if we.C > 0 && we.C <= len(w.Contexts) {
			e.Context = w.Contexts[we.C-1]
		}
		if strings.HasPrefix(w.Origin, "http") && strings.HasPrefix(e.Href, "/") && !strings.HasPrefix(e.Href, "//") {
			e.Href = w.Origin + e.Href
		}
		obs.Elements[i] = e
	}
	return obs
}
