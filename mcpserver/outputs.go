package mcpserver

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strings"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Every tool declares an output schema generated from its Go result type, and every
// result carries its structured content twice: as structuredContent, and serialized as
// JSON in the text block (MCP 2025-06-18: clients that pass only text to the model still
// see every element id, the trace and the decision). Tool errors (invalid arguments, a
// refusal before anything ran) carry the same JSON in the text block only, so a client
// that validates structured content against the schema never meets another shape.

// outputSchema generates the JSON schema of a tool's result type.
func outputSchema(t reflect.Type) (*jsonschema.Schema, error) {
	s, err := jsonschema.ForType(t, &jsonschema.ForOptions{})
	if err != nil {
		return nil, fmt.Errorf("mcpserver: output schema of %s: %w", t, err)
	}
	return s, nil
}

// jsonText is v serialized as JSON for a result's text block.
func jsonText(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Sprintf(`{"error":%q}`, "the result could not be encoded: "+err.Error())
	}
	return string(b)
}

// okResult carries v as structured content and as JSON text.
func okResult(v any) *mcp.CallToolResult {
	return &mcp.CallToolResult{StructuredContent: v, Content: []mcp.Content{&mcp.TextContent{Text: jsonText(v)}}}
}

// ToolInfo describes one tool for the README's tool table.
type ToolInfo struct {
	Name        string
	Annotations string
	// Output lists the result's top-level fields, from its output schema.
	Output []string
}

// Tools lists the server's tools with their annotations and output fields, as
// tools/list publishes them.
func (s *Server) Tools() []ToolInfo {
	var out []ToolInfo
	for _, t := range s.defs {
		info := ToolInfo{Name: t.tool.Name, Annotations: annotations(t.tool.Annotations)}
		if sch, ok := t.tool.OutputSchema.(*jsonschema.Schema); ok {
			info.Output = fields(sch)
		}
		out = append(out, info)
	}
	return out
}

// fields lists a schema's properties, required ones plain and optional ones with "?".
func fields(s *jsonschema.Schema) []string {
	req := map[string]bool{}
	for _, r := range s.Required {
		req[r] = true
	}
	var names []string
	for n := range s.Properties {
		names = append(names, n)
	}
	order := s.PropertyOrder
	if len(order) != len(names) {
		order = names
	}
	var out []string
	for _, n := range order {
		if !req[n] {
			n += "?"
		}
		out = append(out, n)
	}
	return out
}

func annotations(a *mcp.ToolAnnotations) string {
	if a == nil {
		return ""
	}
	var parts []string
	switch {
	case a.ReadOnlyHint:
		parts = append(parts, "read-only")
	case a.DestructiveHint != nil && *a.DestructiveHint:
		parts = append(parts, "destructive")
	default:
		parts = append(parts, "changes the page, not destructive")
	}
	if a.IdempotentHint {
		parts = append(parts, "idempotent")
	}
	if a.OpenWorldHint != nil {
		if *a.OpenWorldHint {
			parts = append(parts, "open world")
		} else {
			parts = append(parts, "closed world")
		}
	}
	return strings.Join(parts, ", ")
}

// ToolsTable renders the tool table of the README: every tool with its annotations and
// the top-level fields of its output schema (a "?" marks an optional field).
func (s *Server) ToolsTable() string {
	var b strings.Builder
	b.WriteString("| tool | annotations | output (structuredContent, and the same JSON as text) |\n|---|---|---|\n")
	for _, t := range s.Tools() {
		fmt.Fprintf(&b, "| `%s` | %s | `%s` |\n", t.Name, t.Annotations, strings.Join(t.Output, "`, `"))
	}
	return b.String()
}
