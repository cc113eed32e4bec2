import FuzzDriver

// One executable for every target: TAKT_FUZZ_TARGET names it (FuzzTarget.all is the list).
runChosenTarget()
