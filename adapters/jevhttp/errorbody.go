package jevhttp

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// maxMessageLen bounds a server message kept in an error.
const maxMessageLen = 300

// errorBody is what an error response said: the error type and a message, both cleaned.
// A 422 list's echoed input (which can hold page content) is never decoded.
type errorBody struct {
	errorType string
	message   string
	// nonJSON is set for a body that is not a JSON object (an HTML gateway page).
	nonJSON bool
}

// detailObject is the {"error_type", "message"} shape (400, 401, 403).
type detailObject struct {
	ErrorType string `json:"error_type"`
	Type      string `json:"type"`
	Message   string `json:"message"`
}

// detailItem is one FastAPI validation error (422) without its input echo.
type detailItem struct {
	Loc []any  `json:"loc"`
	Msg string `json:"msg"`
}

// parseErrorBody reads the three detail shapes (object, list, string) and the error /
// message envelopes some servers use; an empty or non-JSON body gives no message.
func parseErrorBody(body []byte) errorBody {
	if len(bytes.TrimSpace(body)) == 0 {
		return errorBody{}
	}
	var top map[string]json.RawMessage
	if err := json.Unmarshal(body, &top); err != nil {
		return errorBody{nonJSON: true}
	}
	for _, field := range []string{"detail", "error", "message"} {
		if raw, ok := top[field]; ok {
			if eb := parseDetail(raw); eb.message != "" || eb.errorType != "" {
				return eb
			}
		}
	}
	return errorBody{}
}

// parseDetail reads one detail value: a string, an object or a list.
func parseDetail(raw json.RawMessage) errorBody {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 {
		return errorBody{}
	}
	switch raw[0] {
	case '"':
		var s string
		if json.Unmarshal(raw, &s) == nil {
			return errorBody{message: clean(s, maxMessageLen)}
		}
	case '{':
		var o detailObject
		if json.Unmarshal(raw, &o) == nil {
			t := o.ErrorType
			if t == "" {
				t = o.Type
			}
			return errorBody{errorType: identifier(t), message: clean(o.Message, maxMessageLen)}
		}
	case '[':
		var items []detailItem
		if json.Unmarshal(raw, &items) == nil {
			return errorBody{message: clean(joinItems(items), maxMessageLen)}
		}
	}
	return errorBody{}
}

// joinItems renders validation errors as "loc: msg" joined by "; ", at most three.
func joinItems(items []detailItem) string {
	const most = 3
	var b strings.Builder
	for i, it := range items {
		if i == most {
			fmt.Fprintf(&b, "; (+%d more)", len(items)-most)
			break
		}
		if i > 0 {
			b.WriteString("; ")
		}
		for j, part := range it.Loc {
			if j > 0 {
				b.WriteByte('.')
			}
			switch p := part.(type) {
			case string:
				b.WriteString(p)
			case float64:
				b.WriteString(strconv.FormatFloat(p, 'f', -1, 64))
			}
		}
		if len(it.Loc) > 0 {
			b.WriteString(": ")
		}
		b.WriteString(it.Msg)
	}
	return b.String()
}

// clean collapses whitespace and control characters to single spaces, drops invalid
// UTF-8 and truncates to max bytes at a rune boundary.
func clean(s string, max int) string {
	var b strings.Builder
	space := false
	for _, r := range s {
		if r == utf8.RuneError || unicode.IsSpace(r) || unicode.IsControl(r) {
			space = b.Len() > 0
			continue
		}
		if space {
			b.WriteByte(' ')
			space = false
		}
		b.WriteRune(r)
	}
	return truncate(b.String(), max)
}

// truncate cuts s to at most max bytes at a rune boundary, marking the cut with "…".
func truncate(s string, max int) string {
	if len(s) <= max {
		return s
	}
	cut := max
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + "…"
}

// identifier keeps an error type or a request id only when it looks like one: at most
// 128 characters of [A-Za-z0-9_.-].
func identifier(s string) string {
	if len(s) > 128 {
		return ""
	}
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '_' || r == '.' || r == '-') {
			return ""
		}
	}
	return s
}

// retryAfter is the wait the service asked for, from retry-after-ms or Retry-After in
// seconds, rendered for a message; "" when absent or not a plain number.
func retryAfter(ms, secs string) string {
	if n, err := strconv.ParseFloat(strings.TrimSpace(ms), 64); err == nil && n >= 0 && n < 1e7 {
		return strconv.FormatFloat(n/1000, 'f', -1, 64) + "s"
	}
	if n, err := strconv.Atoi(strings.TrimSpace(secs)); err == nil && n >= 0 && n < 1e5 {
		return strconv.Itoa(n) + "s"
	}
	return ""
}
