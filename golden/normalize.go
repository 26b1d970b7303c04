package golden

import (
	"bytes"
	"fmt"
	"regexp"
)

var (
	docIDPattern    = regexp.MustCompile(`"document":"([0-9a-f]{16,64})"`)
	loopbackPattern = regexp.MustCompile(`(127\.0\.0\.1|localhost|\[::1\]):(\d{2,5})\b`)
	mutationCount   = regexp.MustCompile(`"mutations":\d+`)
	mutationText    = regexp.MustCompile(`\(\d+ mutations\)`)
	digestPattern   = regexp.MustCompile(`\b(redacted|digest|withheld)-[0-9a-f]{12}\b`)
)

// Normalize rewrites the volatile parts of recorded sessions so that recording the same
// goal again gives the same bytes: each page life's random document id becomes doc-1,
// doc-2, … in order of appearance (everywhere it occurs), each loopback port becomes
// 41001, 41002, …, and the pages' DOM mutation counters (which count timer-driven
// changes) become 0, and a redacted session's random digests become redacted-000000000001,
// … in order of appearance. It rewrites every occurrence consistently, so a normalised
// session replays with the same decisions as the original.
func Normalize(session []byte) []byte {
	out := session
	ids := map[string]string{}
	for _, m := range docIDPattern.FindAllSubmatch(out, -1) {
		id := string(m[1])
		if _, ok := ids[id]; !ok {
			ids[id] = fmt.Sprintf("doc-%d", len(ids)+1)
		}
	}
	for id, to := range ids {
		out = bytes.ReplaceAll(out, []byte(id), []byte(to))
	}
	ports := map[string]string{}
	out = loopbackPattern.ReplaceAllFunc(out, func(b []byte) []byte {
		m := loopbackPattern.FindSubmatch(b)
		key := string(m[2])
		to, ok := ports[key]
		if !ok {
			to = fmt.Sprint(41001 + len(ports))
			ports[key] = to
		}
		return []byte(string(m[1]) + ":" + to)
	})
	digests := map[string]string{}
	out = digestPattern.ReplaceAllFunc(out, func(b []byte) []byte {
		to, ok := digests[string(b)]
		if !ok {
			prefix, _, _ := bytes.Cut(b, []byte("-"))
			to = fmt.Sprintf("%s-%012x", prefix, len(digests)+1)
			digests[string(b)] = to
		}
		return []byte(to)
	})
	out = mutationCount.ReplaceAllLiteral(out, []byte(`"mutations":0`))
	return mutationText.ReplaceAllLiteral(out, []byte("(n mutations)"))
}
