package config

import (
	"context"
	"fmt"

	"github.com/browsergoal/browsergoal/fsm"
)

// Host is the stdio server's fsm.Host: it re-reads the config files at every check, so
// that disabling the computer tools or the TypeSafe mode, or revoking the permission,
// takes effect before the next observation or dispatch of a running goal.
//
// The session's computer-use permission is granted when the config sets
// agent.permissions["computer-use"] to "allow", or when it leaves it unset and Granted
// is true (the server's --allow-computer-use flag). "deny" in the config always wins: it
// revokes the permission, even mid-goal and even when the flag granted it.
type Host struct {
	Paths   Paths
	Granted bool
}

// State implements fsm.Host. A config file that cannot be read is an error, which the
// machine treats as a permission it could not confirm.
func (h *Host) State(context.Context, string, string) (fsm.HostState, error) {
	s, err := Load(h.Paths)
	if err != nil {
		return fsm.HostState{}, fmt.Errorf("reading the configuration: %w", err)
	}
	return fsm.HostState{
		ComputerEnabled: s.ComputerEnabled,
		TypeSafeEnabled: s.TypeSafeEnabled,
		Permitted:       s.Permission == PermissionAllow || (s.Permission == PermissionUnset && h.Granted),
	}, nil
}
