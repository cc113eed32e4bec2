import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one way takt writes a whole file: complete or not at all, and every failure reported.
///
/// A regular file (or a new one) is written to a temporary name beside it, synced to the disk
/// and renamed over it, so a full disk or a crash never leaves it half written, and the folder
/// is synced so the rename survives a power cut. Anything else at the path — a device such as
/// `/dev/null`, a FIFO — is written into in place and never replaced by a file.
public enum DurableFile {
    /// Writes `data` to `url`; on failure the file at `url` is as it was.
    public static func write(_ data: Data, to url: URL) throws(SystemProblem) {
        var status = stat()
        let exists = stat(url.path, &status) == 0
        if exists, status.st_mode & S_IFMT != S_IFREG {
            if status.st_mode & S_IFMT == S_IFDIR { throw .isFolder }
            try writeInPlace(data, to: url)
            return
        }
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(
            ".\(url.lastPathComponent).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw SystemProblem(errno: errno) }
        // The replacement keeps the permissions of the file it replaces (a private 0600 stays so).
        if exists { fchmod(descriptor, status.st_mode & 0o7777) }
        do throws(SystemProblem) {
            try writeAll(data, to: descriptor)
            guard fsync(descriptor) == 0 else { throw SystemProblem(errno: errno) }
        } catch {
            close(descriptor)
            unlink(temporary.path)
            throw error
        }
        // close reports what a network or quota file system refused only now.
        guard close(descriptor) == 0 else {
            let problem = SystemProblem(errno: errno)
            unlink(temporary.path)
            throw problem
        }
        guard rename(temporary.path, url.path) == 0 else {
            let problem = SystemProblem(errno: errno)
            unlink(temporary.path)
            throw problem
        }
        syncFolder(folder)
    }

    /// How long a FIFO is given to find a reader before ``SystemProblem/noReader``.
    public static let readerWait: Duration = .seconds(10)

    /// A device or FIFO, written where it is. A FIFO is opened without blocking and tried again
    /// for ``readerWait`` while nobody reads it, so takt waits for a reader, but not forever.
    private static func writeInPlace(_ data: Data, to url: URL) throws(SystemProblem) {
        let clock = ContinuousClock()
        let deadline = clock.now + readerWait
        var descriptor = open(url.path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
        while descriptor < 0, errno == ENXIO || errno == EINTR, clock.now < deadline {
            usleep(20_000)
            descriptor = open(url.path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
        }
        guard descriptor >= 0 else { throw SystemProblem(errno: errno) }
        defer { close(descriptor) }
        // A reader is there: from now on wait for it rather than fail on a full pipe.
        let flags = fcntl(descriptor, F_GETFL)
        if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
        try writeAll(data, to: descriptor)
    }

    /// Writes every byte, retrying short and interrupted writes.
    public static func writeAll(_ data: Data, to descriptor: Int32) throws(SystemProblem) {
        var offset = 0
        while offset < data.count {
            let written = data.withUnsafeBytes { buffer in
                Glibc.write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw SystemProblem(errno: errno)
            }
            offset += written
        }
    }

    /// Makes a rename in `folder` durable; a folder that cannot be synced still holds the file.
    private static func syncFolder(_ folder: URL) {
        let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }
}
