package jevhttp

import (
	"encoding/json"
	"fmt"
	"math"
	"strconv"
	"unicode/utf8"
)

// Two hot-path helpers beside encoding/json, each checked against it by a differential
// fuzz test: appendJSONString writes the bytes encoding/json writes for a string (with
// HTML escaping off), so choice criteria can be appended in the candidates' order without
// a reflective map encode; parseProbabilities reads a flat label→number object without
// the per-entry allocations of decoding into a map[string]float64.

const hexDigits = "0123456789abcdef"

// appendJSONString appends s as a JSON string exactly as encoding/json encodes it with
// SetEscapeHTML(false): '"', '\\' and control characters escaped, invalid UTF-8 replaced
// by U+FFFD, and U+2028/U+2029 escaped.
func appendJSONString(dst []byte, s string) []byte {
	dst = append(dst, '"')
	start := 0
	for i := 0; i < len(s); {
		if i+8 <= len(s) && plain8(s, i) {
			i += 8
			continue
		}
		b := s[i]
		if b < utf8.RuneSelf {
			if b >= 0x20 && b != '"' && b != '\\' {
				i++
				continue
			}
			dst = append(dst, s[start:i]...)
			switch b {
			case '"', '\\':
				dst = append(dst, '\\', b)
			case '\b':
				dst = append(dst, '\\', 'b')
			case '\f':
				dst = append(dst, '\\', 'f')
			case '\n':
				dst = append(dst, '\\', 'n')
			case '\r':
				dst = append(dst, '\\', 'r')
			case '\t':
				dst = append(dst, '\\', 't')
			default:
				dst = append(dst, '\\', 'u', '0', '0', hexDigits[b>>4], hexDigits[b&0xf])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			dst = append(dst, s[start:i]...)
			dst = append(dst, `\ufffd`...)
		case r == '\u2028' || r == '\u2029':
			dst = append(dst, s[start:i]...)
			dst = append(dst, '\\', 'u', '2', '0', '2', hexDigits[r&0xf])
		default:
			i += size
			continue
		}
		i += size
		start = i
	}
	dst = append(dst, s[start:]...)
	return append(dst, '"')
}

// plain8 reports whether the 8 bytes of s at i need no escaping: all ASCII, none below
// 0x20, none '"' or '\\'. It may say no for plain bytes (the byte loop then decides), never
// yes for a byte that needs escaping.
func plain8(s string, i int) bool {
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	w := uint64(s[i]) | uint64(s[i+1])<<8 | uint64(s[i+2])<<16 | uint64(s[i+3])<<24 |
		uint64(s[i+4])<<32 | uint64(s[i+5])<<40 | uint64(s[i+6])<<48 | uint64(s[i+7])<<56
	control := (w - 0x20*ones) &^ w
	q := w ^ '"'*ones
	quote := (q - ones) &^ q
	bs := w ^ '\\'*ones
	backslash := (bs - ones) &^ bs
	return (control|quote|backslash|w)&highs == 0
}

// flatReader reads one flat JSON object of string keys and number values, or one number.
type flatReader struct {
	b []byte
	i int
}

// parseProbabilities reads a JSON object mapping labels to numbers, as encoding/json
// would into a map[string]float64, except that a label given twice is an error rather
// than last-wins. Keys equal to an offered label share its string. Any other value than a
// number is an error.
func parseProbabilities(raw []byte, labels []string) (map[string]float64, error) {
	r := flatReader{b: raw}
	r.space()
	if !r.eat('{') {
		return nil, fmt.Errorf("probabilities are not a JSON object")
	}
	m := make(map[string]float64, len(labels))
	r.space()
	if r.eat('}') {
		return m, r.end()
	}
	for {
		r.space()
		key, err := r.str(labels)
		if err != nil {
			return nil, err
		}
		r.space()
		if !r.eat(':') {
			return nil, fmt.Errorf("probabilities: expected ':' after %q", truncate(key, 40))
		}
		r.space()
		v, err := r.num()
		if err != nil {
			return nil, fmt.Errorf("probability of %q: %w", truncate(key, 40), err)
		}
		if _, dup := m[key]; dup {
			return nil, fmt.Errorf("label %q has two probabilities", truncate(key, 40))
		}
		m[key] = v
		r.space()
		if r.eat(',') {
			continue
		}
		if r.eat('}') {
			return m, r.end()
		}
		return nil, fmt.Errorf("probabilities: expected ',' or '}' at byte %d", r.i)
	}
}

func (r *flatReader) space() {
	for r.i < len(r.b) && (r.b[r.i] == ' ' || r.b[r.i] == '\t' || r.b[r.i] == '\n' || r.b[r.i] == '\r') {
		r.i++
	}
}

func (r *flatReader) eat(c byte) bool {
	if r.i < len(r.b) && r.b[r.i] == c {
		r.i++
		return true
	}
	return false
}

func (r *flatReader) end() error {
	r.space()
	if r.i != len(r.b) {
		return fmt.Errorf("probabilities: trailing data at byte %d", r.i)
	}
	return nil
}

// str reads a JSON string. Plain ASCII without escapes is taken directly (as an offered
// label's own string when it is one); anything else is handed to encoding/json.
func (r *flatReader) str(labels []string) (string, error) {
	if !r.eat('"') {
		return "", fmt.Errorf("probabilities: expected a string label at byte %d", r.i)
	}
	start, plain := r.i, true
	for r.i < len(r.b) {
		switch c := r.b[r.i]; {
		case c == '"':
			r.i++
			if plain {
				return intern(r.b[start:r.i-1], labels), nil
			}
			var s string
			if err := json.Unmarshal(r.b[start-1:r.i], &s); err != nil {
				return "", fmt.Errorf("probabilities: a label does not decode: %w", err)
			}
			return s, nil
		case c == '\\':
			plain = false
			r.i += 2
		case c < 0x20:
			return "", fmt.Errorf("probabilities: control character in a label")
		default:
			if c >= utf8.RuneSelf {
				plain = false
			}
			r.i++
		}
	}
	return "", fmt.Errorf("probabilities: unterminated label")
}

// intern returns the offered label equal to key without allocating for the core's
// labels ("1", "2", … and the no-match label last), else a new string.
func intern(key []byte, labels []string) string {
	n := len(labels)
	if n > 0 && string(key) == labels[n-1] {
		return labels[n-1]
	}
	k := 0
	for i, c := range key {
		if c < '0' || c > '9' || i == 0 && c == '0' || i >= 6 {
			k = 0
			break
		}
		k = k*10 + int(c-'0')
	}
	if k >= 1 && k <= n && labels[k-1] == string(key) {
		return labels[k-1]
	}
	return string(key)
}

// num reads a JSON number. Up to 15 significant digits without an exponent take the
// exact fast path (an integer divided by a power of ten, correctly rounded like
// strconv.ParseFloat); anything else goes to strconv.ParseFloat.
func (r *flatReader) num() (float64, error) {
	start := r.i
	r.eat('-')
	intStart := r.i
	for r.i < len(r.b) && r.b[r.i] >= '0' && r.b[r.i] <= '9' {
		r.i++
	}
	intDigits := r.i - intStart
	if intDigits == 0 || intDigits > 1 && r.b[intStart] == '0' {
		return 0, fmt.Errorf("not a JSON number")
	}
	fracDigits := 0
	if r.eat('.') {
		fs := r.i
		for r.i < len(r.b) && r.b[r.i] >= '0' && r.b[r.i] <= '9' {
			r.i++
		}
		if fracDigits = r.i - fs; fracDigits == 0 {
			return 0, fmt.Errorf("not a JSON number")
		}
	}
	exp := false
	if r.i < len(r.b) && (r.b[r.i] == 'e' || r.b[r.i] == 'E') {
		exp = true
		r.i++
		if r.i < len(r.b) && (r.b[r.i] == '+' || r.b[r.i] == '-') {
			r.i++
		}
		es := r.i
		for r.i < len(r.b) && r.b[r.i] >= '0' && r.b[r.i] <= '9' {
			r.i++
		}
		if r.i == es {
			return 0, fmt.Errorf("not a JSON number")
		}
	}
	text := r.b[start:r.i]
	if !exp && intDigits+fracDigits <= 15 {
		var mant uint64
		for _, c := range text {
			if c >= '0' && c <= '9' {
				mant = mant*10 + uint64(c-'0')
			}
		}
		v := float64(mant) / math.Pow10(fracDigits) // both exact: one correctly rounded division
		if text[0] == '-' {
			v = -v
		}
		return v, nil
	}
	v, err := strconv.ParseFloat(string(text), 64)
	if err != nil {
		return 0, fmt.Errorf("not a finite number")
	}
	return v, nil
}

// parseNumber reads raw as exactly one JSON number.
func parseNumber(raw []byte) (float64, error) {
	r := flatReader{b: raw}
	r.space()
	v, err := r.num()
	if err != nil {
		return 0, err
	}
	r.space()
	if r.i != len(r.b) {
		return 0, fmt.Errorf("not a JSON number")
	}
	return v, nil
}
