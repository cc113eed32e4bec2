import Testing

@testable import TaktCore

/// The 0x2A37 reader on raw notification bytes, as straps send them.
@Suite struct HeartRateMeasurementTests {
    typealias Measurement = HeartRateMeasurement

    @Test func eightBitRateWithoutContactBits() throws {
        let reading = try Measurement.read([0x00, 72]).get()
        #expect(reading == Measurement(bpm: 72))
        #expect(reading.contact == .notReported)
        #expect(reading.energyExpendedKilojoules == nil)
        #expect(reading.rrIntervals.isEmpty)
    }

    @Test func sixteenBitRateIsLittleEndian() throws {
        // 0x00B4 = 180, low byte first.
        let reading = try Measurement.read([0x01, 0xB4, 0x00]).get()
        #expect(reading.bpm == 180)
        #expect(reading.wideHeartRate)
    }

    @Test func contactBits() throws {
        #expect(try Measurement.read([0b0000_0110, 120]).get().contact == .detected)
        #expect(Measurement.read([0b0000_0100, 120]) == .failure(.noContact))
        // Bit 1 alone means nothing: the strap does not report contact.
        #expect(try Measurement.read([0b0000_0010, 120]).get().contact == .notReported)
    }

    @Test func energyExpendedComesBeforeTheIntervals() throws {
        // Flags: 16-bit rate, contact detected, energy, RR; 150 bpm, 300 kJ, one interval of 410/1024 s.
        let reading = try Measurement.read([0b0001_1111, 150, 0, 0x2C, 0x01, 0x9A, 0x01]).get()
        #expect(reading.bpm == 150)
        #expect(reading.energyExpendedKilojoules == 300)
        #expect(reading.rrIntervals == [410])
        #expect(reading.rrIntervalsMilliseconds == [400])
    }

    /// A Polar H10 notification as captured: 72 bpm, one RR interval of 828/1024 s = 808.6 ms.
    @Test func oneIntervalInMilliseconds() throws {
        let reading = try Measurement.read([0x10, 0x48, 0x3C, 0x03]).get()
        #expect(reading.bpm == 72)
        #expect(reading.rrIntervals == [828])
        #expect(reading.rrIntervalsMilliseconds == [809])
    }

    @Test func severalIntervalsOldestFirst() throws {
        // 1024 → 1000 ms, 512 → 500 ms, 1 → 1 ms (0.98 rounds up), 65535 → 63999 ms.
        let reading = try Measurement.read([0x10, 60, 0x00, 0x04, 0x00, 0x02, 0x01, 0x00, 0xFF, 0xFF]).get()
        #expect(reading.rrIntervals == [1024, 512, 1, 65535])
        #expect(reading.rrIntervalsMilliseconds == [1000, 500, 1, 63999])
    }

    @Test(
        arguments: [
            ([], Measurement.Problem.empty),
            ([0x00], .missingBytes(field: .heartRate)),
            ([0x01, 0x48], .missingBytes(field: .heartRate)),
            ([0x08, 0x48], .missingBytes(field: .energyExpended)),
            ([0x08, 0x48, 0x01], .missingBytes(field: .energyExpended)),
            ([0x10, 0x48], .missingBytes(field: .rrIntervals)),
            ([0x10, 0x48, 0x3C], .oddIntervalBytes),
            ([0x18, 0x48, 0x01, 0x00, 0x3C, 0x03, 0x01], .oddIntervalBytes),
            ([0x00, 0], .outOfRange(bpm: 0)),
            ([0x00, 24], .outOfRange(bpm: 24)),
            ([0x00, 251], .outOfRange(bpm: 251)),
            ([0x01, 0x2C, 0x01], .outOfRange(bpm: 300)),
            ([0x01, 0xFF, 0xFF], .outOfRange(bpm: 65535)),
        ] as [([UInt8], Measurement.Problem)])
    func malformedNotificationsYieldNoSample(bytes: [UInt8], problem: Measurement.Problem) {
        #expect(Measurement.read(bytes) == .failure(problem))
    }

    @Test func theBoundsOfAPlausibleRateAreKept() throws {
        #expect(try Measurement.read([0x00, 25]).get().bpm == 25)
        #expect(try Measurement.read([0x00, 250]).get().bpm == 250)
    }

    /// Bytes the flags do not announce (reserved bits, trailing bytes without the RR flag) are ignored,
    /// as the specification asks of a reader of a newer strap.
    @Test func reservedBitsAndTrailingBytesAreIgnored() throws {
        #expect(try Measurement.read([0b1110_0000, 90, 0xAA]).get() == Measurement(bpm: 90))
    }

    @Test(arguments: [
        Measurement(bpm: 72),
        Measurement(bpm: 180, contact: .detected, wideHeartRate: true),
        Measurement(bpm: 150, contact: .detected, energyExpendedKilojoules: 300, rrIntervals: [410, 400]),
    ])
    func writtenBytesReadBack(measurement: Measurement) throws {
        #expect(try Measurement.read(measurement.bytes).get() == measurement)
    }
}
