package local

import (
	"net/url"
	"strings"
)

// Scores of a navigate the goal asks for without writing its URL (the caller put it in
// navigate_urls): "Open the pricing page" with https://shop.example/pricing.
const (
	namedURLScore = 0.85 // the URL's words show every content word of the going clause
	halfCover     = 0.5  // the least share of the clause's content words the URL must show
)

// goingVerbs are the verbs that ask to be taken to a page ("open", "go to", "visit",
// "take me to", "bring up"); a clause led by one may be met by a navigate.
func goingVerbs() []string {
	return []string{
		"open", "go", "navigate", "visit", "load", "head", "browse", "return", "take",
		"bring", "pull", "jump", "launch", "access", "reach", "show",
	}
}

// navigateFit is how well a navigate to a URL the goal does not write fits click step k's
// going clause: the URL's host and path words show the clause's content words (most of
// them). A URL the goal writes is met by its own navigate step instead; a clause not led by a going verb never
// navigates.
func (s *scorer) navigateFit(i int, st step) float64 {
	c, f := &s.req.Candidates[i], &s.feats[i]
	if f.value < 0 || s.g.values[f.value].clause >= 0 || !s.going(st.clause) {
		return 0
	}
	content := s.v.content(s.g.clauseTokens(st.clause)).minus(s.v.pagePart).minus(s.v.going)
	if len(content) == 0 {
		return 0
	}
	words := urlWords(c.Value)
	share := float64(content.count(words)) / float64(len(content))
	if share < halfCover {
		return 0
	}
	return namedURLScore * share
}

// going reports whether clause ci starts with a going verb (after "please" and the like).
func (s *scorer) going(ci int) bool {
	for _, w := range s.g.clauses[ci].raw {
		t := fold(w)
		if s.v.going.has(t) {
			return true
		}
		if !s.v.negFiller.has(w) && w != "please" {
			return false
		}
	}
	return false
}

// urlWords are the words of a URL's host (less its top-level domain and "www") and of
// its path and query.
func urlWords(raw string) tokenSet {
	u, err := url.Parse(raw)
	if err != nil {
		return tokenSet{}
	}
	host := strings.Split(u.Hostname(), ".")
	if len(host) > 1 {
		host = host[:len(host)-1]
	}
	return wordSet(strings.Join(host, " ") + " " + hrefText(raw))
}
