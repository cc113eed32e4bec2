/// An exercise of the catalog: what it is called, how hard it is, how it is done.
public struct Exercise: Sendable, Hashable {
    public var key: String
    public var name: LocalizedText
    /// The name of one rep ("Burpee", "Klimmzug") where it differs: "1 Burpee", never "1 Burpees".
    public var singular: LocalizedText?
    /// Metabolic equivalent from the Compendium of Physical Activities.
    public var met: Double
    /// The Compendium code the MET value comes from (e.g. "02214"); kept with the value.
    public var compendiumCode: String?
    public var howTo: LocalizedText?
    /// The quantities a task of this movement may ask for, in ``Quantity/Kind`` order: a run
    /// takes a distance or a time, a rower also calories; a bodyweight movement reps, a time or max.
    public var quantities: [Quantity.Kind]

    public init(
        key: String, name: LocalizedText, met: Double, compendiumCode: String? = nil, howTo: LocalizedText? = nil,
        quantities: [Quantity.Kind] = Quantity.Kind.bodyweight, singular: LocalizedText? = nil
    ) {
        self.key = key
        self.name = name
        self.singular = singular
        self.met = met
        self.compendiumCode = compendiumCode
        self.howTo = howTo
        self.quantities = quantities
    }
}

/// The exercises programs can name by key.
public struct ExerciseCatalog: Sendable, Hashable {
    public private(set) var exercises: [String: Exercise]
    /// The fastest credible pace of each movement, with its source: the floor of a score.
    public private(set) var fastestPaces: FastestPaces

    public init(_ exercises: [Exercise] = [], fastestPaces: FastestPaces = .none) {
        self.exercises = Dictionary(exercises.map { ($0.key, $0) }, uniquingKeysWith: { _, last in last })
        self.fastestPaces = fastestPaces
    }

    public subscript(key: String) -> Exercise? { exercises[key] }

    public var keys: [String] { exercises.keys.sorted() }

    /// The movement whose English name of one rep, written as a key, is `key`: `1 burpee` is
    /// one of `burpees`, `1 pull-up` one of `pull-ups`; `nil` when none is.
    public func key(ofOne key: String) -> String? {
        keys.first { found in
            exercises[found]?.singular.map {
                $0.resolved(for: "en").lowercased().split(separator: " ").joined(separator: "-") == key
            } ?? false
        }
    }

    /// How a line writes one rep of the movement `key` (`burpee` for `burpees`): its English name
    /// of one rep as a key, when that reads back as `key` alone; `nil` otherwise.
    public func writtenOne(of key: String) -> String? {
        guard
            let written = exercises[key]?.singular.map({
                $0.resolved(for: "en").lowercased().split(separator: " ").joined(separator: "-")
            }),
            exercises[written] == nil, self.key(ofOne: written) == key
        else { return nil }
        return written
    }

    /// Adds or replaces exercises; a user catalog extends the bundled one this way.
    public mutating func merge(_ other: ExerciseCatalog) {
        exercises.merge(other.exercises) { _, new in new }
        fastestPaces.merge(other.fastestPaces)
    }
}
