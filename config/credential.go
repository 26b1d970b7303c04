package config

import (
	"fmt"
	"sort"
	"strings"
)

// credentialNames are the object keys (lower-cased, without "-", "_", "." or spaces)
// that name a credential. Inside the subtrees browsergoal owns (agent.mcp.computer and
// the computer-typesafe options) any of them refuses the file; elsewhere (a host's other
// servers may keep their own tokens there) only a TypeSafe key does.
var credentialNames = map[string]bool{
	"key":            true,
	"apikey":         true,
	"typesafeapikey": true,
	"typesafekey":    true,
	"secret":         true,
	"secretkey":      true,
	"accesskey":      true,
	"token":          true,
	"accesstoken":    true,
	"apitoken":       true,
	"bearer":         true,
	"authorization":  true,
	"credential":     true,
	"credentials":    true,
	"password":       true,
}

// ownedSubtrees are the config paths whose every credential-like key is refused.
var ownedSubtrees = []string{"agent.mcp.computer", "agent.experimental.options.computer-typesafe"}

func normalizeName(k string) string {
	return strings.NewReplacer("-", "", "_", "", ".", "", " ", "").Replace(strings.ToLower(k))
}

// IsCredentialName reports whether an object key names a credential.
func IsCredentialName(k string) bool {
	n := normalizeName(k)
	return credentialNames[n] || strings.HasSuffix(n, "apikey")
}

// typeSafeCredential reports whether a key names a TypeSafe credential wherever it is.
func typeSafeCredential(k string) bool {
	n := normalizeName(k)
	return strings.Contains(n, "typesafe") && IsCredentialName(strings.Replace(n, "typesafe", "", 1))
}

// findCredential returns the dotted path of the first credential-like key under v (in
// sorted key order), or "".
func findCredential(v any) string {
	return Find(v, func(parent, key string, _ any) bool {
		return key != "" && (typeSafeCredential(key) || (owned(parent) && IsCredentialName(key)))
	})
}

// Find walks a decoded JSON value depth-first, object members in sorted key order, and
// returns the path ("a.b", "a.list[2]") of the first object member or array element for
// which match holds, or "". match sees the parent's path, the member's key ("" for an
// array element) and its value.
func Find(v any, match func(parent, key string, val any) bool) string {
	return find(v, "", match)
}

func find(v any, path string, match func(parent, key string, val any) bool) string {
	switch t := v.(type) {
	case map[string]any:
		keys := make([]string, 0, len(t))
		for k := range t {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			p := k
			if path != "" {
				p = path + "." + k
			}
			if match(path, k, t[k]) {
				return p
			}
			if w := find(t[k], p, match); w != "" {
				return w
			}
		}
	case []any:
		for i, e := range t {
			p := fmt.Sprintf("%s[%d]", path, i)
			if match(path, "", e) {
				return p
			}
			if w := find(e, p, match); w != "" {
				return w
			}
		}
	}
	return ""
}

func owned(path string) bool {
	for _, s := range ownedSubtrees {
		if path == s || strings.HasPrefix(path, s+".") {
			return true
		}
	}
	return false
}
