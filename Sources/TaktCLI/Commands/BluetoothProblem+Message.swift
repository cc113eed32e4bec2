import TaktBluetooth
import TaktCore

extension BluetoothProblem {
    /// The problem in the session's language; a choice between straps lists them, one a line.
    func message(_ strings: Strings) -> String {
        switch self {
        case .noBus(let detail): return strings(.heartRateErrorNoBus, ["detail": .text(detail)])
        case .noLibrary(let detail): return strings(.heartRateErrorNoLibrary, ["detail": .text(detail)])
        case .noBlueZ: return strings(.heartRateErrorNoBlueZ)
        case .noAdapter: return strings(.heartRateErrorNoAdapter)
        case .noStrap: return strings(.heartRateErrorNoStrap, ["seconds": .int(HeartRateCommand.scanSeconds)])
        case .unknownStrap(let query, _): return strings(.heartRateErrorUnknownStrap, ["query": .text(query)])
        case .ambiguous(let query, let straps):
            let head =
                query.map { strings(.heartRateErrorAmbiguous, ["query": .text($0), "count": .int(straps.count)]) }
                ?? strings(.heartRateErrorSeveral, ["count": .int(straps.count)])
            return ([head] + straps.map { "  " + HeartRateCommand.line($0, strings) }).joined(separator: "\n")
        case .connectFailed(let strap, let detail):
            return strings(.heartRateErrorConnect, ["strap": .text(strap.name), "detail": .text(detail)])
        case .noHeartRate(let strap): return strings(.heartRateErrorNoMeasurement, ["strap": .text(strap.name)])
        case .bus(let detail): return strings(.heartRateErrorBus, ["detail": .text(detail)])
        }
    }
}
