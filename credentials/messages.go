package credentials

import (
	"fmt"

	"github.com/browsergoal/browsergoal/adapters/jevhttp"
)

// The plain-language lines about the saved key. `browsergoal key` prints them and the
// settings page shows them, so both say the same words. None holds the key or any part
// of it.

// SourceLine says where the key a goal would use comes from (Source's answer): the
// environment, the saved store at path, or nowhere. overridden adds that a saved key is
// overridden by the environment's.
func SourceLine(src jevhttp.KeySource, path string, overridden bool) string {
	switch src {
	case jevhttp.KeyFromEnv:
		line := fmt.Sprintf("env: the key comes from %s in the environment", jevhttp.EnvAPIKey)
		if overridden {
			line += fmt.Sprintf(" (a saved key in %s is overridden)", path)
		}
		return line
	case jevhttp.KeyFromSaved:
		return fmt.Sprintf("store: the key comes from %s", path)
	}
	return fmt.Sprintf("nowhere: no key is set; set %s or run browsergoal key set", jevhttp.EnvAPIKey)
}

// SavedLine confirms a saved key.
func SavedLine(path string) string {
	return fmt.Sprintf("Saved the TypeSafe key in %s (mode 0600). It was not checked: the first goal will.", path)
}

// EnvWinsLine notes that the environment's key takes precedence over a saved one.
func EnvWinsLine() string {
	return fmt.Sprintf("Note: %s is set in the environment and takes precedence over the saved key.", jevhttp.EnvAPIKey)
}

// RemovedLine confirms a removal; removed is false when no key was saved.
func RemovedLine(path string, removed bool) string {
	if removed {
		return fmt.Sprintf("Removed the saved TypeSafe key (%s).", path)
	}
	return "No saved TypeSafe key to remove."
}

// EnvStillSetLine notes, after a removal, that the environment's key remains.
func EnvStillSetLine() string {
	return fmt.Sprintf("%s is still set in the environment; unset it separately.", jevhttp.EnvAPIKey)
}
