import Foundation

/// `import FILE.json`: reads what `export --format json` wrote, entry by entry.
///
/// Every entry is checked on its own; a bad one is reported with its position (1 = the first
/// object) and the others are still imported. The values must be ones the history can hold and
/// show: ``HistoryRanges``, which the history's reader keeps too.
public enum HistoryImport {
    /// What was read from the file.
    public struct Reading: Sendable, Hashable {
        public var records: [SessionRecord] = []
        public var problems: [Problem] = []
    }

    /// An entry that cannot be imported.
    public struct Problem: Sendable, Hashable {
        /// 1-based position of the object in the list.
        public var position: Int
        /// The key whose value is wrong, when one is.
        public var key: String?

        /// "FILE: entry 3: 'startedAt' is missing or has a value takt cannot store".
        public func message(path: String, strings: Strings) -> String {
            if let key {
                return strings(
                    .importErrorEntryKey,
                    ["path": .text(path), "position": .int(position), "key": .text(TerminalText.sanitize(key))])
            }
            return strings(.importErrorEntry, ["path": .text(path), "position": .int(position)])
        }
    }

    /// The file is not a JSON list at all.
    public struct NotAList: Error, Sendable, Hashable {}

    /// One element of the list, decoded on its own so a bad one does not stop the others.
    private struct Element: Decodable {
        var entry: Result<HistoryJSON.Entry, any Error>

        init(from decoder: any Decoder) throws {
            entry = Result { try HistoryJSON.Entry(from: decoder) }
        }
    }

    public static func read(_ data: Data) throws(NotAList) -> Reading {
        guard let list = try? JSONDecoder().decode([Element].self, from: data) else { throw NotAList() }
        var reading = Reading()
        for (offset, element) in list.enumerated() {
            do {
                reading.records.append(try record(from: try element.entry.get()))
            } catch let error as DecodingError {
                reading.problems.append(Problem(position: offset + 1, key: key(of: error)))
            } catch let problem as BadValue {
                reading.problems.append(Problem(position: offset + 1, key: problem.key))
            } catch is BlockScore.Invalid {
                reading.problems.append(Problem(position: offset + 1, key: "scores"))
            } catch {
                reading.problems.append(Problem(position: offset + 1, key: nil))
            }
        }
        return reading
    }

    private struct BadValue: Error {
        var key: String
    }

    private static func key(of error: DecodingError) -> String? {
        let key: (any CodingKey)? =
            switch error {
            case .keyNotFound(let key, _): key
            case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
                context.codingPath.last
            @unknown default: nil
            }
        // A position in the list is no key: the entry itself is not an object.
        guard let key, key.intValue == nil else { return nil }
        return key.stringValue
    }

    /// The session an entry describes, every value checked against what the history can hold.
    static func record(from entry: HistoryJSON.Entry) throws -> SessionRecord {
        guard let id = UUID(uuidString: entry.id) else { throw BadValue(key: "id") }
        guard let startedAt = HistoryDates.parseISO8601(entry.startedAt) else { throw BadValue(key: "startedAt") }
        guard let endedAt = HistoryDates.parseISO8601(entry.endedAt) else { throw BadValue(key: "endedAt") }
        guard let reason = EndReason(rawValue: entry.endReason) else { throw BadValue(key: "endReason") }
        let amounts: [(String, Double)] = [
            ("pausedSeconds", entry.pausedSeconds), ("activeSeconds", entry.activeSeconds), ("kcal", entry.kcal),
            ("bodyMassKg", entry.bodyMassKg),
        ]
        for (key, value) in amounts where !HistoryRanges.amounts.contains(value) { throw BadValue(key: key) }
        let counts: [(String, Int?)] = [
            ("phasesDone", entry.phasesDone), ("phasesTotal", entry.phasesTotal),
            ("phasesSkipped", entry.phasesSkipped),
            ("planWeek", entry.planWeek), ("planDay", entry.planDay),
        ]
        for (key, value) in counts {
            if let value, !HistoryRanges.counts.contains(value) { throw BadValue(key: key) }
        }
        let speed = entry.speed ?? 1
        guard HistoryRanges.speeds.contains(speed) else { throw BadValue(key: "speed") }
        guard let division = entry.division.map(Division.init(rawValue:)) ?? .rx else {
            throw BadValue(key: "division")
        }
        guard let source = entry.source.map(SessionSource.init(rawValue:)) ?? .timer else {
            throw BadValue(key: "source")
        }
        guard let kind = entry.kind.map(SessionKind.init(rawValue:)) ?? .workout else {
            throw BadValue(key: "kind")
        }
        if let note = entry.note, !HistoryRanges.isNote(note) { throw BadValue(key: "note") }
        if let file = entry.programFile, !HistoryRanges.isProgramFile(file) { throw BadValue(key: "programFile") }
        let sets = try (entry.sets ?? []).map { set in
            guard let kept = set.set(startedAt: startedAt) else { throw BadValue(key: "sets") }
            return kept
        }
        var heartRate: HeartRateRecord?
        if let heart = entry.heartRate {
            guard let kept = heart.record(kcal: entry.kcal) else { throw BadValue(key: "heartRate") }
            heartRate = kept
        }
        var record = SessionRecord(
            id: id, programID: entry.programId, programTitle: entry.programTitle, startedAt: startedAt,
            endedAt: endedAt, pausedSeconds: entry.pausedSeconds, activeSeconds: entry.activeSeconds,
            phasesDone: entry.phasesDone, phasesTotal: entry.phasesTotal, endReason: reason, kcal: entry.kcal,
            language: entry.language, bodyMassKilograms: entry.bodyMassKg, bodyMassIsDefault: entry.bodyMassIsDefault,
            speed: speed, phasesSkipped: entry.phasesSkipped ?? 0, planID: entry.planId, planWeek: entry.planWeek,
            planDay: entry.planDay, timing: entry.timing, scores: entry.scores ?? [], division: division,
            note: entry.note, source: source, edited: entry.edited ?? false, sets: sets,
            heartRate: heartRate, kind: kind)
        record.workoutScore = entry.workoutScore
        record.programFile = entry.programFile
        return record
    }
}
