package pagejs

import (
	"encoding/json"
	"errors"
	"reflect"
	"testing"

	"github.com/browsergoal/browsergoal/fsm"
)

func TestWireObservationStandsForTheElements(t *testing.T) {
	raw := `{"url":"http://127.0.0.1:8/p","origin":"http://127.0.0.1:8",
	"kinds":[["link","a"],["button","button","submit"]],
	"ids":[3,1,-2],"k":[0,1,0],"names":["Home","Save",""],
	"boxes":[1,2,3,4,5.5,6,7,8,0,0,1,1],"ctx":[0,1,1],"inview":"101",
	"extra":{"0":{"href":"/home"},"2":{"href":"//cdn.example/x","disabled":true}},
	"contexts":["Row 1"]}`
	var w wireObservation
	if err := json.Unmarshal([]byte(raw), &w); err != nil {
		t.Fatal(err)
	}
	obs, err := w.observation()
	if err != nil {
		t.Fatal(err)
	}
	want := []fsm.Element{
		{ID: "e3", Role: "link", Name: "Home", Tag: "a", Href: "http://127.0.0.1:8/home", Box: fsm.Rect{X: 1, Y: 2, Width: 3, Height: 4}, InViewport: true},
		{ID: "e4", Role: "button", Name: "Save", Tag: "button", Type: "submit", Context: "Row 1", Box: fsm.Rect{X: 5.5, Y: 6, Width: 7, Height: 8}},
		{ID: "e2", Role: "link", Tag: "a", Href: "//cdn.example/x", Disabled: true, Context: "Row 1", Box: fsm.Rect{Width: 1, Height: 1}, InViewport: true},
	}
	if !reflect.DeepEqual(obs.Elements, want) {
		t.Fatalf("elements\n%+v\nwant\n%+v", obs.Elements, want)
	}
}

func TestWireObservationRefusesColumnsThatDisagree(t *testing.T) {
	for _, raw := range []string{
		`{"kinds":[["link","a"]],"ids":[1],"k":[0],"names":["A"],"boxes":[1,2,3],"ctx":[0],"inview":"1"}`,
		`{"kinds":[["link","a"]],"ids":[1],"k":[1],"names":["A"],"boxes":[1,2,3,4],"ctx":[0],"inview":"1"}`,
		`{"kinds":[["link","a"]],"ids":[1],"k":[0],"names":["A"],"boxes":[1,2,3,4],"ctx":[0],"inview":""}`,
		`{"kinds":[["link","a"]],"ids":[1],"k":[0],"names":["A"],"boxes":[1,2,3,4],"ctx":[2],"contexts":["Row 1"],"inview":"1"}`,
		`{"kinds":[["link","a"]],"ids":[1],"k":[0],"boxes":[1,2,3,4],"ctx":[0],"inview":"1"}`,
	} {
		var w wireObservation
		if err := json.Unmarshal([]byte(raw), &w); err != nil {
			t.Fatal(err)
		}
		if _, err := w.observation(); !errors.Is(err, errWire) {
			t.Errorf("%s: err %v, want errWire", raw, err)
		}
	}
}
