/// One notification of Bluetooth's Heart Rate Measurement characteristic (0x2A37), read from its bytes.
///
/// The layout (Bluetooth SIG, Heart Rate Service 1.0, 3.1): a flags byte; the heart rate, one
/// byte or two (little-endian) as flag bit 0 says; energy expended in kJ, two bytes, when bit 3
/// is set; then RR intervals, two bytes each in 1/1024 s, as many as are left, when bit 4 is set.
/// Bits 1 and 2 say whether the strap reports skin contact and whether it has it. The bytes come
/// from the air: ``read(_:)`` never traps and refuses what does not add up.
public struct HeartRateMeasurement: Sendable, Hashable {
    /// What the strap says about its contact with the skin.
    public enum Contact: Sendable, Hashable {
        /// The strap does not report contact (bit 2 clear).
        case notReported
        /// The strap reports that it lost the skin (bit 2 set, bit 1 clear).
        case lost
        /// The strap reports contact (bits 2 and 1 set).
        case detected
    }

    /// Why a notification yields no sample.
    public enum Problem: Error, Sendable, Hashable {
        /// No bytes at all.
        case empty
        /// A flag announces a field whose bytes are not there.
        case missingBytes(field: Field)
        /// The RR intervals end in half an interval.
        case oddIntervalBytes
        /// The strap says it has no skin contact: its number is noise.
        case noContact
        /// A heart rate no heart beats at (0 is what straps send while they settle).
        case outOfRange(bpm: Int)
    }

    /// The fields a flag can announce.
    public enum Field: Sendable, Hashable {
        case heartRate, energyExpended, rrIntervals
    }

    /// The heart rates a sample may have; anything else is a misreading.
    public static let plausibleBPM = 25...250
    /// The sensor-contact bits of the flags byte.
    static let contactReported: UInt8 = 0b0000_0100
    static let contactDetected: UInt8 = 0b0000_0010

    /// Beats per minute, always within ``plausibleBPM``.
    public var bpm: Int
    public var contact: Contact
    /// Energy expended since the strap's last reset, in kilojoules, when the strap sends it.
    public var energyExpendedKilojoules: Int?
    /// The times between beats as sent, in 1/1024 s, oldest first.
    public var rrIntervals: [UInt16]
    /// Whether the heart rate came as two bytes: kept so the bytes can be written back alike.
    public var wideHeartRate: Bool

    public init(
        bpm: Int, contact: Contact = .notReported, energyExpendedKilojoules: Int? = nil, rrIntervals: [UInt16] = [],
        wideHeartRate: Bool = false
    ) {
        self.bpm = bpm
        self.contact = contact
        self.energyExpendedKilojoules = energyExpendedKilojoules
        self.rrIntervals = rrIntervals
        self.wideHeartRate = wideHeartRate
    }

    /// The RR intervals in milliseconds, rounded to the nearest.
    public var rrIntervalsMilliseconds: [Int] {
        rrIntervals.map { (Int($0) * 1000 + 512) / 1024 }
    }

    /// Reads one notification; a measurement only when every announced field is there, the strap
    /// does not report lost contact and the rate is plausible.
    public static func read(_ bytes: some Collection<UInt8>) -> Result<HeartRateMeasurement, Problem> {
        var rest = Array(bytes)[...]
        guard let flags = rest.popFirst() else { return .failure(.empty) }
        let wide = flags & 0b0000_0001 != 0
        let bpm: Int
        if wide {
            guard let value = Self.takeUInt16(&rest) else { return .failure(.missingBytes(field: .heartRate)) }
            bpm = Int(value)
        } else {
            guard let value = rest.popFirst() else { return .failure(.missingBytes(field: .heartRate)) }
            bpm = Int(value)
        }
        var energy: Int?
        if flags & 0b0000_1000 != 0 {
            guard let value = Self.takeUInt16(&rest) else { return .failure(.missingBytes(field: .energyExpended)) }
            energy = Int(value)
        }
        var intervals: [UInt16] = []
        if flags & 0b0001_0000 != 0 {
            guard !rest.isEmpty else { return .failure(.missingBytes(field: .rrIntervals)) }
            guard rest.count.isMultiple(of: 2) else { return .failure(.oddIntervalBytes) }
            while let value = Self.takeUInt16(&rest) { intervals.append(value) }
        }
        let contact: Contact =
            flags & contactReported == 0 ? .notReported : (flags & contactDetected == 0 ? .lost : .detected)
        guard contact != .lost else { return .failure(.noContact) }
        guard plausibleBPM.contains(bpm) else { return .failure(.outOfRange(bpm: bpm)) }
        return .success(
            HeartRateMeasurement(
                bpm: bpm, contact: contact, energyExpendedKilojoules: energy, rrIntervals: intervals,
                wideHeartRate: wide))
    }

    /// The notification's bytes, as a strap would send this measurement.
    public var bytes: [UInt8] {
        var flags: UInt8 = wideHeartRate ? 0b0000_0001 : 0
        switch contact {
        case .notReported: break
        case .lost: flags |= Self.contactReported
        case .detected: flags |= Self.contactReported | Self.contactDetected
        }
        if energyExpendedKilojoules != nil { flags |= 0b0000_1000 }
        if !rrIntervals.isEmpty { flags |= 0b0001_0000 }
        var bytes = [flags]
        let rate = UInt16(clamping: bpm)
        if wideHeartRate {
            bytes += Self.littleEndian(rate)
        } else {
            bytes.append(UInt8(clamping: rate))
        }
        if let energy = energyExpendedKilojoules { bytes += Self.littleEndian(UInt16(clamping: energy)) }
        for interval in rrIntervals { bytes += Self.littleEndian(interval) }
        return bytes
    }

    private static func takeUInt16(_ rest: inout ArraySlice<UInt8>) -> UInt16? {
        guard rest.count >= 2, let low = rest.popFirst(), let high = rest.popFirst() else { return nil }
        return UInt16(low) | UInt16(high) << 8
    }

    private static func littleEndian(_ value: UInt16) -> [UInt8] {
        [UInt8(truncatingIfNeeded: value), UInt8(truncatingIfNeeded: value >> 8)]
    }
}
