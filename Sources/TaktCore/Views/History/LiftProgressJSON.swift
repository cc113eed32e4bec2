import Foundation

/// `stats MOVEMENT --json` (SPEC section 17): `{"movement", "records": {"rm", "e1rm"} as in
/// `stats --json`'s `lifts` (null without any), "sessions": [{"sessionId", "on", "topKg",
/// "e1rmKg"}]}`, sessions oldest first, kg to the gram.
public enum LiftProgressJSON {
    struct Document: Encodable {
        var movement: String
        var records: StatsJSON.LiftJSON?
        var sessions: [Session]

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(movement, forKey: .movement)
            try container.encode(records, forKey: .records)
            try container.encode(sessions, forKey: .sessions)
        }

        private enum CodingKeys: String, CodingKey {
            case movement, records, sessions
        }
    }

    struct Session: Encodable {
        var sessionId: String
        var on: String
        var topKg: Double
        var e1rmKg: Double
    }

    public static func render(_ progress: LiftProgress, records: LiftRecords.Movement?) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let document = Document(
            movement: progress.movement, records: records.map(StatsJSON.LiftJSON.init),
            sessions: progress.sessions.map { session in
                Session(
                    sessionId: session.sessionID.uuidString.lowercased(), on: HistoryDates.iso8601(session.on),
                    topKg: grams(session.topKilograms), e1rmKg: grams(session.e1rmKilograms))
            })
        guard let data = try? encoder.encode(document) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }

    static func grams(_ kilograms: Double) -> Double { (kilograms * 1000).rounded() / 1000 }
}
