import ArgumentParser

/// What a word of a command line is, as completion sees it.
enum WordKind: Sendable, Hashable {
    /// A program id, or a file once the word looks like a path.
    case program
    /// As ``program``, and `today` when a plan is followed (`run`).
    case programOrToday
    /// As ``program``, and plan ids (`show`).
    case programOrPlan
    case path
    case exercise
    case language
    /// A setting's name, in any language (`weight`, `gewicht`).
    case setting
    /// A value of the setting named by the word before, where it has fixed ones (`sound`).
    case settingValue
    case command
    /// `start`, `stop`, `export`.
    case planAction
    /// A plan id, after `plan start`.
    case plan
    /// One of these words (`--format csv`).
    case choice([String])
    /// Any text, such as a session id: nothing to offer.
    case text
}

extension WordKind {
    /// What a program kind offers: the program ids, and where plans exist, `today`
    /// (``programOrToday``) or the plan ids (``programOrPlan``).
    func programWords(programs: [String], plans: [String]) -> [String] {
        guard !plans.isEmpty else { return programs }
        switch self {
        case .programOrToday: return programs + ["today"]
        case .programOrPlan: return programs + plans
        default: return programs
        }
    }
}

/// The words of one command, declared once: its positional words in order and the values of
/// its options. ArgumentParser's completion for the shell scripts (``completion(_:)`` in each
/// `@Argument` and `@Option`) and the REPL's Tab both read them.
struct ArgumentWords: Sendable {
    let kinds: [WordKind]
    /// The last word repeats (`validate FILE...`).
    let repeatsLast: Bool
    /// What the value of each option is, by the option's name as typed (`--events`, `-o`).
    let options: [String: WordKind]

    init(_ kinds: WordKind..., repeatsLast: Bool = false, options: [String: WordKind] = [:]) {
        self.kinds = kinds
        self.repeatsLast = repeatsLast
        self.options = options
    }

    /// The kind of the `index`-th positional word; `nil` past the last one.
    func kind(at index: Int) -> WordKind? {
        if index < kinds.count { return kinds[index] }
        return repeatsLast ? kinds.last : nil
    }

    /// ArgumentParser's completion of the `index`-th argument, for the shell scripts.
    func completion(_ index: Int) -> CompletionKind {
        kind(at: index).map(ShellCompletion.completion(for:)) ?? .default
    }

    /// ArgumentParser's completion of the value of `option`, for the shell scripts.
    func completion(_ option: String) -> CompletionKind {
        options[option].map(ShellCompletion.completion(for:)) ?? .default
    }
}
