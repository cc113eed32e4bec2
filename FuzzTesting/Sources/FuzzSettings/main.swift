import FuzzDriver
import TaktFuzzChecks

runLibFuzzer { FuzzTarget.settings.fuzz($0, $1) }
