/// The whole `show --timeline` and `show --json` of a program in every format, by language.
enum FormatShowGoldens {
    static let program = #"""
        title: {en: Whiteboard, de: Whiteboard}
        getReady: 10
        blocks:
          - title: {en: Cindy, de: Cindy}
            format: amrap
            cap: 12m
            restAfter: 60
            exercises:
              - {exercise: pull-ups, reps: 5}
              - {exercise: push-ups, reps: 10}
              - {exercise: squats, reps: 15}
          - format: emom
            rounds: 4
            exercises:
              - {exercise: burpees, reps: 10}
              - {exercise: squats, reps: 15}
          - format: for-time
            cap: 10m
            reps: [21, 15, 9]
            exercises: [{exercise: burpees}, {exercise: squats}]
          - format: for-time
            rounds: 2
            exercises: [{exercise: burpees, reps: 10}, {exercise: squats, reps: 20}]
          - format: death-by
            rounds: 3
            exercises: [{exercise: burpees}]
          - rounds: 2
            restAfter: 30
            blocks:
              - {rounds: 2, work: 20, rest: 10, exercises: [{exercise: squats}]}
              - {work: [20, 40], exercises: [{exercise: plank}]}
          - format: tabata
            rounds: 2
            exercises: [{exercise: mountain-climbers}]
        """#

    static let show: [String: String] = [
        "en": #"""
        Whiteboard (formats)

        Source    user file formats.yaml
        Duration  35:30 = get ready 0:10 + work 4:00 + scored blocks 29:00 + rest 2:20 +
                  1 for-time block without a cap, open
        Estimate  ≈ 332 kcal (233–432) for 70 kg (default)

        Blocks:
          Get ready 0:10
          1. Cindy · 13:00
             AMRAP 12:00: 5 Pull-ups, 10 Push-ups, 15 Squats
             then 1:00 rest after the block
          2. Block 2 · 4:00
             EMOM 4 × 1:00: 10 Burpees / 15 Squats
          3. Block 3 · 10:00
             For time, cap 10:00: 21-15-9 Burpees, Squats
          4. Block 4 · open
             For time: 2 rounds of 10 Burpees, 20 Squats
          5. Block 5 · at most 3 rounds · 3:00
             Death by Burpees: every 1:00, +1
          6. Block 6 · 2 rounds · 4:30
             2 rounds:
               Squats: 0:20 work · 0:10 rest
             2 rounds:
               Plank: 0:20-0:40 work
             then 0:30 rest after the block
          7. Block 7 · 2 rounds · 0:50
             Mountain climbers: 0:20 work · 0:10 rest

        Timeline (28 phases):
           1  Get ready                                   0:10
           2  AMRAP: 5 Pull-ups, 10 Push-ups, 15 Squats  12:00
           3  Rest                                        1:00  between blocks
           4  EMOM: 10 Burpees                            1:00  round 1/4
           5  EMOM: 15 Squats                             1:00  round 2/4
           6  EMOM: 10 Burpees                            1:00  round 3/4
           7  EMOM: 15 Squats                             1:00  round 4/4
           8  For time: 21 Burpees, 21 Squats, …         10:00
           9  For time: 10 Burpees, 20 Squats, …          open
          10  Death by: 1 Burpees                         1:00  round 1/3
          11  Death by: 2 Burpees                         1:00  round 2/3
          12  Death by: 3 Burpees                         1:00  round 3/3
          13  Squats                                      0:20  round 1/2
          14  Rest                                        0:10
          15  Squats                                      0:20  round 2/2
          16  Rest                                        0:10
          17  Plank                                       0:20  round 1/2
          18  Plank                                       0:40  round 2/2
          19  Squats                                      0:20  round 1/2
          20  Rest                                        0:10
          21  Squats                                      0:20  round 2/2
          22  Rest                                        0:10
          23  Plank                                       0:20  round 1/2
          24  Plank                                       0:40  round 2/2
          25  Rest                                        0:30  between blocks
          26  Mountain climbers                           0:20  round 1/2
          27  Rest                                        0:10
          28  Mountain climbers                           0:20  round 2/2
        """#,
        "de": #"""
        Whiteboard (formats)

        Quelle     eigene Datei formats.yaml
        Dauer      35:30 = Vorbereitung 0:10 + Belastung 4:00 + Wertungsblöcke 29:00 +
                   Pause 2:20 + 1 Block auf Zeit ohne Limit, offen
        Schätzung  ≈ 332 kcal (233–432) für 70 kg (Standardwert)

        Blöcke:
          Vorbereitung 0:10
          1. Cindy · 13:00
             AMRAP 12:00: 5 Klimmzüge, 10 Liegestütze, 15 Kniebeugen
             danach 1:00 Pause nach dem Block
          2. Block 2 · 4:00
             EMOM 4 × 1:00: 10 Burpees / 15 Kniebeugen
          3. Block 3 · 10:00
             Auf Zeit, Limit 10:00: 21-15-9 Burpees, Kniebeugen
          4. Block 4 · offen
             Auf Zeit: 2 Runden aus 10 Burpees, 20 Kniebeugen
          5. Block 5 · höchstens 3 Runden · 3:00
             Death by Burpees: alle 1:00, +1
          6. Block 6 · 2 Runden · 4:30
             2 Runden:
               Kniebeugen: 0:20 Belastung · 0:10 Pause
             2 Runden:
               Unterarmstütz: 0:20-0:40 Belastung
             danach 0:30 Pause nach dem Block
          7. Block 7 · 2 Runden · 0:50
             Bergsteiger: 0:20 Belastung · 0:10 Pause

        Ablauf (28 Phasen):
           1  Mach dich bereit                                    0:10
           2  AMRAP: 5 Klimmzüge, 10 Liegestütze, 15 Kniebeugen  12:00
           3  Pause                                               1:00  zwischen den Blöcken
           4  EMOM: 10 Burpees                                    1:00  Runde 1/4
           5  EMOM: 15 Kniebeugen                                 1:00  Runde 2/4
           6  EMOM: 10 Burpees                                    1:00  Runde 3/4
           7  EMOM: 15 Kniebeugen                                 1:00  Runde 4/4
           8  Auf Zeit: 21 Burpees, 21 Kniebeugen, …             10:00
           9  Auf Zeit: 10 Burpees, 20 Kniebeugen, …             offen
          10  Death by: 1 Burpees                                 1:00  Runde 1/3
          11  Death by: 2 Burpees                                 1:00  Runde 2/3
          12  Death by: 3 Burpees                                 1:00  Runde 3/3
          13  Kniebeugen                                          0:20  Runde 1/2
          14  Pause                                               0:10
          15  Kniebeugen                                          0:20  Runde 2/2
          16  Pause                                               0:10
          17  Unterarmstütz                                       0:20  Runde 1/2
          18  Unterarmstütz                                       0:40  Runde 2/2
          19  Kniebeugen                                          0:20  Runde 1/2
          20  Pause                                               0:10
          21  Kniebeugen                                          0:20  Runde 2/2
          22  Pause                                               0:10
          23  Unterarmstütz                                       0:20  Runde 1/2
          24  Unterarmstütz                                       0:40  Runde 2/2
          25  Pause                                               0:30  zwischen den Blöcken
          26  Bergsteiger                                         0:20  Runde 1/2
          27  Pause                                               0:10
          28  Bergsteiger                                         0:20  Runde 2/2
        """#,
    ]

    static let json: [String: String] = [
        "en": #"""
        {
          "estimatedKcal" : 332,
          "id" : "formats",
          "kcalHigh" : 432,
          "kcalLow" : 233,
          "phases" : [
            {
              "block" : 1,
              "exercise" : null,
              "kind" : "getReady",
              "name" : "Get ready",
              "order" : 1,
              "reps" : null,
              "round" : 1,
              "rounds" : 1,
              "seconds" : 10,
              "set" : 1,
              "sets" : 1
            },
            {
              "block" : 1,
              "exercise" : "pull-ups",
              "kind" : "amrap",
              "name" : "AMRAP: 5 Pull-ups, 10 Push-ups, 15 Squats",
              "order" : 2,
              "reps" : null,
              "round" : 1,
              "rounds" : 1,
              "seconds" : 720,
              "set" : 1,
              "sets" : 1,
              "tasks" : [
                {
                  "exercise" : "pull-ups",
                  "name" : "Pull-ups",
                  "reps" : 5
                },
                {
                  "exercise" : "push-ups",
                  "name" : "Push-ups",
                  "reps" : 10
                },
                {
                  "exercise" : "squats",
                  "name" : "Squats",
                  "reps" : 15
                }
              ]
            },
            {
              "block" : 1,
              "exercise" : null,
              "kind" : "rest",
              "name" : "Rest",
              "order" : 3,
              "reps" : null,
              "round" : 1,
              "rounds" : 1,
              "seconds" : 60,
              "set" : 1,
              "sets" : 1
            },
            {
              "block" : 2,
              "exercise" : "burpees",
              "kind" : "emom",
              "name" : "EMOM: 10 Burpees",
              "order" : 4,
              "reps" : null,
              "round" : 1,
              "rounds" : 4,
              "seconds" : 60,
              "set" : 1,
              "sets" : 1,
              "tasks" : [
                {
                  "exercise" : "burpees",
                  "name" : "Burpees",
                  "reps" : 10
                }
              ]
            },
            {
              "block" : 2,
              "exercise" : "squats",
              "kind" : "emom",
              "name" : "EMOM: 15 Squats",
              "order" : 5,
              "reps" : null,
              "round" : 2,
              "rounds" : 4,
              "seconds" : 60,
              "set" : 1,
              "sets" : 1,
              "tasks" : [
                {
                  "exercise" : "squats",
                  "name" : "Squats",
                  "reps" : 15
                }
              ]
            },
            {
              "block" : 2,
              "exercise" : "burpees",
              "kind" : "emom",
              "name" : "EMOM: 10 Burpees",
              "order" : 6,
              "reps" : null,
              "round" : 3,
              "rounds" : 4,
              "seconds" : 60,
              "set" : 1,
              "sets" : 1,
              "tasks" : [
                {
                  "exercise" : "burpees",
                  "name" : "Burpees",
                  "reps" : 10
                }
              ]
            },
            {
              "block" : 2,
              "exercise" : "squats",
              "kind" : "emom",
              "name" : "EMOM: 15 Squats",
              "order" : 7,
              "reps" : null,
              "round" : 4,
              "rounds" : 4,
              "seconds" : 60,
              "set" : 1,
              "sets" : 1,
              "tasks" : [
                {
                  "exercise" : "squats",
                  "name" : "Squats",
                  "reps" : 15
                }
              ]
            },
            {
              "block" : 3,
              "exercise" : "burpees",
              "kind" : "forTime",
              "name" : "For time: 21 Burpees, 21 Squats, …",
              "order" : 8,
              "reps" : null,
              "round" : 1,
              "rounds" : 3,
              "seconds" : 600,
              "set" : 1,
              "sets" : 1,
              "tasks" : [
                {
                  "exercise" : "burpees",
                  "name" : "Burpees",
                  "reps" : 21
                },
                {
                  "exercise" : "squats",
                  "name" : "Squats",
                  "reps" : 21
                },
                {
                  "exercise" : "burpees",
                  "name" : "Burpees",
                  "reps" : 15
                },
                {
                  "exercise" : "squats",
                  "name" : "Squats",
                  "reps" : 15
                },
                {
                  "exercise" : "burpees",
                  "name" : "Burpees",
                  "reps" : 9
                },
                {
                  "exercise" : "squats",
                  "name" : "Squats",
                  "reps" : 9
                }
              ]
            },
            {
              "block" : 4,
              "exercise" : "burpees",
              "kind" : "forTime",
              "name" : "For time: 10 Burpees, 20 Squats, …",
              "order" : 9,
              "reps" : null,
              "round" : 1,
              "rounds" : 2,
              "seconds" : null,
              "set" : 1,
              "sets" : 1,
              "tasks" : [
                {
                  "exercise" : "burpees",
                  "name" : "Burpees",
                  "reps" : 10
                },
                {
                  "exercise" : "squats",
                  "name" : "Squats",
                  "reps" : 20
                },
                {
                  "exercise" : "burpees",
                  "name" : "Burpees",
                  "reps" : 10
                },
                {
                  "exercise" : "squats",
                  "name" : "Squats",
                  "reps" : 20
                }
              ]
            },
            {
              "block" : 5,
              "exercise" : "burpees",
              "kind" : "deathBy",
              "name" : "Death by: 1 Burpees",
              "order" : 10,
              "reps" : null,
              "round" : 1,
              "rounds" : 3,
              "seconds" : 60,
              "set" : 1,
              "sets" : 1,
              "tasks" : [
                {
                  "exercise" : "burpees",
                  "name" : "Burpees",
                  "reps" : 1
                }
              ]
            },
            {
              "block" : 5,
              "exercise" : "burpees",
              "kind" : "deathBy",
              "name" : "Death by: 2 Burpees",
              "order" : 11,
              "reps" : null,
              "round" : 2,
              "rounds" : 3,
              "seconds" : 60,
              "set" : 1,
              "sets" : 1,
              "tasks" : [
                {
                  "exercise" : "burpees",
                  "name" : "Burpees",
                  "reps" : 2
                }
              ]
            },
            {
              "block" : 5,
              "exercise" : "burpees",
              "kind" : "deathBy",
              "name" : "Death by: 3 Burpees",
              "order" : 12,
              "reps" : null,
              "round" : 3,
              "rounds" : 3,
              "seconds" : 60,
              "set" : 1,
              "sets" : 1,
              "tasks" : [
                {
                  "exercise" : "burpees",
                  "name" : "Burpees",
                  "reps" : 3
                }
              ]
            },
            {
              "block" : 6,
              "exercise" : "squats",
              "kind" : "work",
              "name" : "Squats",
              "order" : 13,
              "reps" : null,
              "round" : 1,
              "rounds" : 2,
              "seconds" : 20,
              "set" : 1,
              "sets" : 1
            },
            {
              "block" : 6,
              "exercise" : null,
              "kind" : "rest",
              "name" : "Rest",
              "order" : 14,
              "reps" : null,
              "round" : 1,
              "rounds" : 2,
              "seconds" : 10,
              "set" : 1,
              "sets" : 1
            },
            {
              "block" : 6,
              "exercise" : "squats",
              "kind" : "work",
              "name" : "Squats",
              "order" : 15,
              "reps" : null,
              "round" : 2,
              "rounds" : 2,
              "seconds" : 20,
              "set" : 1,
              "sets" : 1
            },
            {
              "block" : 6,
              "exercise" : null,
              "kind" : "rest",
              "name" : "Rest",
              "order" : 16,
              "reps" : null,
              "round" : 2,
              "rounds" : 2,
              "seconds" : 10,
              "set" : 1,
              "sets" : 1
            },
            {
              "block" : 6,
              "exercise" : "plank",
              "kind" : "work",
              "name" : "Plank",
              "order" : 17,
              "reps" : null,
              "round" : 1,
              "rounds" : 2,
              "seconds" : 20,
              "set" : 1,
              "sets" : 1
            },
            {
              "block" : 6,
              "exercise" : "plank",
              "kind" : "work",
              "name" : "Plank",
              "order" : 18,
              "reps" : null,
              "round" : 2,
              "rounds" : 2,
              "seconds" : 40,
              "set" : 1,
              "sets" : 1
            },
            {
              "block" : 6,
              "exercise" : "squats",
              "kind" : "work",
              "name" : "Squats",
              "order" : 19,
              "reps" : null,
              "round" : 1,
              "rounds" : 2,
              "seconds" : 20,
              "set" : 1,
              "sets" : 1
            },
            {
              "block" : 6,
              "exercise" : null,
              "kind" : "rest",
              "name" : "Rest",
              "order" : 20,
              "reps" : null,
              "round" : 1,
              "rounds" : 2,
              "seconds" : 10,
              "set" : 1,
              "sets" : 1
            },
            {
              "block" : 6,
              "exercise" : "squats",
              "kind" : "work",
              "name" : "Squats",
              "order" : 21,
              "reps" : null,
              "round" : 2,
              "rounds" : 2,
              "seconds" : 20,
              "set" : 1,
              "sets" : 1
            },
            {
              "block" : 6,
              "exercise" : null,
              "kind" : "rest",
              "name" : "Rest",
              "order" : 22,
              "reps" : null,
              "round" : 2,
              "rounds" : 2,
              "seconds" : 10,
              "set" : 1,
              "sets" : 1
            },
            {
              "block" : 6,
              "exercise" : "plank",
              "kind" : "work",
              "name" : "Plank",
              "order" : 23,
              "reps" : null,
              "round" : 1,
              "rounds" : 2,
              "seconds" : 20,
              "set" : 1,
              "sets" : 1
            },
            {
              "block" : 6,
              "exercise" : "plank",
              "kind" : "work",
              "name" : "Plank",
              "order" : 24,
              "reps" : null,
              "round" : 2,
              "rounds" : 2,
              "seconds" : 40,
              "set" : 1,
              "sets" : 1
            },
            {
              "block" : 6,
              "exercise" : null,
              "kind" : "rest",
              "name" : "Rest",
              "order" : 25,
              "reps" : null,
              "round" : 2,
              "rounds" : 2,
              "seconds" : 30,
              "set" : 1,
              "sets" : 1
            },
            {
              "block" : 7,
              "exercise" : "mountain-climbers",
              "kind" : "work",
              "name" : "Mountain climbers",
              "order" : 26,
              "reps" : null,
              "round" : 1,
              "rounds" : 2,
              "seconds" : 20,
              "set" : 1,
              "sets" : 1
            },
            {
              "block" : 7,
              "exercise" : null,
              "kind" : "rest",
              "name" : "Rest",
              "order" : 27,
              "reps" : null,
              "round" : 1,
              "rounds" : 2,
              "seconds" : 10,
              "set" : 1,
              "sets" : 1
            },
            {
              "block" : 7,
              "exercise" : "mountain-climbers",
              "kind" : "work",
              "name" : "Mountain climbers",
              "order" : 28,
              "reps" : null,
              "round" : 2,
              "rounds" : 2,
              "seconds" : 20,
              "set" : 1,
              "sets" : 1
            }
          ],
          "restSeconds" : 140,
          "source" : "user",
          "title" : "Whiteboard",
          "totalSeconds" : 2130,
          "windowSeconds" : 1740,
          "workSeconds" : 240
        }
        """#,
        "de": #"""
        {
          "estimatedKcal" : 332,
          "id" : "formats",
          "kcalHigh" : 432,
          "kcalLow" : 233,
          "phases" : [
            {
              "block" : 1,
              "exercise" : null,
              "kind" : "getReady",
              "name" : "Mach dich bereit",
              "order" : 1,
              "reps" : null,
              "round" : 1,
              "rounds" : 1,
              "seconds" : 10,
              "set" : 1,
              "sets" : 1
            },
            {
              "block" : 1,
              "exercise" : "pull-ups",
              "kind" : "amrap",
              "name" : "AMRAP: 5 Klimmzüge, 10 Liegestütze, 15 Kniebeugen",
              "order" : 2,
              "reps" : null,
              "round" : 1,
              "rounds" : 1,
              "seconds" : 720,
              "set" : 1,
              "sets" : 1,
              "tasks" : [
                {
                  "exercise" : "pull-ups",
                  "name" : "Klimmzüge",
                  "reps" : 5
                },
                {
                  "exercise" : "push-ups",
                  "name" : "Liegestütze",
                  "reps" : 10
                },
                {
                  "exercise" : "squats",
                  "name" : "Kniebeugen",
                  "reps" : 15
                }
              ]
            },
            {
              "block" : 1,
              "exercise" : null,
              "kind" : "rest",
              "name" : "Pause",
              "order" : 3,
              "reps" : null,
              "round" : 1,
              "rounds" : 1,
              "seconds" : 60,
              "set" : 1,
              "sets" : 1
            },
            {
              "block" : 2,
              "exercise" : "burpees",
              "kind" : "emom",
              "name" : "EMOM: 10 Burpees",
              "order" : 4,
              "reps" : null,
              "round" : 1,
              "rounds" : 4,
              "seconds" : 60,
              "set" : 1,
              "sets" : 1,
              "tasks" : [
                {
                  "exercise" : "burpees",
                  "name" : "Burpees",
                  "reps" : 10
                }
              ]
            },
            {
              "block" : 2,
              "exercise" : "squats",
              "kind" : "emom",
              "name" : "EMOM: 15 Kniebeugen",
              "order" : 5,
              "reps" : null,
              "round" : 2,
              "rounds" : 4,
              "seconds" : 60,
              "set" : 1,
              "sets" : 1,
              "tasks" : [
                {
                  "exercise" : "squats",
                  "name" : "Kniebeugen",
                  "reps" : 15
                }
              ]
            },
            {
              "block" : 2,
              "exercise" : "burpees",
              "kind" : "emom",
              "name" : "EMOM: 10 Burpees",
              "order" : 6,
              "reps" : null,
              "round" : 3,
              "rounds" : 4,
              "seconds" : 60,
              "set" : 1,
              "sets" : 1,
              "tasks" : [
                {
                  "exercise" : "burpees",
                  "name" : "Burpees",
                  "reps" : 10
                }
              ]
            },
            {
              "block" : 2,
              "exercise" : "squats",
              "kind" : "emom",
              "name" : "EMOM: 15 Kniebeugen",
              "order" : 7,
              "reps" : null,
              "round" : 4,
              "rounds" : 4,
              "seconds" : 60,
              "set" : 1,
              "sets" : 1,
              "tasks" : [
                {
                  "exercise" : "squats",
                  "name" : "Kniebeugen",
                  "reps" : 15
                }
              ]
            },
            {
              "block" : 3,
              "exercise" : "burpees",
              "kind" : "forTime",
              "name" : "Auf Zeit: 21 Burpees, 21 Kniebeugen, …",
              "order" : 8,
              "reps" : null,
              "round" : 1,
              "rounds" : 3,
              "seconds" : 600,
              "set" : 1,
              "sets" : 1,
              "tasks" : [
                {
                  "exercise" : "burpees",
                  "name" : "Burpees",
                  "reps" : 21
                },
                {
                  "exercise" : "squats",
                  "name" : "Kniebeugen",
                  "reps" : 21
                },
                {
                  "exercise" : "burpees",
                  "name" : "Burpees",
                  "reps" : 15
                },
                {
                  "exercise" : "squats",
                  "name" : "Kniebeugen",
                  "reps" : 15
                },
                {
                  "exercise" : "burpees",
                  "name" : "Burpees",
                  "reps" : 9
                },
                {
                  "exercise" : "squats",
                  "name" : "Kniebeugen",
                  "reps" : 9
                }
              ]
            },
            {
              "block" : 4,
              "exercise" : "burpees",
              "kind" : "forTime",
              "name" : "Auf Zeit: 10 Burpees, 20 Kniebeugen, …",
              "order" : 9,
              "reps" : null,
              "round" : 1,
              "rounds" : 2,
              "seconds" : null,
              "set" : 1,
              "sets" : 1,
              "tasks" : [
                {
                  "exercise" : "burpees",
                  "name" : "Burpees",
                  "reps" : 10
                },
                {
                  "exercise" : "squats",
                  "name" : "Kniebeugen",
                  "reps" : 20
                },
                {
                  "exercise" : "burpees",
                  "name" : "Burpees",
                  "reps" : 10
                },
                {
                  "exercise" : "squats",
                  "name" : "Kniebeugen",
                  "reps" : 20
                }
              ]
            },
            {
              "block" : 5,
              "exercise" : "burpees",
              "kind" : "deathBy",
              "name" : "Death by: 1 Burpees",
              "order" : 10,
              "reps" : null,
              "round" : 1,
              "rounds" : 3,
              "seconds" : 60,
              "set" : 1,
              "sets" : 1,
              "tasks" : [
                {
                  "exercise" : "burpees",
                  "name" : "Burpees",
                  "reps" : 1
                }
              ]
            },
            {
              "block" : 5,
              "exercise" : "burpees",
              "kind" : "deathBy",
              "name" : "Death by: 2 Burpees",
              "order" : 11,
              "reps" : null,
              "round" : 2,
              "rounds" : 3,
              "seconds" : 60,
              "set" : 1,
              "sets" : 1,
              "tasks" : [
                {
                  "exercise" : "burpees",
                  "name" : "Burpees",
                  "reps" : 2
                }
              ]
            },
            {
              "block" : 5,
              "exercise" : "burpees",
              "kind" : "deathBy",
              "name" : "Death by: 3 Burpees",
              "order" : 12,
              "reps" : null,
              "round" : 3,
              "rounds" : 3,
              "seconds" : 60,
              "set" : 1,
              "sets" : 1,
              "tasks" : [
                {
                  "exercise" : "burpees",
                  "name" : "Burpees",
                  "reps" : 3
                }
              ]
            },
            {
              "block" : 6,
              "exercise" : "squats",
              "kind" : "work",
              "name" : "Kniebeugen",
              "order" : 13,
              "reps" : null,
              "round" : 1,
              "rounds" : 2,
              "seconds" : 20,
              "set" : 1,
              "sets" : 1
            },
            {
              "block" : 6,
              "exercise" : null,
              "kind" : "rest",
              "name" : "Pause",
              "order" : 14,
              "reps" : null,
              "round" : 1,
              "rounds" : 2,
              "seconds" : 10,
              "set" : 1,
              "sets" : 1
            },
            {
              "block" : 6,
              "exercise" : "squats",
              "kind" : "work",
              "name" : "Kniebeugen",
              "order" : 15,
              "reps" : null,
              "round" : 2,
              "rounds" : 2,
              "seconds" : 20,
              "set" : 1,
              "sets" : 1
            },
            {
              "block" : 6,
              "exercise" : null,
              "kind" : "rest",
              "name" : "Pause",
              "order" : 16,
              "reps" : null,
              "round" : 2,
              "rounds" : 2,
              "seconds" : 10,
              "set" : 1,
              "sets" : 1
            },
            {
              "block" : 6,
              "exercise" : "plank",
              "kind" : "work",
              "name" : "Unterarmstütz",
              "order" : 17,
              "reps" : null,
              "round" : 1,
              "rounds" : 2,
              "seconds" : 20,
              "set" : 1,
              "sets" : 1
            },
            {
              "block" : 6,
              "exercise" : "plank",
              "kind" : "work",
              "name" : "Unterarmstütz",
              "order" : 18,
              "reps" : null,
              "round" : 2,
              "rounds" : 2,
              "seconds" : 40,
              "set" : 1,
              "sets" : 1
            },
            {
              "block" : 6,
              "exercise" : "squats",
              "kind" : "work",
              "name" : "Kniebeugen",
              "order" : 19,
              "reps" : null,
              "round" : 1,
              "rounds" : 2,
              "seconds" : 20,
              "set" : 1,
              "sets" : 1
            },
            {
              "block" : 6,
              "exercise" : null,
              "kind" : "rest",
              "name" : "Pause",
              "order" : 20,
              "reps" : null,
              "round" : 1,
              "rounds" : 2,
              "seconds" : 10,
              "set" : 1,
              "sets" : 1
            },
            {
              "block" : 6,
              "exercise" : "squats",
              "kind" : "work",
              "name" : "Kniebeugen",
              "order" : 21,
              "reps" : null,
              "round" : 2,
              "rounds" : 2,
              "seconds" : 20,
              "set" : 1,
              "sets" : 1
            },
            {
              "block" : 6,
              "exercise" : null,
              "kind" : "rest",
              "name" : "Pause",
              "order" : 22,
              "reps" : null,
              "round" : 2,
              "rounds" : 2,
              "seconds" : 10,
              "set" : 1,
              "sets" : 1
            },
            {
              "block" : 6,
              "exercise" : "plank",
              "kind" : "work",
              "name" : "Unterarmstütz",
              "order" : 23,
              "reps" : null,
              "round" : 1,
              "rounds" : 2,
              "seconds" : 20,
              "set" : 1,
              "sets" : 1
            },
            {
              "block" : 6,
              "exercise" : "plank",
              "kind" : "work",
              "name" : "Unterarmstütz",
              "order" : 24,
              "reps" : null,
              "round" : 2,
              "rounds" : 2,
              "seconds" : 40,
              "set" : 1,
              "sets" : 1
            },
            {
              "block" : 6,
              "exercise" : null,
              "kind" : "rest",
              "name" : "Pause",
              "order" : 25,
              "reps" : null,
              "round" : 2,
              "rounds" : 2,
              "seconds" : 30,
              "set" : 1,
              "sets" : 1
            },
            {
              "block" : 7,
              "exercise" : "mountain-climbers",
              "kind" : "work",
              "name" : "Bergsteiger",
              "order" : 26,
              "reps" : null,
              "round" : 1,
              "rounds" : 2,
              "seconds" : 20,
              "set" : 1,
              "sets" : 1
            },
            {
              "block" : 7,
              "exercise" : null,
              "kind" : "rest",
              "name" : "Pause",
              "order" : 27,
              "reps" : null,
              "round" : 1,
              "rounds" : 2,
              "seconds" : 10,
              "set" : 1,
              "sets" : 1
            },
            {
              "block" : 7,
              "exercise" : "mountain-climbers",
              "kind" : "work",
              "name" : "Bergsteiger",
              "order" : 28,
              "reps" : null,
              "round" : 2,
              "rounds" : 2,
              "seconds" : 20,
              "set" : 1,
              "sets" : 1
            }
          ],
          "restSeconds" : 140,
          "source" : "user",
          "title" : "Whiteboard",
          "totalSeconds" : 2130,
          "windowSeconds" : 1740,
          "workSeconds" : 240
        }
        """#,
    ]
}
