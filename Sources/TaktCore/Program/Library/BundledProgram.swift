import Foundation

/// A program file carried in the binary, with what the compiled-program cache knows of it.
///
/// The cache keeps bundled programs as it keeps the user's: their summaries, so `list` compiles
/// none of them while nothing changed. A bundled file has no stat, so its stamp is its content:
/// its size and a 64-bit FNV-1a hash of its bytes, under a key no user path can have. A takt
/// with other bundled programs thus never reads another's summaries, whatever the cache's key.
struct BundledProgram: Sendable {
    var name: String
    var data: Data
    /// The cache's summary of exactly these bytes, if it has one.
    var cached: ProgramSummary?

    /// The cache's key for this file: not a path, so no user file can stand for it.
    var cacheKey: String { "bundled:" + name }

    /// The file's identity for the cache: its size and the hash of its bytes (in `inode`); the
    /// times and the device are 0, long settled.
    var stamp: ProgramCache.Stamp {
        ProgramCache.Stamp(size: Int64(data.count), modified: 0, changed: 0, inode: Self.hash(data), device: 0)
    }

    /// Every bundled program file, sorted by name, each with its cached summary.
    static func all(cache: ProgramCache?) -> [BundledProgram] {
        BundledFiles.files(in: "Programs").filter { ProgramLibrary.isProgramFile($0.name) }.map { file in
            var program = BundledProgram(name: file.name, data: file.data)
            program.cached = cache?.summary(for: program.cacheKey, stamp: program.stamp)
            return program
        }
    }

    /// FNV-1a over the bytes.
    static func hash(_ data: Data) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}
