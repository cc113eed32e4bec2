/// The 1RM a lift's `%` takes without `set max` (SPEC section 17: "else records"): the heaviest
/// single logged, else the best estimated 1RM, said to be estimated ("75 % of e1RM 128 kg").
extension LiftRecords.Movement {
    /// The heaviest single when it is also the heaviest load made (a set of more reps at a
    /// heavier load shows a 1RM above any single logged, which the estimate then says better);
    /// otherwise the best estimated 1RM, to a tenth as `stats` says it; `nil` without records.
    public var oneRepMax: OneRepMax? {
        if let heaviest = rm[1], heaviest.reps == 1 { return OneRepMax(heaviest.weight, basis: .single) }
        guard let estimate = e1rm else { return nil }
        let tenth = (estimate.weight.amount * 10).rounded() / 10
        return OneRepMax(LiftWeight(tenth, estimate.weight.unit), basis: .estimated)
    }
}
