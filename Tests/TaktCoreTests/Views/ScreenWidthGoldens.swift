/// The whole screens ``ScreenWidthTests`` expects, by case name: what a terminal of 60 or 80
/// columns shows.
enum ScreenWidthGoldens {
    static let texts: [String: String] = [
        "history en 60": """
        ID        Date              Program                   Active
        ────────────────────────────────────────────────────────────
        00000000  2026-11-24 18:10  Tabata in four blocks…  16.6 min
        00000000  2026-11-23 07:05  Classic Tabata           0.6 min
        00000000  2026-11-20 06:45  日本のタバタ             5.0 min
        """,
        "history en 80": """
        ID        Date              Program                         Active  kcal
        ────────────────────────────────────────────────────────────────────────
        00000000  2026-11-24 18:10  Tabata in four blocks, with…  16.6 min   150
        00000000  2026-11-23 07:05  Classic Tabata                 0.6 min    8*
        00000000  2026-11-20 06:45  日本のタバタ                   5.0 min   50*

        * kcal with 70 kg (default body mass); 'set weight' uses yours
        """,
        "history de 60": """
        ID        Datum             Programm                   Aktiv
        ────────────────────────────────────────────────────────────
        00000000  24.11.2026 18:10  Tabata in four blocks…  16,6 min
        00000000  23.11.2026 07:05  Classic Tabata           0,6 min
        00000000  20.11.2026 06:45  日本のタバタ             5,0 min
        """,
        "history de 80": """
        ID        Datum             Programm                         Aktiv  kcal
        ────────────────────────────────────────────────────────────────────────
        00000000  24.11.2026 18:10  Tabata in four blocks, with…  16,6 min   150
        00000000  23.11.2026 07:05  Classic Tabata                 0,6 min    8*
        00000000  20.11.2026 06:45  日本のタバタ                   5,0 min   50*

        * kcal mit 70 kg (Standard-Körpergewicht); „set weight“ nimmt deins
        """,
        "today en 60": """
        Today (Friday): week 1 of 6, day 2 of 3 — Circuit B: whole
        body, 20/40s ×2 · 7:35. 'run today' starts it.
        """,
        "today en 80": """
        Today (Friday): week 1 of 6, day 2 of 3 — Circuit B: whole body, 20/40s ×2 ·
        7:35. 'run today' starts it.
        """,
        "today de 60": """
        Heute (Freitag): Woche 1 von 6, Tag 2 von 3 — Zirkel B:
        ganzer Körper, 20/40 s ×2 · 7:35. „run today“ startet es.
        """,
        "today de 80": """
        Heute (Freitag): Woche 1 von 6, Tag 2 von 3 — Zirkel B: ganzer Körper, 20/40 s
        ×2 · 7:35. „run today“ startet es.
        """,
        "plan en 60": """
        Plan: Six weeks to your first hard circuit
        (beginner-six-weeks)
        1 of 18 sessions done · started 2026-11-23 · counted by
        sessions done

                    Mo  Tu  We  Th  Fr  Sa  Su
        2026-11-23  ✓   ·   ✗   ·   ▶   ·   ·
        2026-11-30  ○   ·   ○   ·   ○   ·   ·
        ✓ done  ✗ missed  ▶ today  ○ planned  · rest day

        Today (Friday): week 1 of 6, day 2 of 3 — Circuit B: whole
        body, 20/40s ×2 · 7:35. 'run today' starts it.
        """,
        "plan en 80": """
        Plan: Six weeks to your first hard circuit (beginner-six-weeks)
        1 of 18 sessions done · started 2026-11-23 · counted by sessions done

                    Mo  Tu  We  Th  Fr  Sa  Su
        2026-11-23  ✓   ·   ✗   ·   ▶   ·   ·
        2026-11-30  ○   ·   ○   ·   ○   ·   ·
        ✓ done  ✗ missed  ▶ today  ○ planned  · rest day

        Today (Friday): week 1 of 6, day 2 of 3 — Circuit B: whole body, 20/40s ×2 ·
        7:35. 'run today' starts it.
        """,
        "plan de 60": """
        Trainingsplan: In sechs Wochen zum ersten harten Zirkel
        (beginner-six-weeks)
        1 von 18 Einheiten erledigt · begonnen am 23.11.2026 ·
        gezählt nach erledigten Einheiten

                    Mo  Di  Mi  Do  Fr  Sa  So
        23.11.2026  ✓   ·   ✗   ·   ▶   ·   ·
        30.11.2026  ○   ·   ○   ·   ○   ·   ·
        ✓ erledigt  ✗ verpasst  ▶ heute  ○ geplant  · Ruhetag

        Heute (Freitag): Woche 1 von 6, Tag 2 von 3 — Zirkel B:
        ganzer Körper, 20/40 s ×2 · 7:35. „run today“ startet es.
        """,
        "plan de 80": """
        Trainingsplan: In sechs Wochen zum ersten harten Zirkel (beginner-six-weeks)
        1 von 18 Einheiten erledigt · begonnen am 23.11.2026 · gezählt nach erledigten
        Einheiten

                    Mo  Di  Mi  Do  Fr  Sa  So
        23.11.2026  ✓   ·   ✗   ·   ▶   ·   ·
        30.11.2026  ○   ·   ○   ·   ○   ·   ·
        ✓ erledigt  ✗ verpasst  ▶ heute  ○ geplant  · Ruhetag

        Heute (Freitag): Woche 1 von 6, Tag 2 von 3 — Zirkel B: ganzer Körper, 20/40 s
        ×2 · 7:35. „run today“ startet es.
        """,
        "stats en 60": """
        Your training
                    Sessions  Active min  kcal
        This week          4          60   555
        This month         9         120  1110
        All time          68         992  9176

        Streak: 3 days
        Weekly goal: 4 of 3 sessions ●●●
        Weekly goal reached.

        Active minutes a day, last 26 weeks
              Jun     Jul     Aug       Sep     Oct     Nov
        Mon · ░ █ █ ▓ ▒ █ █ ▓ ▓ ░ █ ▓ ▓ ▒ █ ▓ ▓ ▓ ▒ █ ▓ ▓ ▒ ░ ▓
        Tue · · · · · · · · · · · ▒ · · · · · · · · · · · · · ·
        Wed · ▓ ▒ █ █ ▓ ▒ ░ █ █ ▓ ▓ █ · ▓ ░ █ · ▓ ▓ █ · ▓ ▓ ▓ ▒
        Thu · · · · · · · · · · · █ · · · · · · · · · · · · · ▓
        Fri · ▓ · ▒ · ▓ · ▓ ▒ · · █ ▒ █ · ▓ ▒ ░ █ · ▒ ▒ █ █ · █
        Sat · · · · · · · · · · · ▒ · · · · · · · · · · · · ·
        Sun · · · · · · · · · · · · · · · · · · · · · · · · ·
            · none  ░ under 5  ▒ under 10  ▓ under 20  █ 20 or more

        Active minutes a week (✓ goal of 3 sessions met)
          Aug 31  █████████████▍                       23 min  2/3
          Sep 7   █████████████████████▋               37 min  3/3 ✓
          Sep 14  █████████████████████████████▏       50 min  3/3 ✓
          Sep 21  █████████▉                           17 min  2/3
          Sep 28  █████████████████████████████▊       51 min  3/3 ✓
          Oct 5   ███████████▏                         19 min  2/3
          Oct 12  ████████████████████████████████▋    56 min  3/3 ✓
          Oct 19  ████████████▎                        21 min  2/3
          Oct 26  █████████████████████████████████▎   57 min  3/3 ✓
          Nov 2   ██████████████████████████▎          45 min  3/3 ✓
          Nov 9   ████████▊                            15 min  2/3
          Nov 16  ███████████████████████████████████  60 min  4/3 ✓

        Days in a row: 3 now, longest 6
        """,
        "stats en 80": """
        Your training
                    Sessions  Active min  kcal
        This week          4          60   555
        This month         9         120  1110
        All time          68         992  9176

        Streak: 3 days
        Weekly goal: 4 of 3 sessions ●●●
        Weekly goal reached.

        Active minutes a day, last 26 weeks
              Jun     Jul     Aug       Sep     Oct     Nov
        Mon · ░ █ █ ▓ ▒ █ █ ▓ ▓ ░ █ ▓ ▓ ▒ █ ▓ ▓ ▓ ▒ █ ▓ ▓ ▒ ░ ▓
        Tue · · · · · · · · · · · ▒ · · · · · · · · · · · · · ·
        Wed · ▓ ▒ █ █ ▓ ▒ ░ █ █ ▓ ▓ █ · ▓ ░ █ · ▓ ▓ █ · ▓ ▓ ▓ ▒
        Thu · · · · · · · · · · · █ · · · · · · · · · · · · · ▓
        Fri · ▓ · ▒ · ▓ · ▓ ▒ · · █ ▒ █ · ▓ ▒ ░ █ · ▒ ▒ █ █ · █
        Sat · · · · · · · · · · · ▒ · · · · · · · · · · · · ·
        Sun · · · · · · · · · · · · · · · · · · · · · · · · ·
            · none  ░ under 5  ▒ under 10  ▓ under 20  █ 20 or more

        Active minutes a week (✓ goal of 3 sessions met)
          Aug 31  █████████████████████▏                                   23 min  2/3
          Sep 7   █████████████████████████████████▉                       37 min  3/3 ✓
          Sep 14  █████████████████████████████████████████████▉           50 min  3/3 ✓
          Sep 21  ███████████████▋                                         17 min  2/3
          Sep 28  ██████████████████████████████████████████████▊          51 min  3/3 ✓
          Oct 5   █████████████████▍                                       19 min  2/3
          Oct 12  ███████████████████████████████████████████████████▍     56 min  3/3 ✓
          Oct 19  ███████████████████▎                                     21 min  2/3
          Oct 26  ████████████████████████████████████████████████████▎    57 min  3/3 ✓
          Nov 2   █████████████████████████████████████████▎               45 min  3/3 ✓
          Nov 9   █████████████▊                                           15 min  2/3
          Nov 16  ███████████████████████████████████████████████████████  60 min  4/3 ✓

        Days in a row: 3 now, longest 6
        """,
        "stats de 60": """
        Dein Training
                      Einheiten  Aktive Min.  kcal
        Diese Woche           4           60   555
        Dieser Monat          9          120  1110
        Insgesamt            68          992  9176

        Serie: 3 Tage
        Wochenziel: 4 von 3 Einheiten ●●●
        Wochenziel erreicht.

        Aktive Minuten pro Tag, letzte 26 Wochen
             Jun     Jul     Aug       Sep     Okt     Nov
        Mo · ░ █ █ ▓ ▒ █ █ ▓ ▓ ░ █ ▓ ▓ ▒ █ ▓ ▓ ▓ ▒ █ ▓ ▓ ▒ ░ ▓
        Di · · · · · · · · · · · ▒ · · · · · · · · · · · · · ·
        Mi · ▓ ▒ █ █ ▓ ▒ ░ █ █ ▓ ▓ █ · ▓ ░ █ · ▓ ▓ █ · ▓ ▓ ▓ ▒
        Do · · · · · · · · · · · █ · · · · · · · · · · · · · ▓
        Fr · ▓ · ▒ · ▓ · ▓ ▒ · · █ ▒ █ · ▓ ▒ ░ █ · ▒ ▒ █ █ · █
        Sa · · · · · · · · · · · ▒ · · · · · · · · · · · · ·
        So · · · · · · · · · · · · · · · · · · · · · · · · ·
           · keine  ░ unter 5  ▒ unter 10  ▓ unter 20  █ 20 und mehr

        Aktive Minuten pro Woche (✓ Ziel von 3 Einheiten erreicht)
          31. Aug  █████████████                       23 min  2/3
          7. Sep   █████████████████████               37 min  3/3 ✓
          14. Sep  ████████████████████████████▍       50 min  3/3 ✓
          21. Sep  █████████▋                          17 min  2/3
          28. Sep  ████████████████████████████▉       51 min  3/3 ✓
          5. Okt   ██████████▊                         19 min  2/3
          12. Okt  ███████████████████████████████▊    56 min  3/3 ✓
          19. Okt  ███████████▉                        21 min  2/3
          26. Okt  ████████████████████████████████▎   57 min  3/3 ✓
          2. Nov   █████████████████████████▌          45 min  3/3 ✓
          9. Nov   ████████▌                           15 min  2/3
          16. Nov  ██████████████████████████████████  60 min  4/3 ✓

        Tage in Folge: jetzt 3, längste Serie 6
        """,
        "stats de 80": """
        Dein Training
                      Einheiten  Aktive Min.  kcal
        Diese Woche           4           60   555
        Dieser Monat          9          120  1110
        Insgesamt            68          992  9176

        Serie: 3 Tage
        Wochenziel: 4 von 3 Einheiten ●●●
        Wochenziel erreicht.

        Aktive Minuten pro Tag, letzte 26 Wochen
             Jun     Jul     Aug       Sep     Okt     Nov
        Mo · ░ █ █ ▓ ▒ █ █ ▓ ▓ ░ █ ▓ ▓ ▒ █ ▓ ▓ ▓ ▒ █ ▓ ▓ ▒ ░ ▓
        Di · · · · · · · · · · · ▒ · · · · · · · · · · · · · ·
        Mi · ▓ ▒ █ █ ▓ ▒ ░ █ █ ▓ ▓ █ · ▓ ░ █ · ▓ ▓ █ · ▓ ▓ ▓ ▒
        Do · · · · · · · · · · · █ · · · · · · · · · · · · · ▓
        Fr · ▓ · ▒ · ▓ · ▓ ▒ · · █ ▒ █ · ▓ ▒ ░ █ · ▒ ▒ █ █ · █
        Sa · · · · · · · · · · · ▒ · · · · · · · · · · · · ·
        So · · · · · · · · · · · · · · · · · · · · · · · · ·
           · keine  ░ unter 5  ▒ unter 10  ▓ unter 20  █ 20 und mehr

        Aktive Minuten pro Woche (✓ Ziel von 3 Einheiten erreicht)
          31. Aug  ████████████████████▊                                   23 min  2/3
          7. Sep   █████████████████████████████████▎                      37 min  3/3 ✓
          14. Sep  █████████████████████████████████████████████           50 min  3/3 ✓
          21. Sep  ███████████████▎                                        17 min  2/3
          28. Sep  █████████████████████████████████████████████▉          51 min  3/3 ✓
          5. Okt   █████████████████▏                                      19 min  2/3
          12. Okt  ██████████████████████████████████████████████████▍     56 min  3/3 ✓
          19. Okt  ██████████████████▉                                     21 min  2/3
          26. Okt  ███████████████████████████████████████████████████▎    57 min  3/3 ✓
          2. Nov   ████████████████████████████████████████▌               45 min  3/3 ✓
          9. Nov   █████████████▌                                          15 min  2/3
          16. Nov  ██████████████████████████████████████████████████████  60 min  4/3 ✓

        Tage in Folge: jetzt 3, längste Serie 6
        """,
    ]
}
