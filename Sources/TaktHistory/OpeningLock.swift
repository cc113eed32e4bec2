import Foundation
import TaktCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An advisory lock on the history's folder, held while one takt process opens, checks and
/// migrates the database.
///
/// SQLite's busy timeout covers ordinary writes, but not every step of a first open: switching
/// a new file to WAL while another process does the same can fail at once with "database is
/// locked". Opening is short, so processes simply take turns. `flock` on the folder needs no
/// extra file; the lock goes with the descriptor, so a crashed process never leaves it held.
/// A process that holds it and hangs (stopped with SIGSTOP) is waited for only a bounded time.
final class OpeningLock {
    private let descriptor: Int32?

    /// Waits up to `seconds` until no other process (or thread) holds the lock on `folder`.
    ///
    /// A folder that cannot be opened gives no lock (opening the database then says why);
    /// a lock still held after `seconds` throws ``SystemProblem/busy``.
    init(folder: String, waiting seconds: TimeInterval) throws(SystemProblem) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            self.descriptor = nil
            return
        }
        let deadline = Date().addingTimeInterval(seconds)
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            guard code == EWOULDBLOCK || code == EINTR, Date() < deadline else {
                close(descriptor)
                if code == EWOULDBLOCK || code == EINTR { throw .busy }
                self.descriptor = nil
                return
            }
            usleep(5_000)
        }
        self.descriptor = descriptor
    }

    deinit {
        guard let descriptor else { return }
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
