package viewer

import (
	"fmt"
	"html"
	"regexp"
	"strings"

	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/transitions"
)

// groupRE finds the groups Graphviz draws for a node or an edge, by the ids the DOT gave
// them (transitions.StateID, transitions.EdgeID; Graphviz escapes '-' as &#45;).
var groupRE = regexp.MustCompile(`<g id="([^"]+)" class="(node|edge)">`)

// drawPath returns the committed diagram (docs.MachineSVG) with a session's path drawn on
// it, for inlining in a page: the states it visited in class "visited" (the one it ended
// in also "final"), each edge it took in class "taken" with its count after the label
// ("×2"). The page's style sheet colours those classes; nothing is re-laid out, so no
// Graphviz is needed.
func drawPath(svg string, p Path, final fsm.State) string {
	if i := strings.Index(svg, "<svg"); i >= 0 {
		svg = svg[i:]
	}
	edges := map[string]int{}
	for k, n := range p.Counts {
		edges[transitions.EdgeID(k)] = n
	}
	states := map[string]string{}
	for s := range p.Visited {
		states[transitions.StateID(s)] = "visited"
	}
	if final != "" {
		states[transitions.StateID(final)] = "visited final"
	}
	var b strings.Builder
	b.Grow(len(svg) + 4096)
	at := 0
	for _, m := range groupRE.FindAllStringSubmatchIndex(svg, -1) {
		id, class := html.UnescapeString(svg[m[2]:m[3]]), svg[m[4]:m[5]]
		b.WriteString(svg[at:m[4]])
		at = m[5]
		switch {
		case class == "node" && states[id] != "":
			b.WriteString("node " + states[id])
		case class == "edge" && edges[id] > 0:
			b.WriteString("edge taken")
			end := strings.Index(svg[m[1]:], "</g>")
			if end < 0 {
				continue
			}
			group := svg[m[5] : m[1]+end]
			if t := strings.LastIndex(group, "</text>"); t >= 0 {
				b.WriteString(group[:t])
				fmt.Fprintf(&b, " ×%d", edges[id])
				at = m[5] + t
			}
		default:
			b.WriteString(class)
		}
	}
	b.WriteString(svg[at:])
	return b.String()
}
