extension Duration {
    /// The duration as fractional seconds, for calories, records and the events file.
    public var secondsValue: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
