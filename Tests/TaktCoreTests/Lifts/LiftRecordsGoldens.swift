/// The whole texts ``LiftRecordsViewTests`` expects, by language and width: `stats`'s table of the
/// lifts' records and `stats MOVEMENT`'s records and chart.
enum LiftRecordsGoldens {
    /// The table at 80 columns and more: every rep count fits.
    static let wideTable: [String: String] = [
        "en": """
        Lifts: records
        Movement          1RM       2RM       3RM       5RM  10RM  e1RM (estimated)
        ───────────────────────────────────────────────────────────────────────────
        Back squats    130 kg  122.5 kg  122.5 kg  117.5 kg     –          137.1 kg
        Bench presses  205 lb    205 lb    205 lb    205 lb     –          239.2 lb
        """,
        "de": """
        Krafttraining: Rekorde
        Übung                1RM       2RM       3RM       5RM  10RM  e1RM (geschätzt)
        ──────────────────────────────────────────────────────────────────────────────
        Nackenkniebeugen  130 kg  122,5 kg  122,5 kg  117,5 kg     –          137,1 kg
        Bankdrücken       205 lb    205 lb    205 lb    205 lb     –          239,2 lb
        """,
    ]

    static let table: [String: String] = [
        "en-60": """
        Lifts: records
        Movement          1RM       5RM  10RM  e1RM (estimated)
        ───────────────────────────────────────────────────────
        Back squats    130 kg  117.5 kg     –          137.1 kg
        Bench presses  205 lb    205 lb     –          239.2 lb
        """,
        "en-80": wideTable["en"] ?? "", "en-140": wideTable["en"] ?? "",
        "de-60": """
        Krafttraining: Rekorde
        Übung                1RM       5RM  10RM  e1RM (geschätzt)
        ──────────────────────────────────────────────────────────
        Nackenkniebeugen  130 kg  117,5 kg     –          137,1 kg
        Bankdrücken       205 lb    205 lb     –          239,2 lb
        """,
        "de-80": wideTable["de"] ?? "", "de-140": wideTable["de"] ?? "",
    ]

    /// The plot of top set and e1RM per session: the same in every language and width.
    static let plot = """
        137 kg ┤                    ○ ○
               │                ○ ○   ●
               │            ○ ○
               │        ○ ○       ● ●
               │    ○ ○       ● ●
               │○ ○     ● ● ●
               │    ● ●
         95 kg ┤● ●
               └────────────────────────
        """

    /// `stats MOVEMENT`: the records above the plot, the range and legend below it.
    static func around(_ records: String, _ below: String) -> String {
        records + "\n" + plot + "\n" + below
    }

    static let chart: [String: String] = [
        "en-60": around(
            """
            Back squats
            1RM 130 kg (Dec 6, 2026) · 2RM 122.5 kg (Dec 6, 2026)
            3RM 122.5 kg (Dec 6, 2026) · 5RM 117.5 kg (Dec 6, 2026)
            e1RM (estimated) 137.1 kg (Dec 6, 2026)

            Top set and estimated 1RM per session (the last 12 of 12)
            """,
            """
                    Nov 3, 2026 – Dec 6, 2026
            ● top set  ○ e1RM (estimated)  ◉ both
            """),
        "en-80": around(
            """
            Back squats
            1RM 130 kg (Dec 6, 2026) · 2RM 122.5 kg (Dec 6, 2026)
            3RM 122.5 kg (Dec 6, 2026) · 5RM 117.5 kg (Dec 6, 2026)
            e1RM (estimated) 137.1 kg (Dec 6, 2026)

            Top set and estimated 1RM per session (the last 12 of 12)
            """,
            """
                    Nov 3, 2026 – Dec 6, 2026
            ● top set  ○ e1RM (estimated)  ◉ both
            """),
        "en-140": around(
            """
            Back squats
            1RM 130 kg (Dec 6, 2026) · 2RM 122.5 kg (Dec 6, 2026) · 3RM 122.5 kg (Dec 6, 2026) · 5RM 117.5 kg (Dec 6, 2026)
            e1RM (estimated) 137.1 kg (Dec 6, 2026)

            Top set and estimated 1RM per session (the last 12 of 12)
            """,
            """
                    Nov 3, 2026 – Dec 6, 2026
            ● top set  ○ e1RM (estimated)  ◉ both
            """),
        "de-60": around(
            """
            Nackenkniebeugen
            1RM 130 kg (6. Dez 2026) · 2RM 122,5 kg (6. Dez 2026)
            3RM 122,5 kg (6. Dez 2026) · 5RM 117,5 kg (6. Dez 2026)
            e1RM (geschätzt) 137,1 kg (6. Dez 2026)

            Schwerster Satz und e1RM je Einheit (die letzten 12 von 12)
            """,
            """
                    3. Nov 2026 – 6. Dez 2026
            ● schwerster Satz  ○ e1RM (geschätzt)  ◉ beides
            """),
        "de-80": around(
            """
            Nackenkniebeugen
            1RM 130 kg (6. Dez 2026) · 2RM 122,5 kg (6. Dez 2026)
            3RM 122,5 kg (6. Dez 2026) · 5RM 117,5 kg (6. Dez 2026)
            e1RM (geschätzt) 137,1 kg (6. Dez 2026)

            Schwerster Satz und e1RM je Einheit (die letzten 12 von 12)
            """,
            """
                    3. Nov 2026 – 6. Dez 2026
            ● schwerster Satz  ○ e1RM (geschätzt)  ◉ beides
            """),
        "de-140": around(
            """
            Nackenkniebeugen
            1RM 130 kg (6. Dez 2026) · 2RM 122,5 kg (6. Dez 2026) · 3RM 122,5 kg (6. Dez 2026) · 5RM 117,5 kg (6. Dez 2026)
            e1RM (geschätzt) 137,1 kg (6. Dez 2026)

            Schwerster Satz und e1RM je Einheit (die letzten 12 von 12)
            """,
            """
                    3. Nov 2026 – 6. Dez 2026
            ● schwerster Satz  ○ e1RM (geschätzt)  ◉ beides
            """),
    ]
}
