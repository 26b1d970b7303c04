package viewer

import (
	"embed"
	"fmt"
	"html/template"
	"io"
	"path/filepath"

	"github.com/browsergoal/browsergoal"
	"github.com/browsergoal/browsergoal/docs"
	"github.com/browsergoal/browsergoal/fsm"
	"github.com/browsergoal/browsergoal/golden"
	"github.com/browsergoal/browsergoal/guards"
	"github.com/browsergoal/browsergoal/transitions"
)

//go:embed templates/*.html templates/*.css
var templateFS embed.FS

// templates parses the page templates (embedded, so a page needs no file at run time);
// digests starting with digestPrefix are marked ("" is the default prefix).
func templates(digestPrefix string) (*template.Template, error) {
	t, err := template.New("page").Funcs(funcs(digestPattern(digestPrefix))).ParseFS(templateFS, "templates/*.html", "templates/*.css")
	if err != nil {
		return nil, fmt.Errorf("viewer: parsing the page templates: %w", err)
	}
	return t, nil
}

// page is what the session template renders.
type page struct {
	Name       string
	Session    *Session
	Status     string
	Tone       string
	Banners    []banner
	Redacted   bool
	Engine     string
	Diagram    template.HTML
	Thresholds fsm.Thresholds
	Blocks     []blockView
	Waterfall  waterfall
}

// banner is a notice above the page: what the reader must know before trusting it.
type banner struct {
	Kind, Text string
}

// WriteSession writes the page for one session to w. The page is self-contained: the
// diagram, styles and data are inlined, and its Content-Security-Policy forbids every
// request.
func WriteSession(w io.Writer, s *Session) error {
	t, err := templates(s.Header.DigestPrefix)
	if err != nil {
		return err
	}
	table, err := transitions.Build()
	if err != nil {
		return fmt.Errorf("viewer: the transition table: %w", err)
	}
	p := &page{
		Name: filepath.Base(s.Name), Session: s, Status: string(s.Result.Status), Tone: tone(s.Result.Status),
		Redacted: s.Header.Redacted, Engine: browsergoal.Version, Thresholds: thresholds(s),
	}
	path := s.Path(table)
	p.Diagram = template.HTML(drawPath(docs.MachineSVG(), path, fsm.State(s.Result.Status))) // trusted: our own committed SVG
	p.Banners = banners(s, table, path)
	for _, b := range s.Blocks() {
		p.Blocks = append(p.Blocks, viewBlock(b, p.Thresholds))
	}
	p.Waterfall = newWaterfall(s)
	if err := t.ExecuteTemplate(w, "session.html", p); err != nil {
		return fmt.Errorf("viewer: writing the page: %w", err)
	}
	return nil
}

// thresholds are the gates the session was decided under: the ones its result records,
// else (a result that records none) today's.
func thresholds(s *Session) fsm.Thresholds {
	if th := s.Result.Thresholds; th != (fsm.Thresholds{}) {
		return th
	}
	return guards.Thresholds()
}

// banners lists what the reader must know first: redaction, another engine or table,
// an internal error, fields the page has no view for.
func banners(s *Session, table *fsm.Table, path Path) []banner {
	var out []banner
	if s.Header.Redacted {
		text := fmt.Sprintf("Recorded with --redact (%s): every value the caller supplied, field values and URL query strings are digests (%s…).", orNone(string(s.Header.Redaction)), orDefault(s.Header.DigestPrefix))
		if s.Header.Redaction == golden.RedactAll {
			text += " The page's own text is masked too, letter by letter."
		}
		out = append(out, banner{"redacted", text + " Equal digests stand for equal values within this session; this page shows the digests, never a guess at the values."})
	}
	if s.Header.Engine != browsergoal.Version {
		out = append(out, banner{"version", fmt.Sprintf("Recorded by engine %s; this page was written by engine %s. Entries are shown as recorded; fields this version has no view for are listed as they are.", orNone(s.Header.Engine), browsergoal.Version)})
	}
	if g, err := golden.GraphHash(table); err == nil && s.Header.Graph != g {
		out = append(out, banner{"version", fmt.Sprintf("Recorded under another transition table (graph %s; today's is %s): the path is drawn on today's diagram.", orNone(s.Header.Graph), g)})
	}
	if path.Problem != "" {
		out = append(out, banner{"problem", "The recorded path does not fit today's table: " + path.Problem + "."})
	}
	if th := s.Result.Thresholds; th != (fsm.Thresholds{}) && th != guards.Thresholds() {
		out = append(out, banner{"version", fmt.Sprintf("The session was gated at other thresholds than today's (%+v); the gates are drawn at the recorded ones.", th)})
	}
	if s.Internal != "" {
		out = append(out, banner{"problem", "The recorded run had an internal error: " + s.Internal})
	}
	unknown := 0
	for _, e := range s.Events {
		if !e.Kind.Known() {
			unknown++
		}
	}
	if unknown > 0 {
		out = append(out, banner{"version", fmt.Sprintf("%d entries of kinds this version does not know are shown as recorded, in their cycle.", unknown)})
	}
	return out
}

func orDefault(prefix string) string {
	if prefix == "" {
		return defaultDigestPrefix
	}
	return prefix
}

func orNone(s string) string {
	if s == "" {
		return "(none recorded)"
	}
	return s
}

// tone is how a status is coloured: done, stop (an abstention or a hard stop), fail.
func tone(s fsm.Status) string {
	switch s {
	case fsm.StatusPossiblyDone, fsm.StatusPreview:
		return "done"
	case fsm.StatusNoMatch, fsm.StatusAmbiguous, fsm.StatusNeedsConfirmation, fsm.StatusStepBudgetExhausted:
		return "stop"
	}
	return "fail"
}
