/// The whole screens ``LiftScreenTests`` expects, 60 × 20, by language.
enum LiftScreenGoldens {
    static let work: [String: String] = [
        "en": """
        Squat day                                          Phase 4/6


                                    WORK
                                Back squats

             ██████          ████    ██████  ██████      ██████
             ██      ██  ██    ██    ██  ██      ██      ██
             ██████    ██      ██    ██  ██  ██████      ██████
                 ██  ██  ██    ██    ██  ██  ██              ██
             ██████          ██████  ██████  ██████  ██  ██████
                  SET 2/3 · 5 × 102.5 KG · Enter when done

                             Next: Back squats

                   2:50 done · 2:00 after this · 12 kcal



        ␣ pause  n skip  b back  ⏎ done  i how-to  l lang  q quit
        """,
        "de": """
        Kniebeugetag                                       Phase 4/6


                                 BELASTUNG
                              Nackenkniebeugen

             ██████          ████    ██████  ██████      ██████
             ██      ██  ██    ██    ██  ██      ██      ██
             ██████    ██      ██    ██  ██  ██████      ██████
                 ██  ██  ██    ██    ██  ██  ██      ██      ██
             ██████          ██████  ██████  ██████  ██  ██████
                SATZ 2/3 · 5 × 102,5 KG · Enter, wenn fertig

                      Nächste Übung: Nackenkniebeugen

                2:50 geschafft · danach noch 2:00 · 12 kcal


        Leertaste Pause · n überspringen · b zurück · Enter fertig
        i Anleitung · l Sprache · q beenden
        """,
    ]
    static let rest: [String: String] = [
        "en": """
        Squat day                                          Phase 3/6

                                    REST

            ████████                ████████████    ████    ████
            ████████                ████████████    ████    ████
                ████        ████            ████    ████    ████
                ████        ████            ████    ████    ████
                ████                ████████████    ████████████
                ████                ████████████    ████████████
                ████        ████    ████                    ████
                ████        ████    ████                    ████
            ████████████            ████████████            ████
            ████████████            ████████████            ████
        [█████████████████░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░]
                                  Next up
                                Back squats
            next: 5 × 102.5 kg · bar + 25 + 15 + 1.25 each side
                        3:24 left of 4:10 · 12 kcal
        space pause  n skip  b back  i how-to  l language  q quit
        """,
        "de": """
        Kniebeugetag                                       Phase 3/6

                                   PAUSE

            ████████                ████████████    ████    ████
            ████████                ████████████    ████    ████
                ████        ████            ████    ████    ████
                ████        ████            ████    ████    ████
                ████                ████████████    ████████████
                ████                ████████████    ████████████
                ████        ████    ████                    ████
                ████        ████    ████                    ████
            ████████████            ████████████            ████
            ████████████            ████████████            ████
        [█████████████████░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░]
                                Als Nächstes
                              Nackenkniebeugen
           dann: 5 × 102,5 kg · Stange + 25 + 15 + 1,25 je Seite
                        noch 3:24 von 4:10 · 12 kcal
        ␣ Pause · n vor · b zurück · i Info · l Sprache · q Ende
        """,
    ]
    static let restAsking: [String: String] = [
        "en": """
        Squat day                                          Phase 3/6

                                    REST
            ████████                ████████████    ████    ████
            ████████                ████████████    ████    ████
                ████        ████            ████    ████    ████
                ████        ████            ████    ████    ████
                ████                ████████████    ████████████
                ████                ████████████    ████████████
                ████        ████    ████                    ████
                ████        ████    ████                    ████
            ████████████            ████████████            ████
            ████████████            ████████████            ████
                                  Next up
                                Back squats
            next: 5 × 102.5 kg · bar + 25 + 15 + 1.25 each side
                        3:24 left of 4:10 · 12 kcal
        Set 1: 5 × 100 kg — 4x97.5_
        Enter keeps it, or type 4, 4x97.5 or 0
        space pause  n skip  b back  i how-to  l language  q quit
        """,
        "de": """
        Kniebeugetag                                       Phase 3/6

                                   PAUSE
            ████████                ████████████    ████    ████
            ████████                ████████████    ████    ████
                ████        ████            ████    ████    ████
                ████        ████            ████    ████    ████
                ████                ████████████    ████████████
                ████                ████████████    ████████████
                ████        ████    ████                    ████
                ████        ████    ████                    ████
            ████████████            ████████████            ████
            ████████████            ████████████            ████
                                Als Nächstes
                              Nackenkniebeugen
           dann: 5 × 102,5 kg · Stange + 25 + 15 + 1,25 je Seite
                        noch 3:24 von 4:10 · 12 kcal
        Satz 1: 5 × 100 kg — 4x97,5_
        Enter behält ihn, oder tippe 4, 4x97,5 oder 0
        ␣ Pause · n vor · b zurück · i Info · l Sprache · q Ende
        """,
    ]
    static let restAnswered: [String: String] = [
        "en": """
        Squat day                                          Phase 3/6

                                    REST
            ████████                ████████████    ████    ████
            ████████                ████████████    ████    ████
                ████        ████            ████    ████    ████
                ████        ████            ████    ████    ████
                ████                ████████████    ████████████
                ████                ████████████    ████████████
                ████        ████    ████                    ████
                ████        ████    ████                    ████
            ████████████            ████████████            ████
            ████████████            ████████████            ████
                                  Next up
                                Back squats
            next: 5 × 102.5 kg · bar + 25 + 15 + 1.25 each side
                        3:24 left of 4:10 · 12 kcal
        Set 1: 5 × 100 kg — _
        kept: 4 × 97.5 kg · type again to change it
        space pause  n skip  b back  i how-to  l language  q quit
        """,
        "de": """
        Kniebeugetag                                       Phase 3/6

                                   PAUSE
            ████████                ████████████    ████    ████
            ████████                ████████████    ████    ████
                ████        ████            ████    ████    ████
                ████        ████            ████    ████    ████
                ████                ████████████    ████████████
                ████                ████████████    ████████████
                ████        ████    ████                    ████
                ████        ████    ████                    ████
            ████████████            ████████████            ████
            ████████████            ████████████            ████
                                Als Nächstes
                              Nackenkniebeugen
           dann: 5 × 102,5 kg · Stange + 25 + 15 + 1,25 je Seite
                        noch 3:24 von 4:10 · 12 kcal
        Satz 1: 5 × 100 kg — _
        behalten: 4 × 97,5 kg · zum Ändern neu tippen
        ␣ Pause · n vor · b zurück · i Info · l Sprache · q Ende
        """,
    ]
}
