package config

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// HandbookExample is the handbook's config.json, verbatim.
const HandbookExample = `{
  "agent": {
    "mcp": {
      "computer": {
        "type": "local",
        "command": ["builtin", "computer"],
        "enabled": true
      }
    },
    "experimental": {
      "options": {
        "computer-typesafe": { "enabled": true }
      }
    }
  }
}`

func write(t *testing.T, body string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), FileName)
	if err := os.WriteFile(p, []byte(body), 0o600); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestHandbookExampleEnablesTheMode(t *testing.T) {
	for _, p := range []Paths{{Global: write(t, HandbookExample)}, {Workspace: write(t, HandbookExample)}} {
		s, err := Load(p)
		if err != nil || !s.ComputerEnabled || !s.TypeSafeEnabled || s.Permission != PermissionUnset {
			t.Fatalf("%+v: %+v, %v", p, s, err)
		}
	}
}

func TestDefaultsAndMissingFiles(t *testing.T) {
	s, err := Load(Paths{Global: filepath.Join(t.TempDir(), "none.json"), Workspace: ""})
	if err != nil || !s.ComputerEnabled || s.TypeSafeEnabled || s.Permission != PermissionUnset {
		t.Fatalf("%+v, %v: want computer on, TypeSafe off, permission unset", s, err)
	}
}

func TestWorkspaceOverridesGlobalKeyByKey(t *testing.T) {
	global := write(t, `{"agent":{"mcp":{"computer":{"enabled":false}},"experimental":{"options":{"computer-typesafe":{"enabled":true}}},"permissions":{"computer-use":"deny"}}}`)
	ws := write(t, `{"agent":{"mcp":{"computer":{"enabled":true}},"permissions":{"computer-use":"allow"}}}`)
	s, err := Load(Paths{Global: global, Workspace: ws})
	if err != nil || !s.ComputerEnabled || !s.TypeSafeEnabled || s.Permission != PermissionDeny {
		t.Fatalf("%+v, %v: the workspace overrides key by key, but the global deny wins over its allow", s, err)
	}
	s, err = Load(Paths{Global: ws, Workspace: global})
	if err != nil || s.Permission != PermissionDeny {
		t.Fatalf("%+v, %v: a workspace deny wins over a global allow", s, err)
	}
	ws2 := write(t, `{"agent":{"experimental":{"options":{"computer-typesafe":{"enabled":false}}}}}`)
	s, err = Load(Paths{Global: global, Workspace: ws2})
	if err != nil || s.ComputerEnabled || s.TypeSafeEnabled || s.Permission != PermissionDeny {
		t.Fatalf("%+v, %v", s, err)
	}
}

func TestBadValuesNameTheFileAndKey(t *testing.T) {
	cases := []struct{ body, want string }{
		{`{"agent":{"mcp":{"computer":{"enabled":"yes"}}}}`, KeyComputerEnabled + " must be true or false"},
		{`{"agent":{"experimental":{"options":{"computer-typesafe":{"enabled":1}}}}}`, KeyTypeSafeEnabled + " must be true or false"},
		{`{"agent":{"permissions":{"computer-use":"maybe"}}}`, KeyPermission + ` must be "allow" or "deny"`},
		{`{"agent":{"mcp":[]}}`, `"agent.mcp" must be a JSON object`},
		{`{"agent":`, "is not valid JSON"},
		{`[]`, "must hold a JSON object"},
	}
	for _, c := range cases {
		p := write(t, c.body)
		_, err := Load(Paths{Workspace: p})
		if err == nil || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), p) {
			t.Errorf("%s: %v; want %q and the path", c.body, err, c.want)
		}
	}
}

const fakeKey = "ts_FAKE-KEY-never-shown-0123456789"

// TestCredentialsAreRefusedWithoutEchoing: one row per place a key might be written.
func TestCredentialsAreRefusedWithoutEchoing(t *testing.T) {
	cases := []struct{ body, where string }{
		{`{"agent":{"experimental":{"options":{"computer-typesafe":{"enabled":true,"apiKey":"K"}}}}}`, "agent.experimental.options.computer-typesafe.apiKey"},
		{`{"agent":{"experimental":{"options":{"computer-typesafe":{"key":"K"}}}}}`, "agent.experimental.options.computer-typesafe.key"},
		{`{"agent":{"mcp":{"computer":{"env":{"TYPESAFE_API_KEY":"K"}}}}}`, "agent.mcp.computer.env.TYPESAFE_API_KEY"},
		{`{"agent":{"mcp":{"computer":{"headers":{"Authorization":"K"}}}}}`, "agent.mcp.computer.headers.Authorization"},
		{`{"TYPESAFE_API_KEY":"K"}`, "TYPESAFE_API_KEY"},
		{`{"env":[{"typesafe-token":"K"}]}`, "env[0].typesafe-token"},
	}
	for _, c := range cases {
		p := write(t, strings.ReplaceAll(c.body, `"K"`, `"`+fakeKey+`"`))
		_, err := Load(Paths{Global: p})
		if !errors.Is(err, ErrKeyInConfig) || !strings.Contains(err.Error(), c.where) || strings.Contains(err.Error(), fakeKey) {
			t.Errorf("%s: %v; want ErrKeyInConfig naming %s without the value", c.body, err, c.where)
		}
	}
	// Another server's own token, outside browsergoal's subtrees, is the host's business.
	p := write(t, `{"agent":{"mcp":{"github":{"headers":{"Authorization":"x"}}}}}`)
	if _, err := Load(Paths{Global: p}); err != nil {
		t.Fatalf("another server's header refused: %v", err)
	}
}

func TestCredentialNames(t *testing.T) {
	for name := range credentialNames {
		if !IsCredentialName(name) {
			t.Errorf("%s", name)
		}
	}
	for _, n := range []string{"api_key", "API-Key", "openaiApiKey", "Access_Token"} {
		if !IsCredentialName(n) {
			t.Errorf("%s is a credential name", n)
		}
	}
	for _, n := range []string{"enabled", "type", "command", "keyboard", "target", "tab"} {
		if IsCredentialName(n) {
			t.Errorf("%s is not a credential name", n)
		}
	}
}

func TestHostRereadsTheConfigAndDenyWins(t *testing.T) {
	p := write(t, HandbookExample)
	h := &Host{Paths: Paths{Workspace: p}}
	st, err := h.State(context.Background(), "", "")
	if err != nil || !st.ComputerEnabled || !st.TypeSafeEnabled || st.Permitted {
		t.Fatalf("no grant: %+v %v", st, err)
	}
	h.Granted = true
	if st, _ = h.State(context.Background(), "", ""); !st.Permitted {
		t.Fatal("the flag grants when the config is silent")
	}
	if err := os.WriteFile(p, []byte(`{"agent":{"permissions":{"computer-use":"deny"}}}`), 0o600); err != nil {
		t.Fatal(err)
	}
	if st, _ = h.State(context.Background(), "", ""); st.Permitted || st.TypeSafeEnabled {
		t.Fatalf("deny in the config wins over the flag, and the mode is off again: %+v", st)
	}
	if err := os.WriteFile(p, []byte(`{`), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := h.State(context.Background(), "", ""); err == nil {
		t.Fatal("an unreadable config must fail closed")
	}
}

func TestPaths(t *testing.T) {
	env := map[string]string{"HOME": "/home/u"}
	p, err := DefaultPaths(func(k string) string { return env[k] }, "/w")
	if err != nil || p.Global != "/home/u/.config/browsergoal/config.json" || p.Workspace != "/w/.browsergoal/config.json" {
		t.Fatalf("%+v %v", p, err)
	}
	env["XDG_CONFIG_HOME"] = "/x"
	if d, _ := UserDir(func(k string) string { return env[k] }); d != "/x/browsergoal" {
		t.Fatal(d)
	}
	if _, err := UserDir(func(string) string { return "" }); err == nil {
		t.Fatal("no HOME must be an error")
	}
}
