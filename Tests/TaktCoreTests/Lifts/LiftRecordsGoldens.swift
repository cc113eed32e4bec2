/// The whole texts ``LiftRecordsViewTests`` expects, by language and width: `stats`'s table of the
/// lifts' records and `stats MOVEMENT`'s records and chart.
enum LiftRecordsGoldens {
    static let table: [String: String] = [
        "en-60": """
        Lifts: records
        Movement          1RM       5RM  10RM  e1RM (estimated)
        ───────────────────────────────────────────────────────
        Back squats    130 kg  117.5 kg     –          137.1 kg
        Bench presses  205 lb    205 lb     –          239.2 lb
        """,
        "en-80": """
        Lifts: records
        Movement          1RM       2RM       3RM       5RM  10RM  e1RM (estimated)
        ───────────────────────────────────────────────────────────────────────────
        Back squats    130 kg  122.5 kg  122.5 kg  117.5 kg     –          137.1 kg
        Bench presses  205 lb    205 lb    205 lb    205 lb     –          239.2 lb
        """,
        "en-140": """
        Lifts: records
        Movement          1RM       2RM       3RM       5RM  10RM  e1RM (estimated)
        ───────────────────────────────────────────────────────────────────────────
        Back squats    130 kg  122.5 kg  122.5 kg  117.5 kg     –          137.1 kg
        Bench presses  205 lb    205 lb    205 lb    205 lb     –          239.2 lb
        """,
        "de-60": """
        Krafttraining: Rekorde
        Übung                1RM       5RM  10RM  e1RM (geschätzt)
        ──────────────────────────────────────────────────────────
        Nackenkniebeugen  130 kg  117,5 kg     –          137,1 kg
        Bankdrücken       205 lb    205 lb     –          239,2 lb
        """,
        "de-80": """
        Krafttraining: Rekorde
        Übung                1RM       2RM       3RM       5RM  10RM  e1RM (geschätzt)
        ──────────────────────────────────────────────────────────────────────────────
        Nackenkniebeugen  130 kg  122,5 kg  122,5 kg  117,5 kg     –          137,1 kg
        Bankdrücken       205 lb    205 lb    205 lb    205 lb     –          239,2 lb
        """,
        "de-140": """
        Krafttraining: Rekorde
        Übung                1RM       2RM       3RM       5RM  10RM  e1RM (geschätzt)
        ──────────────────────────────────────────────────────────────────────────────
        Nackenkniebeugen  130 kg  122,5 kg  122,5 kg  117,5 kg     –          137,1 kg
        Bankdrücken       205 lb    205 lb    205 lb    205 lb     –          239,2 lb
        """,
    ]
    static let chart: [String: String] = [
        "en-60": """
        Back squats
        1RM 130 kg (Dec 6, 2026) · 2RM 122.5 kg (Dec 6, 2026)
        3RM 122.5 kg (Dec 6, 2026) · 5RM 117.5 kg (Dec 6, 2026)
        e1RM (estimated) 137.1 kg (Dec 6, 2026)

        Top set and estimated 1RM per session (the last 12 of 12)
        137 kg ┤                    ○ ○
               │                ○ ○   ●
               │            ○ ○
               │        ○ ○       ● ●
               │    ○ ○       ● ●
               │○ ○     ● ● ●
               │    ● ●
         95 kg ┤● ●
               └────────────────────────
                Nov 3, 2026 – Dec 6, 2026
        ● top set  ○ e1RM (estimated)  ◉ both
        """,
        "en-80": """
        Back squats
        1RM 130 kg (Dec 6, 2026) · 2RM 122.5 kg (Dec 6, 2026)
        3RM 122.5 kg (Dec 6, 2026) · 5RM 117.5 kg (Dec 6, 2026)
        e1RM (estimated) 137.1 kg (Dec 6, 2026)

        Top set and estimated 1RM per session (the last 12 of 12)
        137 kg ┤                    ○ ○
               │                ○ ○   ●
               │            ○ ○
               │        ○ ○       ● ●
               │    ○ ○       ● ●
               │○ ○     ● ● ●
               │    ● ●
         95 kg ┤● ●
               └────────────────────────
                Nov 3, 2026 – Dec 6, 2026
        ● top set  ○ e1RM (estimated)  ◉ both
        """,
        "en-140": """
        Back squats
        1RM 130 kg (Dec 6, 2026) · 2RM 122.5 kg (Dec 6, 2026) · 3RM 122.5 kg (Dec 6, 2026) · 5RM 117.5 kg (Dec 6, 2026)
        e1RM (estimated) 137.1 kg (Dec 6, 2026)

        Top set and estimated 1RM per session (the last 12 of 12)
        137 kg ┤                    ○ ○
               │                ○ ○   ●
               │            ○ ○
               │        ○ ○       ● ●
               │    ○ ○       ● ●
               │○ ○     ● ● ●
               │    ● ●
         95 kg ┤● ●
               └────────────────────────
                Nov 3, 2026 – Dec 6, 2026
        ● top set  ○ e1RM (estimated)  ◉ both
        """,
        "de-60": """
        Nackenkniebeugen
        1RM 130 kg (6. Dez 2026) · 2RM 122,5 kg (6. Dez 2026)
        3RM 122,5 kg (6. Dez 2026) · 5RM 117,5 kg (6. Dez 2026)
        e1RM (geschätzt) 137,1 kg (6. Dez 2026)

        Schwerster Satz und e1RM je Einheit (die letzten 12 von 12)
        137 kg ┤                    ○ ○
               │                ○ ○   ●
               │            ○ ○
               │        ○ ○       ● ●
               │    ○ ○       ● ●
               │○ ○     ● ● ●
               │    ● ●
         95 kg ┤● ●
               └────────────────────────
                3. Nov 2026 – 6. Dez 2026
        ● schwerster Satz  ○ e1RM (geschätzt)  ◉ beides
        """,
        "de-80": """
        Nackenkniebeugen
        1RM 130 kg (6. Dez 2026) · 2RM 122,5 kg (6. Dez 2026)
        3RM 122,5 kg (6. Dez 2026) · 5RM 117,5 kg (6. Dez 2026)
        e1RM (geschätzt) 137,1 kg (6. Dez 2026)

        Schwerster Satz und e1RM je Einheit (die letzten 12 von 12)
        137 kg ┤                    ○ ○
               │                ○ ○   ●
               │            ○ ○
               │        ○ ○       ● ●
               │    ○ ○       ● ●
               │○ ○     ● ● ●
               │    ● ●
         95 kg ┤● ●
               └────────────────────────
                3. Nov 2026 – 6. Dez 2026
        ● schwerster Satz  ○ e1RM (geschätzt)  ◉ beides
        """,
        "de-140": """
        Nackenkniebeugen
        1RM 130 kg (6. Dez 2026) · 2RM 122,5 kg (6. Dez 2026) · 3RM 122,5 kg (6. Dez 2026) · 5RM 117,5 kg (6. Dez 2026)
        e1RM (geschätzt) 137,1 kg (6. Dez 2026)

        Schwerster Satz und e1RM je Einheit (die letzten 12 von 12)
        137 kg ┤                    ○ ○
               │                ○ ○   ●
               │            ○ ○
               │        ○ ○       ● ●
               │    ○ ○       ● ●
               │○ ○     ● ● ●
               │    ● ●
         95 kg ┤● ●
               └────────────────────────
                3. Nov 2026 – 6. Dez 2026
        ● schwerster Satz  ○ e1RM (geschätzt)  ◉ beides
        """,
    ]
}
