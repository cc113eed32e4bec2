/// The whole `show` texts ``ShowViewTests`` expects, by case name.
enum ShowGoldens {
    static let texts: [String: String] = [
        "strength-circuit en 60": """
        Strength circuit (strength-circuit)
        Sets with their own rest times: longer rests after the hard
        sets. Push-ups are counted: press Enter when a set is done.

        Author    takt
        Level     intermediate
        Tags      strength, sets, kettlebell
        Source    bundled
        Duration  14:25 = get ready 0:10 + work 5:15 + rest 9:00 + 2
                  open sets, not timed
        Estimate  ≈ 53 kcal (37–69) for 70 kg (default)

        Blocks:
          Get ready 0:10
          1. Legs · 1 round · 8:00
             Squats:
               set 1: 0:45 work · 0:45 rest
               set 2: 0:40 work · 1:00 rest
               set 3: 0:30 work · 1:30 rest
             Lunges:
               set 1: 0:40 work · 0:30 rest
               set 2: 0:40 work · 1:00 rest
          2. Upper body and core · 1 round · 5:15
             Push-ups:
               set 1: 12 reps · 1:00 rest
               set 2: 10 reps · 1:00 rest
             Kettlebell swings:
               set 1: 0:30 work · 0:45 rest
               set 2: 0:30 work
             then 1:30 rest after the block
          3. Finisher · 1 round · 1:00
             Plank: 1:00 work
        """,
        "strength-circuit en 100": """
        Strength circuit (strength-circuit)
        Sets with their own rest times: longer rests after the hard sets. Push-ups are counted: press Enter
        when a set is done.

        Author    takt
        Level     intermediate
        Tags      strength, sets, kettlebell
        Source    bundled
        Duration  14:25 = get ready 0:10 + work 5:15 + rest 9:00 + 2 open sets, not timed
        Estimate  ≈ 53 kcal (37–69) for 70 kg (default)

        Blocks:
          Get ready 0:10
          1. Legs · 1 round · 8:00
             Squats:
               set 1: 0:45 work · 0:45 rest
               set 2: 0:40 work · 1:00 rest
               set 3: 0:30 work · 1:30 rest
             Lunges:
               set 1: 0:40 work · 0:30 rest
               set 2: 0:40 work · 1:00 rest
          2. Upper body and core · 1 round · 5:15
             Push-ups:
               set 1: 12 reps · 1:00 rest
               set 2: 10 reps · 1:00 rest
             Kettlebell swings:
               set 1: 0:30 work · 0:45 rest
               set 2: 0:30 work
             then 1:30 rest after the block
          3. Finisher · 1 round · 1:00
             Plank: 1:00 work
        """,
        "strength-circuit de 60": """
        Kraftzirkel (strength-circuit)
        Sätze mit eigenen Pausenzeiten: längere Pausen nach den
        schweren Sätzen. Liegestütze werden gezählt: Enter drücken,
        wenn ein Satz geschafft ist.

        Autor         takt
        Stufe         Mittelstufe
        Schlagwörter  strength, sets, kettlebell
        Quelle        mitgeliefert
        Dauer         14:25 = Vorbereitung 0:10 + Belastung 5:15 +
                      Pause 9:00 + 2 offene Sätze ohne Zeitvorgabe
        Schätzung     ≈ 53 kcal (37–69) für 70 kg (Standardwert)

        Blöcke:
          Vorbereitung 0:10
          1. Beine · 1 Runde · 8:00
             Kniebeugen:
               Satz 1: 0:45 Belastung · 0:45 Pause
               Satz 2: 0:40 Belastung · 1:00 Pause
               Satz 3: 0:30 Belastung · 1:30 Pause
             Ausfallschritte:
               Satz 1: 0:40 Belastung · 0:30 Pause
               Satz 2: 0:40 Belastung · 1:00 Pause
          2. Oberkörper und Rumpf · 1 Runde · 5:15
             Liegestütze:
               Satz 1: 12 Wiederholungen · 1:00 Pause
               Satz 2: 10 Wiederholungen · 1:00 Pause
             Kettlebell-Swings:
               Satz 1: 0:30 Belastung · 0:45 Pause
               Satz 2: 0:30 Belastung
             danach 1:30 Pause nach dem Block
          3. Abschluss · 1 Runde · 1:00
             Unterarmstütz: 1:00 Belastung
        """,
        "strength-circuit de 100": """
        Kraftzirkel (strength-circuit)
        Sätze mit eigenen Pausenzeiten: längere Pausen nach den schweren Sätzen. Liegestütze werden gezählt:
        Enter drücken, wenn ein Satz geschafft ist.

        Autor         takt
        Stufe         Mittelstufe
        Schlagwörter  strength, sets, kettlebell
        Quelle        mitgeliefert
        Dauer         14:25 = Vorbereitung 0:10 + Belastung 5:15 + Pause 9:00 + 2 offene Sätze ohne
                      Zeitvorgabe
        Schätzung     ≈ 53 kcal (37–69) für 70 kg (Standardwert)

        Blöcke:
          Vorbereitung 0:10
          1. Beine · 1 Runde · 8:00
             Kniebeugen:
               Satz 1: 0:45 Belastung · 0:45 Pause
               Satz 2: 0:40 Belastung · 1:00 Pause
               Satz 3: 0:30 Belastung · 1:30 Pause
             Ausfallschritte:
               Satz 1: 0:40 Belastung · 0:30 Pause
               Satz 2: 0:40 Belastung · 1:00 Pause
          2. Oberkörper und Rumpf · 1 Runde · 5:15
             Liegestütze:
               Satz 1: 12 Wiederholungen · 1:00 Pause
               Satz 2: 10 Wiederholungen · 1:00 Pause
             Kettlebell-Swings:
               Satz 1: 0:30 Belastung · 0:45 Pause
               Satz 2: 0:30 Belastung
             danach 1:30 Pause nach dem Block
          3. Abschluss · 1 Runde · 1:00
             Unterarmstütz: 1:00 Belastung
        """,
        "ladder en 60": """
        Jump rope ladder (ladder)
        Climb up and down a ladder: 20, 40, 60, 40 and 20 seconds of
        jump rope with equal rest, then a 10-minute EMOM: 15
        kettlebell swings at the top of odd minutes, 15 squats at
        the top of even ones, the rest of each minute to recover.

        Author    takt
        Level     intermediate
        Tags      ladder, emom, jump-rope, kettlebell
        Source    bundled
        Duration  16:50 = get ready 0:10 + work 3:00 + scored blocks
                  10:00 + rest 3:40
        Estimate  ≈ 153 kcal (107–199) for 70 kg (default)

        Blocks:
          Get ready 0:10
          1. Ladder · 1 round · 6:40
             Jump rope:
               set 1: 0:20 work · 0:20 rest
               set 2: 0:40 work · 0:40 rest
               set 3: 1:00 work · 1:00 rest
               set 4: 0:40 work · 0:40 rest
               set 5: 0:20 work
             then 1:00 rest after the block
          2. EMOM · 10:00
             EMOM 10 × 1:00: 15 Kettlebell swings / 15 Squats
        """,
        "ladder en 100": """
        Jump rope ladder (ladder)
        Climb up and down a ladder: 20, 40, 60, 40 and 20 seconds of jump rope with equal rest, then a
        10-minute EMOM: 15 kettlebell swings at the top of odd minutes, 15 squats at the top of even ones,
        the rest of each minute to recover.

        Author    takt
        Level     intermediate
        Tags      ladder, emom, jump-rope, kettlebell
        Source    bundled
        Duration  16:50 = get ready 0:10 + work 3:00 + scored blocks 10:00 + rest 3:40
        Estimate  ≈ 153 kcal (107–199) for 70 kg (default)

        Blocks:
          Get ready 0:10
          1. Ladder · 1 round · 6:40
             Jump rope:
               set 1: 0:20 work · 0:20 rest
               set 2: 0:40 work · 0:40 rest
               set 3: 1:00 work · 1:00 rest
               set 4: 0:40 work · 0:40 rest
               set 5: 0:20 work
             then 1:00 rest after the block
          2. EMOM · 10:00
             EMOM 10 × 1:00: 15 Kettlebell swings / 15 Squats
        """,
        "ladder de 60": """
        Seilspring-Leiter (ladder)
        Eine Leiter hinauf und hinunter: 20, 40, 60, 40 und 20
        Sekunden Seilspringen mit gleich langer Pause, danach ein
        EMOM über 10 Minuten: zu Beginn jeder ungeraden Minute 15
        Kettlebell-Swings, jeder geraden 15 Kniebeugen, der Rest der
        Minute ist Pause.

        Autor         takt
        Stufe         Mittelstufe
        Schlagwörter  ladder, emom, jump-rope, kettlebell
        Quelle        mitgeliefert
        Dauer         16:50 = Vorbereitung 0:10 + Belastung 3:00 +
                      Wertungsblöcke 10:00 + Pause 3:40
        Schätzung     ≈ 153 kcal (107–199) für 70 kg (Standardwert)

        Blöcke:
          Vorbereitung 0:10
          1. Leiter · 1 Runde · 6:40
             Seilspringen:
               Satz 1: 0:20 Belastung · 0:20 Pause
               Satz 2: 0:40 Belastung · 0:40 Pause
               Satz 3: 1:00 Belastung · 1:00 Pause
               Satz 4: 0:40 Belastung · 0:40 Pause
               Satz 5: 0:20 Belastung
             danach 1:00 Pause nach dem Block
          2. EMOM · 10:00
             EMOM 10 × 1:00: 15 Kettlebell-Swings / 15 Kniebeugen
        """,
        "ladder de 100": """
        Seilspring-Leiter (ladder)
        Eine Leiter hinauf und hinunter: 20, 40, 60, 40 und 20 Sekunden Seilspringen mit gleich langer
        Pause, danach ein EMOM über 10 Minuten: zu Beginn jeder ungeraden Minute 15 Kettlebell-Swings, jeder
        geraden 15 Kniebeugen, der Rest der Minute ist Pause.

        Autor         takt
        Stufe         Mittelstufe
        Schlagwörter  ladder, emom, jump-rope, kettlebell
        Quelle        mitgeliefert
        Dauer         16:50 = Vorbereitung 0:10 + Belastung 3:00 + Wertungsblöcke 10:00 + Pause 3:40
        Schätzung     ≈ 153 kcal (107–199) für 70 kg (Standardwert)

        Blöcke:
          Vorbereitung 0:10
          1. Leiter · 1 Runde · 6:40
             Seilspringen:
               Satz 1: 0:20 Belastung · 0:20 Pause
               Satz 2: 0:40 Belastung · 0:40 Pause
               Satz 3: 1:00 Belastung · 1:00 Pause
               Satz 4: 0:40 Belastung · 0:40 Pause
               Satz 5: 0:20 Belastung
             danach 1:00 Pause nach dem Block
          2. EMOM · 10:00
             EMOM 10 × 1:00: 15 Kettlebell-Swings / 15 Kniebeugen
        """,
    ]
}
