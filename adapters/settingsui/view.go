package settingsui

import (
	"context"
	"fmt"
	"html/template"

	"github.com/browsergoal/browsergoal/adapters/jevhttp"
	"github.com/browsergoal/browsergoal/adapters/pagejs"
	"github.com/browsergoal/browsergoal/config"
	"github.com/browsergoal/browsergoal/credentials"
)

// view is what the page shows, read afresh for every load.
type view struct {
	CSRF  string
	Flash []line
	// Target is the file a change is written to; TargetKind "workspace" or "global".
	Target, TargetKind string
	Global, Workspace  string // the two files ("" when no workspace was given)
	// Err is a config file that cannot be read (the settings cannot be shown or changed).
	Err string

	Computer, TypeSafe setting
	Permission         permission

	Marker  template.HTML // pagejs.NoAgentMeta: browsergoal refuses the page
	EnvWins string        // credentials.EnvWinsLine
	KeyKept string        // config.MsgTypeSafeKeyKept

	KeySource  string // credentials.SourceLine, never the key
	KeyErr     string
	KeyFromEnv bool
	StorePath  string
}

// setting is one on/off setting: its effective value, the plain-language line of its
// state, and what each file says.
type setting struct {
	ID              string // the checkbox's id
	On              bool
	HasWS           bool // a workspace file was given
	Line            string
	InGlobal, InWS  string // "true", "false" or "not set"
	WorkspaceWins   bool   // the workspace file sets it, overriding the global file
	Default, Config string // the default, and the dotted key
}

// permission is the session's computer-use permission as the files set it.
type permission struct {
	Value          config.Permission
	Line           string
	InGlobal, InWS string // "allow", "deny" or "not set"
	InTarget       string // what the file a change goes to says
	GlobalDenyWins bool   // the global deny overrides the workspace's allow
}

func (s *Server) view(ctx context.Context) view {
	p := s.opts.Paths
	v := view{CSRF: s.csrf, Flash: s.takeFlash(), Global: p.Global, Workspace: p.Workspace, StorePath: s.opts.Store.Path,
		Target: p.Global, TargetKind: "global", Marker: template.HTML(pagejs.NoAgentMeta),
		EnvWins: credentials.EnvWinsLine(), KeyKept: config.MsgTypeSafeKeyKept}
	if p.Workspace != "" {
		v.Target, v.TargetKind = p.Workspace, "workspace"
	}
	src, err := credentials.Source(ctx, s.opts.Getenv, s.opts.Store)
	if err != nil {
		v.KeyErr = err.Error() // never holds the key (jevhttp.NormalizeKey, credentials)
	} else {
		overridden := false
		if src == jevhttp.KeyFromEnv {
			k, _ := s.opts.Store.SavedKey(ctx)
			overridden = k != ""
		}
		v.KeySource, v.KeyFromEnv = credentials.SourceLine(src, s.opts.Store.Path, overridden), src == jevhttp.KeyFromEnv
	}
	eff, err := config.Load(p)
	if err != nil {
		v.Err = err.Error()
		return v
	}
	g, _ := config.ReadFile(p.Global) // Load read both without error
	var w config.FileSettings
	if p.Workspace != "" {
		w, _ = config.ReadFile(p.Workspace)
	}
	ws := p.Workspace != ""
	v.Computer = setting{ID: "computer", HasWS: ws, On: eff.ComputerEnabled, InGlobal: boolIn(g.ComputerEnabled), InWS: boolIn(w.ComputerEnabled),
		WorkspaceWins: w.ComputerEnabled != nil, Default: "true", Config: config.KeyComputerEnabled,
		Line: pick(eff.ComputerEnabled, config.MsgComputerEnabled, config.MsgComputerDisabled)}
	v.TypeSafe = setting{ID: "typesafe", HasWS: ws, On: eff.TypeSafeEnabled, InGlobal: boolIn(g.TypeSafeEnabled), InWS: boolIn(w.TypeSafeEnabled),
		WorkspaceWins: w.TypeSafeEnabled != nil, Default: "false", Config: config.KeyTypeSafeEnabled,
		Line: pick(eff.TypeSafeEnabled, config.MsgTypeSafeEnabled, config.MsgTypeSafeDisabled)}
	v.Permission = permission{Value: eff.Permission, InGlobal: permIn(g.Permission), InWS: permIn(w.Permission),
		GlobalDenyWins: g.Permission == config.PermissionDeny && w.Permission == config.PermissionAllow}
	v.Permission.InTarget = v.Permission.InGlobal
	if ws {
		v.Permission.InTarget = v.Permission.InWS
	}
	switch eff.Permission {
	case config.PermissionAllow:
		v.Permission.Line = config.MsgPermissionAllow
	case config.PermissionDeny:
		v.Permission.Line = config.MsgPermissionDeny
	default:
		v.Permission.Line = config.MsgPermissionUnset
	}
	return v
}

func pick(on bool, yes, no string) string {
	if on {
		return yes
	}
	return no
}

func boolIn(b *bool) string {
	if b == nil {
		return "not set"
	}
	return fmt.Sprint(*b)
}

func permIn(p config.Permission) string {
	if p == config.PermissionUnset {
		return "not set"
	}
	return string(p)
}
