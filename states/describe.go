package states

import (
	"strings"

	"github.com/browsergoal/browsergoal/fsm"
)

// describedItems bounds what a description says of a closed list's hidden items: the
// first few, each whole (a cut item could hide a secret's prefix from the redactor).
const describedItems = 8

// describePopup writes " (opens a list: "A", "B", …)" for a click on a closed list or
// menu whose hidden items are known: a model reading the description sees what opening
// it would show.
func describePopup(b *strings.Builder, items []string) {
	describeList(b, " (opens a list: ", len(items), func(i int) { quote(b, items[i]) })
}

// describeReveals writes " (shows: radio "A", switch "B", …)" for a click on a closed tab
// or section whose hidden controls are known, each by role and name.
func describeReveals(b *strings.Builder, items []fsm.Revealed) {
	describeList(b, " (shows: ", len(items), func(i int) {
		b.WriteString(items[i].Role)
		b.WriteByte(' ')
		quote(b, items[i].Name)
	})
}

// describeList writes lead, then the first describedItems of n items (item writes the
// i-th), comma-separated, "…" after them when there are more, and a closing parenthesis;
// nothing when n is 0.
func describeList(b *strings.Builder, lead string, n int, item func(i int)) {
	if n == 0 {
		return
	}
	b.WriteString(lead)
	for i := range n {
		if i == describedItems {
			b.WriteString(", …")
			break
		}
		if i > 0 {
			b.WriteString(", ")
		}
		item(i)
	}
	b.WriteByte(')')
}

// Describe writes a candidate's compact description: the action, the target's role and
// name, the exact value or URL, what a closed list it opens or a closed tab or section
// shows, and the relevant href
// and nearby context.
func Describe(c *fsm.Candidate) string {
	var b strings.Builder
	b.Grow(32 + len(c.Name) + len(c.Value) + len(c.Href) + len(c.Context))
	target := func() {
		role := c.Role
		if role == "" {
			role = "element"
		}
		b.WriteString(role)
		if c.Name != "" {
			b.WriteByte(' ')
			quote(&b, c.Name)
		}
	}
	switch c.Action {
	case fsm.ActClick:
		b.WriteString("click ")
		target()
		if c.Checked != nil && *c.Checked {
			if c.Role == "button" {
				b.WriteString(" (pressed)") // a toggle button: Like, Mute
			} else {
				b.WriteString(" (checked)")
			}
		}
		describePopup(&b, c.Popup)
		describeReveals(&b, c.Reveals)
	case fsm.ActFill:
		b.WriteString("fill ")
		target()
		b.WriteString(" with ")
		quote(&b, c.Value)
	case fsm.ActSelect:
		b.WriteString("select ")
		quote(&b, c.Value)
		if o := c.Option; o != nil && o.Value == c.Value && o.Label != c.Value && o.Label != "" {
			b.WriteString(" (option ")
			quote(&b, o.Label)
			b.WriteByte(')')
		} else if o != nil && o.Value != c.Value {
			b.WriteString(" (value ")
			quote(&b, o.Value)
			b.WriteByte(')')
		}
		b.WriteString(" in ")
		target()
	case fsm.ActScroll:
		if c.Target == "" {
			b.WriteString("scroll the page " + c.Direction)
			break
		}
		b.WriteString("scroll ")
		target()
		b.WriteString(" " + c.Direction)
	case fsm.ActBack:
		b.WriteString("go back one page in history")
	case fsm.ActNavigate:
		b.WriteString("navigate to " + c.Value)
	}
	if c.Href != "" && c.Action == fsm.ActClick {
		b.WriteString(" → ")
		b.WriteString(c.Href)
	}
	if c.Context != "" {
		b.WriteString(" (near ")
		quote(&b, c.Context)
		b.WriteByte(')')
	}
	return b.String()
}

// quote writes s in double quotes, escaping only quotes, backslashes and control
// characters (as Go does); other text, non-ASCII included, is written as it is.
func quote(b *strings.Builder, s string) {
	b.WriteByte('"')
	start := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 0x20 && c != '"' && c != '\\' && c != 0x7f {
			continue
		}
		b.WriteString(s[start:i])
		start = i + 1
		switch c {
		case '"', '\\':
			b.WriteByte('\\')
			b.WriteByte(c)
		case '\n':
			b.WriteString(`\n`)
		case '\t':
			b.WriteString(`\t`)
		case '\r':
			b.WriteString(`\r`)
		default:
			b.WriteString(`\x`)
			b.WriteByte("0123456789abcdef"[c>>4])
			b.WriteByte("0123456789abcdef"[c&0xf])
		}
	}
	b.WriteString(s[start:])
	b.WriteByte('"')
}
