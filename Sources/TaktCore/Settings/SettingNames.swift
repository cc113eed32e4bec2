/// The names a setting goes by: its config.yaml key, and its name in every string table.
///
/// `set gewicht 72` works whatever language takt speaks: each table lists its words for the
/// settings under `settings.key.` (German: gewicht, alter, geschlecht, größe, ziel, ton,
/// sprache), and a user's table can add its own. The names views show (`settings.name.`,
/// such as "Wochenziel") are accepted too.
extension Settings.Key {
    /// The setting `name` means in any table, ignoring case; umlauts may be spelt ae, oe, ue, ss.
    public static func named(_ name: String, in languages: Languages) -> Settings.Key? {
        let wanted = folded(name)
        if let key = Settings.Key(rawValue: wanted) { return key }
        // The typed names first, then the shown ones ("Wochenziel" is the goal too).
        for prefix in ["settings.key.", "settings.name."] {
            for key in allCases {
                for table in languages.tables.values {
                    if case .text(let word) = table.entries[prefix + key.rawValue], folded(word) == wanted {
                        return key
                    }
                }
            }
        }
        return nil
    }

    /// Every name that selects a setting, config keys first, for completion and suggestions.
    public static func allNames(in languages: Languages) -> [String] {
        var names = allCases.map(\.rawValue)
        for code in languages.codes {
            for key in allCases {
                guard case .text(let word) = languages.tables[code]?[StringKey(.settingsKey, key.rawValue)],
                    !word.isEmpty, !names.contains(word.lowercased())
                else { continue }
                names.append(word.lowercased())
            }
        }
        return names
    }

    private static func folded(_ text: String) -> String {
        var result = ""
        for character in text.lowercased() {
            switch character {
            case "ä": result += "ae"
            case "ö": result += "oe"
            case "ü": result += "ue"
            case "ß": result += "ss"
            default: result.append(character)
            }
        }
        return result
    }
}
