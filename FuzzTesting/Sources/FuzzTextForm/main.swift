import FuzzDriver
import TaktFuzzChecks

runLibFuzzer { FuzzTarget.textForm.fuzz($0, $1) }
