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
final class OpeningLock {
    private let descriptor: Int32

    /// Waits until no other process (or thread) holds the lock on `folder`, then holds it.
    ///
    /// - Returns: `nil` when the folder cannot be opened; the caller then opens without it.
    init?(folder: String) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                close(descriptor)
                return nil
            }
        }
        self.descriptor = descriptor
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
