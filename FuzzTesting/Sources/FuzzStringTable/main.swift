import FuzzDriver
import TaktFuzzChecks

runLibFuzzer { FuzzTarget.stringTable.fuzz($0, $1) }
