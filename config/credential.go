package config

import (
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
// sorted key order), or "". prefix is v's own path.
func findCredential(v any, prefix string) string {
	switch t := v.(type) {
	case map[string]any:
		keys := make([]string, 0, len(t))
		for k := range t {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			p := k
			if prefix != "" {
				p = prefix + "." + k
			}
			if typeSafeCredential(k) || (owned(prefix) && IsCredentialName(k)) {
				return p
			}
			if w := findCredential(t[k], p); w != "" {
				return w
			}
		}
	case []any:
		for _, e := range t {
			if w := findCredential(e, prefix); w != "" {
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
