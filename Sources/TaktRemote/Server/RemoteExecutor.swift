import Dispatch

/// Where the remote's Swift tasks run: a serial queue of the server's own, not Swift's shared
/// pool of one thread per processor.
///
/// HummingbirdCore answers each connection in a child task of the server's run. On the shared
/// pool, anything else in the process that holds its threads (a test waiting on a child
/// process, a long computation) held the phone's answers too: under AddressSanitizer on two
/// processors, a page and a 404 went unanswered past the 5 s answer limit while other suites
/// ran (RemoteExecutorTests reproduces it by blocking every thread of the pool). The server's
/// run, its connections' tasks (children of that run inherit the preference) and the hub's
/// heartbeat run here; what they do is short and never blocks, so one queue serves them all.
final class RemoteExecutor: TaskExecutor, Sendable {
    private let queue = DispatchQueue(label: "takt.remote", qos: .userInitiated)

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }
}
