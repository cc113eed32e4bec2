/// The whole screens ``LiftLastSetScreenTests`` expects, 60 × 20, by language: asking with
/// `4x102` typed, and with nothing typed over records the set beats.
enum LiftLastSetGoldens {
    static let asking: [String: String] = [
        "en": """
        Squat day                                          Phase 6/6





                              SET 3 OF 3 DONE

                            Set 3: 5 × 105 kg —

                                   4x102_

                   Enter keeps it, or type 4, 4x97.5 or 0






        Enter done · l language · q quit
        """,
        "de": """
        Kniebeugetag                                       Phase 6/6





                           SATZ 3 VON 3 GESCHAFFT

                            Satz 3: 5 × 105 kg —

                                   4x102_

               Enter behält ihn, oder tippe 4, 4x97,5 oder 0






        Enter fertig · l Sprache · q beenden
        """,
    ]
    static let record: [String: String] = [
        "en": """
        Squat day                                          Phase 6/6




                              SET 3 OF 3 DONE

                            Set 3: 5 × 105 kg —

                                     _

                   Enter keeps it, or type 4, 4x97.5 or 0

                New 5RM: 105 kg · e1RM 122.5 kg (estimated)





        Enter done · l language · q quit
        """,
        "de": """
        Kniebeugetag                                       Phase 6/6




                           SATZ 3 VON 3 GESCHAFFT

                            Satz 3: 5 × 105 kg —

                                     _

               Enter behält ihn, oder tippe 4, 4x97,5 oder 0

               Neues 5RM: 105 kg · e1RM 122,5 kg (geschätzt)





        Enter fertig · l Sprache · q beenden
        """,
    ]
}
