import Dispatch
import TaktCore
import Testing

/// `Locked` lets one thread at a time change its value: increments from many threads at once
/// all count, and `withLock` hands back what its body returns.
@Suite struct LockedTests {
    @Test func incrementsFromManyThreadsAllCount() {
        let counter = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<10_000 { counter.withLock { $0 += 1 } }
        }
        #expect(counter.withLock { $0 } == 80_000)
    }

    @Test func withLockReturnsTheBodysResultAndKeepsItsChange() {
        let list = Locked([1, 2])
        let count = list.withLock { list in
            list.append(3)
            return list.count
        }
        #expect(count == 3)
        #expect(list.withLock { $0 } == [1, 2, 3])
    }
}
