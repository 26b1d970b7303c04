package docs

import (
	"html"
	"regexp"
	"strings"
	"testing"

	"github.com/browsergoal/browsergoal/transitions"
)

// TestMachineSVGMatchesTable: the committed diagram (the README's image, and the one
// browsergoal show embeds) was drawn from the DOT the table exports today, and draws
// every state and edge under its id. It needs no Graphviz: the SVG carries the digest of
// the DOT it was drawn from (cmd/fsmviz stamps it).
func TestMachineSVGMatchesTable(t *testing.T) {
	table, err := transitions.Build()
	if err != nil {
		t.Fatal(err)
	}
	svg := MachineSVG()
	m := regexp.MustCompile(`<!-- drawn from DOT (sha256:[0-9a-f]{64}) -->`).FindStringSubmatch(svg)
	if m == nil {
		t.Fatal("docs/machine.svg carries no DOT digest: regenerate it with make diagram")
	}
	if want := transitions.DOTDigest(transitions.DOT(table)); m[1] != want {
		t.Fatalf("docs/machine.svg was drawn from another table (DOT %s, the table's is %s): regenerate it with make diagram", m[1], want)
	}
	ids := map[string]bool{}
	for _, id := range regexp.MustCompile(`<g id="([^"]+)" class="(?:node|edge)"`).FindAllStringSubmatch(svg, -1) {
		ids[html.UnescapeString(id[1])] = true
	}
	for _, s := range table.States {
		if !ids[transitions.StateID(s.Name)] || !strings.Contains(svg, ">"+string(s.Name)+"</text>") {
			t.Errorf("docs/machine.svg lacks state %s: regenerate it with make diagram", s.Name)
		}
	}
	for _, e := range table.Edges {
		if id := transitions.EdgeID(transitions.Key(e)); !ids[id] {
			t.Errorf("docs/machine.svg lacks the edge %s: regenerate it with make diagram", id)
		}
	}
}
