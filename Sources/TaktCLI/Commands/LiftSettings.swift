import TaktCore

/// `set max MOVEMENT [LOAD]`, `unset max MOVEMENT` and `set plates` alone (SPEC section 17):
/// the settings of a lift, whose movement is found in the catalog as a lifter writes it
/// (`back-squat`, `"back squat"`, `kniebeuge`) and kept by its catalog key.
@MainActor enum LiftSettings {
    /// `set max` lists every 1RM; `set max MOVEMENT` shows one; `set max MOVEMENT LOAD` saves one.
    static func setMax(_ words: [String], typed name: String, in app: App) throws -> Int32 {
        let strings = app.strings
        guard !words.isEmpty else {
            app.console.line(line(of: .max, in: app))
            return ExitStatus.success.code
        }
        let catalog = app.programs.catalog()
        let (key, load) = try movementAndLoad(words, catalog: catalog, in: app)
        let movement = StringArgument.text(catalog[key]?.name.resolved(for: strings.language) ?? key)
        let text = LiftSetText(strings: strings)
        guard let load else {
            if let weight = app.settings.maxes[key] {
                app.console.line(
                    strings(
                        .liftSettingMaxShown,
                        ["movement": movement, "load": .text(text.weight(weight.amount, weight.unit))]))
            } else {
                let unit = app.settings.liftAthlete.unit
                app.console.line(text.problem(.noOneRepMax(movement: key), catalog: catalog, unit: unit))
            }
            return ExitStatus.success.code
        }
        switch Settings.oneRepMax(load.text) {
        case .failure(let problem):
            let typed = (["set", name] + words).joined(separator: " ")
            let error = TextFormError(column: load.column + problem.offset, message: problem.message)
            throw CommandFailure(message: error.rendered(text: typed, strings: strings), status: ExitStatus.usage.code)
        case .success(let weight):
            app.settings = try app.settingsFile.saving(.max, as: key + " " + Settings.text(of: weight))
            app.console.line(
                strings(
                    .liftSettingMaxSaved,
                    ["movement": movement, "load": .text(text.weight(weight.amount, weight.unit))]))
            return ExitStatus.success.code
        }
    }

    /// `unset max MOVEMENT`: forgets that movement's 1RM.
    static func unsetMax(_ words: [String], in app: App) throws -> Int32 {
        let catalog = app.programs.catalog()
        let key = try movementKey(words.joined(separator: " "), catalog: catalog, in: app)
        let movement = StringArgument.text(catalog[key]?.name.resolved(for: app.strings.language) ?? key)
        let result = try app.settingsFile.removingMax(key)
        app.settings = result.settings
        app.console.line(
            app.strings(result.removed ? .liftSettingMaxRemoved : .liftSettingMaxNotRemoved, ["movement": movement]))
        return ExitStatus.success.code
    }

    /// `set plates` alone: the bar and plates loads are rounded to.
    static func showPlates(in app: App) -> Int32 {
        let strings = app.strings
        let plates = SettingsView.plates(app.settings.effectivePlates, strings: strings)
        let value = app.settings.plates == nil ? strings(.settingsValueDefault, ["value": .text(plates)]) : plates
        app.console.line(
            strings(
                .settingsListLine,
                ["name": .text(strings(StringKey(.settingsName, Settings.Key.plates.rawValue))), "value": .text(value)])
        )
        return ExitStatus.success.code
    }

    /// "plates: bar 20 kg, plates 25 20 15 10 5 2.5 1.25 kg (default)".
    private static func line(of key: Settings.Key, in app: App) -> String {
        app.strings(
            .settingsListLine,
            [
                "name": .text(app.strings(StringKey(.settingsName, key.rawValue))),
                "value": .text(SettingsView.value(of: key, in: app.settings, strings: app.strings)),
            ])
    }

    /// The movement the words name and the load after it, if any, with the column where the
    /// load starts in `set max WORDS` (for a located problem). All the words naming a movement
    /// come first: `set max bench press` shows the max of bench presses.
    private static func movementAndLoad(
        _ words: [String], catalog: ExerciseCatalog, in app: App
    ) throws -> (key: String, load: (text: String, column: Int)?) {
        let whole = words.joined(separator: " ")
        if let key = MovementLookup.key(for: whole, in: catalog) { return (key, nil) }
        // `140 kg`: a number and its unit apart.
        var count = 1
        if words.count > 2, let last = words.last, Load.Unit(word: last) != nil,
            words[words.count - 2].first?.isNumber == true
        {
            count = 2
        }
        let movement = words.dropLast(count).joined(separator: " ")
        let load = words.suffix(count).joined()
        let column = ("set max " + movement + " ").count + 1
        guard words.count > 1 else { return (try movementKey(whole, catalog: catalog, in: app), nil) }
        return (try movementKey(movement, catalog: catalog, in: app), (load, column))
    }

    /// The catalog key of `written`, or the failure that names the closest movement (exit 1).
    static func movementKey(_ written: String, catalog: ExerciseCatalog, in app: App) throws -> String {
        if let key = MovementLookup.key(for: written, in: catalog) { return key }
        let hyphened = written.lowercased().split(separator: " ").joined(separator: "-")
        if let suggestion = Suggestion.closest(to: hyphened, among: catalog.keys) {
            throw app.failure(
                .liftErrorMovementSuggest, ["found": .path(written), "suggestion": .text(suggestion)])
        }
        throw app.failure(.liftErrorMovement, ["found": .path(written)])
    }
}
