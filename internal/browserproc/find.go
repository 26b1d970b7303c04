package browserproc

import (
	"fmt"
	"os"
	"os/exec"
)

// Binary is where to look for one browser's binary; the same search serves every
// adapter that launches a browser.
type Binary struct {
	// Env is the environment variable that may name the binary (CHROME_PATH, …).
	Env string
	// Names are looked up on PATH, in order.
	Names []string
	// Fallback is the last place tried (where Debian's package installs the browser).
	Fallback string
	// NotFound is the adapter's error when none is found; its message says how to
	// install the browser.
	NotFound error
}

// Find returns the binary to launch: explicit (when not empty), then $Env, then Names on
// PATH, then Fallback. It never downloads anything. An explicit or $Env path that is not
// an executable file is an error wrapping NotFound (the next places are not tried);
// when nothing is found the error is NotFound.
func (b Binary) Find(explicit string) (string, error) {
	for _, p := range []string{explicit, os.Getenv(b.Env)} {
		if p == "" {
			continue
		}
		if isExecutable(p) {
			return p, nil
		}
		return "", fmt.Errorf("%q is not an executable file: %w", p, b.NotFound)
	}
	for _, name := range b.Names {
		if p, err := exec.LookPath(name); err == nil {
			return p, nil
		}
	}
	if isExecutable(b.Fallback) {
		return b.Fallback, nil
	}
	return "", b.NotFound
}

func isExecutable(p string) bool {
	fi, err := os.Stat(p)
	return err == nil && !fi.IsDir() && fi.Mode()&0o111 != 0
}
