import FuzzDriver
import TaktFuzzChecks

runLibFuzzer { FuzzTarget.program.fuzz($0, $1) }
