import Foundation

/// The one way takt reads a file the user controls: regular files only, at most 1 MiB.
///
/// A FIFO would block `open` and every read until someone writes to it, and a device such as
/// `/dev/zero` never ends; both would hang `list` or a Tab press, or exhaust memory. The file
/// is opened without blocking and checked with `fstat` on the open descriptor, so a file
/// swapped for a FIFO between a check and the open cannot slip through.
public enum UserFile {
    /// The largest file takt reads: programs, catalogs, string tables, config.yaml.
    public static let maximumBytes = 1 << 20

    /// The whole file at `url`, or why it cannot be read; at most `limit` bytes.
    public static func read(_ url: URL, limit maximumBytes: Int = maximumBytes) throws(SystemProblem) -> Data {
        let descriptor = open(url.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw SystemProblem(errno: errno) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw SystemProblem(errno: errno) }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw .isFolder
        default: throw .notRegularFile
        }
        if Int(status.st_size) > maximumBytes { throw .tooLarge(size: Int(status.st_size), limit: maximumBytes) }
        // The size may change while reading: one byte past the limit is enough to know.
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while data.count <= maximumBytes {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                throw SystemProblem(errno: errno)
            }
            data.append(contentsOf: buffer[0..<count])
        }
        if data.count > maximumBytes { throw .tooLarge(size: data.count, limit: maximumBytes) }
        return data
    }

    /// Whether anything, even a broken link, is at `url`: a missing optional file is no problem.
    public static func exists(_ url: URL) -> Bool {
        var status = stat()
        return lstat(url.path, &status) == 0
    }

    /// Throws unless `url` is missing or a regular file: for files read in other ways (SQLite).
    public static func requireRegularIfPresent(_ url: URL) throws(SystemProblem) {
        var status = stat()
        guard stat(url.path, &status) == 0 else {
            if errno == ENOENT { return }
            throw SystemProblem(errno: errno)
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return
        case S_IFDIR: throw .isFolder
        default: throw .notRegularFile
        }
    }
}
