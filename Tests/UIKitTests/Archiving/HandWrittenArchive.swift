import Foundation

/// An unarchiver over the keys `write` puts in a fresh archive that is not secure: how a test
/// hands UIKit a damaged archive (docs/REFERENCE.md §22.13, §22.16).
func handWrittenArchive(_ write: (NSKeyedArchiver) -> Void) throws -> NSKeyedUnarchiver {
    let archiver = NSKeyedArchiver(requiringSecureCoding: false)
    write(archiver)
    archiver.finishEncoding()
    let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
    unarchiver.requiresSecureCoding = false
    return unarchiver
}
