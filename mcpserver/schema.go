package mcpserver

import (
	"encoding/json"
	"errors"
	"fmt"
	"regexp"

	"github.com/google/jsonschema-go/jsonschema"

	"github.com/browsergoal/browsergoal/fsm"
)

// The input schemas, built from the request bounds in package fsm so that the published
// schema and the server's validation (fsm.ParseRequest) are the same rules.

func ptr[T any](v T) *T { return &v }

func str(desc string, lo, hi int) *jsonschema.Schema {
	s := &jsonschema.Schema{Type: "string", Description: desc, MaxLength: ptr(hi)}
	if lo > 0 {
		s.MinLength = ptr(lo)
	}
	return s
}

func list(desc string, itemChars int) *jsonschema.Schema {
	return &jsonschema.Schema{Type: "array", Description: desc, MaxItems: ptr(fsm.MaxValues), UniqueItems: true,
		Items: str("", 1, itemChars)}
}

func integer(desc string, lo, hi, def int) *jsonschema.Schema {
	return &jsonschema.Schema{Type: "integer", Description: desc, Minimum: ptr(float64(lo)), Maximum: ptr(float64(hi)),
		Default: json.RawMessage(fmt.Sprint(def))}
}

func boolean(desc string) *jsonschema.Schema {
	return &jsonschema.Schema{Type: "boolean", Description: desc, Default: json.RawMessage("false")}
}

func object(order []string, props map[string]*jsonschema.Schema, required ...string) *jsonschema.Schema {
	return &jsonschema.Schema{Type: "object", Properties: props, PropertyOrder: order, Required: required,
		AdditionalProperties: &jsonschema.Schema{Not: &jsonschema.Schema{}}}
}

func windowProps(p map[string]*jsonschema.Schema) map[string]*jsonschema.Schema {
	p["target"] = str("The host's native window token (opaque; passed to the host's permission check).", 0, fsm.MaxIDChars)
	p["tab"] = str("The attached tab's id from browser_tabs; may be omitted when the browser has one page tab or the server opened one.", 0, fsm.MaxIDChars)
	return p
}

func goalSchema() *jsonschema.Schema {
	return object(
		[]string{"target", "tab", "goal", "text_values", "select_values", "navigate_urls", "allow_back", "max_steps", "timeout_ms", "preview"},
		windowProps(map[string]*jsonschema.Schema{
			"goal":          str("The narrow goal in plain language, e.g. \"Search for Rust async examples and open the most relevant result\".", 1, fsm.MaxGoalChars),
			"text_values":   list("Every exact text that may be typed into a field, used verbatim.", fsm.MaxTextValueChars),
			"select_values": list("Every exact option value or label that may be selected, used verbatim.", fsm.MaxSelectValueChars),
			"navigate_urls": list("Every exact absolute http(s) URL that may be navigated to, used verbatim.", fsm.MaxURLChars),
			"allow_back":    boolean("Offer one history step back (default false)."),
			"max_steps":     integer("The most actions performed.", fsm.MinSteps, fsm.MaxSteps, fsm.DefaultSteps),
			"timeout_ms":    integer("The whole goal's time budget in milliseconds.", fsm.MinTimeoutMS, fsm.MaxTimeoutMS, fsm.DefaultTimeoutMS),
			"preview":       boolean("Decide the first proposal (and assess its risk) and perform nothing; still sends the observation to the decision service."),
		}), "goal")
}

func stepSchema() *jsonschema.Schema {
	action := &jsonschema.Schema{Type: "string", Enum: []any{string(fsm.ActClick), string(fsm.ActFill), string(fsm.ActSelect)},
		Description: "click, fill (with value) or select (with value)."}
	return object([]string{"target", "tab", "action", "element", "value"},
		windowProps(map[string]*jsonschema.Schema{
			"action":  action,
			"element": str("The element's id from the latest browser_observe (or browser_step) observation of this tab.", 1, fsm.MaxIDChars),
			"value":   str("fill: the exact text to type; select: the exact option value or label. Used verbatim. Omit for click.", 1, fsm.MaxTextValueChars),
		}), "action", "element")
}

func navigateSchema() *jsonschema.Schema {
	return object([]string{"target", "tab", "url"}, windowProps(map[string]*jsonschema.Schema{
		"url": str("One absolute http(s) URL, used verbatim (javascript:, data:, file:, relative and user:pass@ URLs are refused).", 1, fsm.MaxURLChars),
	}), "url")
}

func tabSchema() *jsonschema.Schema {
	return object([]string{"target", "tab"}, windowProps(map[string]*jsonschema.Schema{}))
}

func tabsSchema() *jsonschema.Schema {
	action := &jsonschema.Schema{Type: "string", Enum: []any{tabsList, tabsOpen, tabsSelect, tabsClose}, Default: json.RawMessage(`"list"`),
		Description: "list (default): the page tabs; open: a new tab in front (at url, else about:blank); select: bring tab to front; close: close tab. An opened or selected tab is the tab of calls that name none."}
	return object([]string{"target", "action", "url", "tab"}, map[string]*jsonschema.Schema{
		"target": str("The host's native window token (opaque; passed to the host's permission check).", 0, fsm.MaxIDChars),
		"action": action,
		"url":    str("open only: one absolute http(s) URL, used verbatim and checked exactly as browser_navigate's url; omitted: about:blank.", 1, fsm.MaxURLChars),
		"tab":    str("select and close only: the tab's id from browser_tabs.", 1, fsm.MaxIDChars),
	})
}

// validate checks raw arguments against the tool's resolved input schema. A refusal is
// explained by the tool's own decoding (check), whose errors name the field and its
// range; failing that, by the schema keyword and the field it concerns. Values are never
// echoed.
func validate(schema *jsonschema.Resolved, args []byte, check func([]byte) error) error {
	var v any
	if err := json.Unmarshal(args, &v); err != nil {
		return check(args)
	}
	err := schema.Validate(v)
	if err == nil {
		return nil
	}
	if cerr := check(args); cerr != nil {
		return cerr
	}
	return schemaError(err)
}

var (
	schemaField = regexp.MustCompile(`/properties/([^/:\s]+)`)
	schemaExtra = regexp.MustCompile(`unexpected additional properties \["([^"]+)"`)
	schemaNeed  = regexp.MustCompile(`missing properties: \["([^"]+)"`)
	schemaWord  = regexp.MustCompile(`(?:^|: )([a-zA-Z]+): `)
)

// schemaError names the field and the schema keyword of a jsonschema validation error,
// without the value the library's message may quote.
func schemaError(err error) error {
	msg := err.Error()
	field, problem := "arguments", "do not match the tool's input schema"
	switch {
	case schemaExtra.MatchString(msg):
		field, problem = schemaExtra.FindStringSubmatch(msg)[1], "is not a known field"
	case schemaNeed.MatchString(msg):
		field, problem = schemaNeed.FindStringSubmatch(msg)[1], "is required"
	case schemaField.MatchString(msg):
		m := schemaField.FindAllStringSubmatch(msg, -1)
		field = m[len(m)-1][1]
		problem = "does not match the input schema"
		if w := schemaWord.FindAllStringSubmatch(msg, -1); len(w) > 0 {
			problem += " (" + w[len(w)-1][1] + ")"
		}
	}
	return &fsm.ValidationError{Field: field, Problem: problem, Err: errSchema}
}

// errSchema marks a schema refusal; the library's own message (which may quote the
// value) is deliberately not kept.
var errSchema = errors.New("input schema validation failed")
