/// The whole screens ``LiftRecordScreenTests`` expects, by language: 60 × 20 and 40 × 10.
enum LiftRecordScreenGoldens {
    static let rest: [String: String] = [
        "en": """

                                    REST
            ████████                ████    ████    ████████████
            ████████                ████    ████    ████████████
                ████        ████    ████    ████    ████    ████
                ████        ████    ████    ████    ████    ████
                ████                ████████████    ████████████
                ████                ████████████    ████████████
                ████        ████            ████            ████
                ████        ████            ████            ████
            ████████████                    ████    ████████████
            ████████████                    ████    ████████████
                 New 5RM: 105 kg · e1RM 126 kg (estimated)
                                  Next up
                                Back squats
            next: 5 × 102.5 kg · bar + 25 + 15 + 1.25 each side
                         3:49 left of 4:10 · 2 kcal
        Set 1: 5 × 100 kg — _
        kept: 6 × 105 kg · type again to change it
        space pause  n skip  b back  i how-to  l language  q quit
        """,
        "de": """

                                   PAUSE
            ████████                ████    ████    ████████████
            ████████                ████    ████    ████████████
                ████        ████    ████    ████    ████    ████
                ████        ████    ████    ████    ████    ████
                ████                ████████████    ████████████
                ████                ████████████    ████████████
                ████        ████            ████            ████
                ████        ████            ████            ████
            ████████████                    ████    ████████████
            ████████████                    ████    ████████████
                Neues 5RM: 105 kg · e1RM 126 kg (geschätzt)
                                Als Nächstes
                              Nackenkniebeugen
           dann: 5 × 102,5 kg · Stange + 25 + 15 + 1,25 je Seite
                        noch 3:49 von 4:10 · 2 kcal
        Satz 1: 5 × 100 kg — _
        behalten: 6 × 105 kg · zum Ändern neu tippen
        ␣ Pause · n vor · b zurück · i Info · l Sprache · q Ende
        """,
    ]
    static let small: [String: String] = [
        "en": """

                          REST
                     ▀█  ▄ █ █ █▀█
                      █  ▄ ▀▀█ ▀▀█
                     ▀▀▀     ▀ ▀▀▀
                   Next: Back squats
        Set 1: 5 × 100 kg — _
        kept: 6 × 105 kg · type again to change…
        space pause · n skip · b back · i how-to
        l language · q quit
        """,
        "de": """

                         PAUSE
                     ▀█  ▄ █ █ █▀█
                      █  ▄ ▀▀█ ▀▀█
                     ▀▀▀     ▀ ▀▀▀
            Nächste Übung: Nackenkniebeugen
        Satz 1: 5 × 100 kg — _
        behalten: 6 × 105 kg · zum Ändern neu t…
        ␣ Pause · n vor · b zurück · i Info
        l Sprache · q Ende
        """,
    ]
}
