import Testing

/// Sessions that run inside the test process share its signal handlers and its one signal
/// pipe: a SIGINT that one suite raises to end its session would end another suite's session
/// running at the same moment. Every suite that runs sessions in process takes this trait, and
/// the gate lets one such suite run at a time; all other suites still run in parallel.
struct InProcessSessionGate: SuiteTrait, TestScoping {
    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        await SessionGate.shared.enter()
        do {
            try await function()
        } catch {
            await SessionGate.shared.leave()
            throw error
        }
        await SessionGate.shared.leave()
    }
}

extension Trait where Self == InProcessSessionGate {
    /// One suite at a time among those that run sessions inside the test process.
    static var inProcessSessions: Self { Self() }
}

/// A first-come, first-served lock that waits without blocking a thread.
private actor SessionGate {
    static let shared = SessionGate()
    private var busy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func enter() async {
        guard busy else {
            busy = true
            return
        }
        // `leave` hands the gate straight to the first waiter, so `busy` stays true.
        await withCheckedContinuation { waiting.append($0) }
    }

    func leave() {
        if waiting.isEmpty {
            busy = false
        } else {
            waiting.removeFirst().resume()
        }
    }
}
