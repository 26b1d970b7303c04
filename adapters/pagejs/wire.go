package pagejs

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/browsergoal/browsergoal/fsm"
)

// wireObservation is observe's answer as the page sends it: fsm.Observation made
// smaller on the wire without losing anything the decider or the model reads. The
// elements go in columns, one entry per element in order: IDs (each id's number as its
// difference from the previous one's: the library's ids are "e" and a number), K (the
// index of the element's kind in Kinds: role, tag and, when there is one, type; each
// distinct kind sent once), Names, Boxes (x, y, width, height, four numbers per
// element), Ctx (the 1-based index of the element's context in Contexts, 0 for none; each
// distinct context sent once) and InView (a '1' or '0' per element). The rarer facts
// (value, options, states, href, region…) of an element that has any are in Extra
// under its index, with their fsm.Element names. A same-origin href is sent without
// the page's origin. observation turns it into the fsm.Observation it stands for.
type wireObservation struct {
	fsm.Observation
	Kinds    [][]string          `json:"kinds"`
	IDs      []int               `json:"ids"`
	K        []int               `json:"k"`
	Names    []string            `json:"names"`
	Boxes    []float64           `json:"boxes"`
	Ctx      []int               `json:"ctx"`
	InView   string              `json:"inview"`
	Extra    map[int]fsm.Element `json:"extra"`
	Contexts []string            `json:"contexts"`
	Origin   string              `json:"origin"`
}

// errWire is an answer whose element columns do not agree.
var errWire = errors.New("malformed observation answer: its element columns disagree")

// observation is the fsm.Observation w stands for.
func (w *wireObservation) observation() (fsm.Observation, error) {
	obs := w.Observation
	n := len(w.Names)
	if len(w.IDs) != n || len(w.K) != n || len(w.Boxes) != 4*n || len(w.Ctx) != n || len(w.InView) != n {
		return fsm.Observation{}, fmt.Errorf("%w: %d names, %d ids, %d kinds, %d box numbers (4 each), %d contexts, %d in-view flags",
			errWire, n, len(w.IDs), len(w.K), len(w.Boxes), len(w.Ctx), len(w.InView))
	}
	obs.Elements = make([]fsm.Element, n)
	id := 0
	for i := range obs.Elements {
		e := w.Extra[i]
		id += w.IDs[i]
		k := w.K[i]
		if k < 0 || k >= len(w.Kinds) || len(w.Kinds[k]) < 2 {
			return fsm.Observation{}, fmt.Errorf("%w: element %d has kind %d of %d (each a role and a tag)", errWire, i, k, len(w.Kinds))
		}
		kind := w.Kinds[k]
		e.ID, e.Role, e.Tag, e.Name = "e"+strconv.Itoa(id), kind[0], kind[1], w.Names[i]
		if len(kind) > 2 {
			e.Type = kind[2]
		}
		b := w.Boxes[4*i : 4*i+4]
		e.Box = fsm.Rect{X: b[0], Y: b[1], Width: b[2], Height: b[3]}
		e.InViewport = w.InView[i] == '1'
		switch c := w.Ctx[i]; {
		case c < 0 || c > len(w.Contexts):
			return fsm.Observation{}, fmt.Errorf("%w: element %d has context %d of %d", errWire, i, c, len(w.Contexts))
		case c > 0:
			e.Context = w.Contexts[c-1]
		}
		if strings.HasPrefix(w.Origin, "http") && strings.HasPrefix(e.Href, "/") && !strings.HasPrefix(e.Href, "//") {
			e.Href = w.Origin + e.Href
		}
		obs.Elements[i] = e
	}
	return obs, nil
}
