import Foundation

/// A value shared between threads, reached only while holding a lock.
///
/// It stands in for `Synchronization.Mutex`, with the same `withLock`: on Linux, Mutex locks
/// with a raw futex in the uninstrumented standard library, so ThreadSanitizer sees no
/// happens-before between two critical sections and reports every Mutex-guarded value shared
/// between threads as a race (`scripts/sanitize thread`). `NSLock` is a pthread mutex, whose
/// lock and unlock ThreadSanitizer intercepts, so real races stay visible and locked access
/// does not look like one.
///
/// `@unchecked Sendable` is sound: `value` is read and written only inside `withLock`, while
/// `lock` is held, and never escapes it by reference.
public final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    public init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value while no other thread can reach it; throws what `body` throws,
    /// with its type, as Mutex does.
    public func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure)
        -> Result
    {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
