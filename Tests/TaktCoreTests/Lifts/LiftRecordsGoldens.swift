/// The whole texts ``LiftRecordsViewTests`` expects, by language and width.
enum LiftRecordsGoldens {
    static let table: [String: String] = [:]
    static let chart: [String: String] = [:]
}
