import FuzzDriver
import TaktFuzzChecks

runLibFuzzer { FuzzTarget.fitActivity.fuzz($0, $1) }
