package golden

import (
	"testing"
)

func TestMatcherFindsExactFoldedAndSpacedForms(t *testing.T) {
	var m matcher
	m.add("VerySecretText-42", "<A>")
	m.add("Grace  Hopper", "<B>")
	m.add("Yes", "<C>")
	m.add("1", "<D>")
	cases := []struct{ in, want string }{
		{"Write the message 'VerySecretText-42' and send it", "Write the message '<A>' and send it"},
		{"Message: verysecrettext-42", "Message: <A>"},
		{"VERYSECRETTEXT-42!", "<A>!"},
		{"xVerySecretText-42y", "x<A>y"},
		{"Dear grace\n\t hopper,", "Dear <B>,"},
		{"GRACE HOPPER", "<B>"},
		{"Yes, yes. Yesterday eyes YES", "<C>, <C>. Yesterday eyes <C>"},
		{"Page 1 of 12 (2019), item 1.", "Page <D> of 12 (2019), item <D>."},
		{"nothing here", "nothing here"},
		{"", ""},
	}
	for _, c := range cases {
		if got := join(m.replace(c.in)); got != c.want {
			t.Errorf("replace(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestMatcherPrefersTheLongestAndTheExactNeedle(t *testing.T) {
	var m matcher
	m.add("Grace", "<short>")
	m.add("Grace Hopper", "<long>")
	m.add("grace hopper", "<lower>")
	for in, want := range map[string]string{
		"Grace Hopper and Grace": "<long> and <short>",
		"grace hopper":           "<lower>",
		"GRACE HOPPER":           "<long>",
	} {
		if got := join(m.replace(in)); got != want {
			t.Errorf("replace(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestMatcherFoldsUnicodeCaseAndKeepsOffsets(t *testing.T) {
	var m matcher
	m.add("straße Kelvin", "<K>")
	// U+212A KELVIN SIGN folds to k; the replacement keeps the bytes around it.
	in := "«STRAßE   \u212Aelvin» done"
	if got := join(m.replace(in)); got != "«<K>» done" {
		t.Errorf("got %q", got)
	}
	var short matcher
	short.add("é", "<E>")
	if got := join(short.replace("É café é")); got != "<E> café <E>" {
		t.Errorf("got %q", got)
	}
}

func TestParseRedaction(t *testing.T) {
	for in, want := range map[string]Redaction{"values": RedactValues, "true": RedactValues, "all": RedactAll, "ALL": RedactAll, "none": RedactNone, "false": RedactNone} {
		if got, err := ParseRedaction(in); err != nil || got != want {
			t.Errorf("ParseRedaction(%q) = %q, %v", in, got, err)
		}
	}
	if _, err := ParseRedaction("some"); err == nil || err.Error() != `--redact must be values or all (--redact alone means values), got "some"` {
		t.Errorf("a bad mode: %v", err)
	}
}
