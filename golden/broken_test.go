package golden

import "testing"

func writeBroken(t *testing.T) {}
