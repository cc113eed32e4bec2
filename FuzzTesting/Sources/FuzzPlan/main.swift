import FuzzDriver
import TaktFuzzChecks

runLibFuzzer { FuzzTarget.plan.fuzz($0, $1) }
