package browsergoal_test

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/browsergoal/browsergoal"
	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/internal/fake"
)

func TestFillAndClickEndsPossiblyDone(t *testing.T) {
	log := &fake.Log{}
	b := &fake.Browser{Page: fake.FormPage("d1"), Log: log}
	d := &fake.Decider{Log: log, SelectF: fake.Script(fake.Op(fsm.ActFill, "rust async"), fake.Named("Search"))}
	ex, err := browsergoal.New(browsergoal.Config{Decider: d})
	if err != nil {
		t.Fatal(err)
	}
	res, err := ex.Run(context.Background(), fsm.Request{Goal: "search the docs for rust async", TextValues: []string{"rust async"}}, b)
	if err != nil {
		t.Fatal(err)
	}
	js, _ := json.MarshalIndent(res, "", " ")
	if res.Status != fsm.StatusPossiblyDone || res.Steps != 2 {
		t.Fatalf("got %s after %d steps\n%s", res.Status, res.Steps, js)
	}
	t.Logf("%s", js)
}
