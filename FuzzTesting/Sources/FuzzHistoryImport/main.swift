import FuzzDriver
import TaktFuzzChecks

runLibFuzzer { FuzzTarget.historyImport.fuzz($0, $1) }
