import FuzzDriver
import TaktFuzzChecks

runLibFuzzer { FuzzTarget.fitWorkout.fuzz($0, $1) }
