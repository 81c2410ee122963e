import Foundation
import PNGCodec

/// The limits a scene's values keep, checked where each value is read so that the error
/// names its key path. Together they bound the time and memory any accepted scene costs;
/// the README's "Limits" section lists them.
///
/// The viewport's own limits (``Scene/maximumViewportSide``, ``Scene/maximumPixelSide``,
/// ``Scene/scaleRange``) live with ``Scene``.
public enum SceneLimits {
    /// The largest magnitude of a length, in points: sizes, insets, spacings, offsets,
    /// coordinates, radii and widths (1,000,000,000).
    public static let maximumLength: Double = 1_000_000_000
    /// The longest duration of one step (an update, transition, scroll or wait), and of a
    /// whole timeline, in seconds (one hour).
    public static let maximumDuration: Double = 3_600
    /// The largest speed of a fling or a drag's release on each axis, in points per second
    /// (100 pt/ms, far beyond a finger's).
    public static let maximumScrollSpeed: Double = 100_000
    /// The slowest deceleration rate a scene may set (`scrolling.decelerationRate`), per ms.
    public static let maximumDecelerationRate: Double = 0.9995
    /// What the timeline's length limit counts for the physics of one fling or drag, in
    /// seconds: at ``maximumScrollSpeed`` and ``maximumDecelerationRate`` free deceleration
    /// rests within ln(0.01/100)/ln(0.9995) = 18.4 s, and an edge spring, settle or bounce
    /// after it within 1.5 s.
    public static let maximumScrollMotion: Double = 20
    /// The most steps a timeline holds.
    public static let maximumStepCount = 10_000
    /// The most items one list of sections holds in all (the scene's `sections`, or an
    /// update step's `sections`): counts included, since some layouts keep data per item
    /// and a large viewport can show every item at once (100,000 visible elements take
    /// about 0.3 GB to lay out and dump, 0.5 GB to draw).
    public static let maximumItemCount = 100_000
    /// The most nodes YAML aliases (`*name`) may add to a document beyond what its text
    /// spells out; a "billion laughs" document stops here.
    public static let maximumAliasNodes = 100_000
    /// The most bytes of text (strings and mapping keys) YAML aliases may add to a document
    /// beyond what its text spells out (8 MiB, the largest file): an alias repeats its
    /// anchor's strings, and every string is read — a kind, say, once per element — so an
    /// anchored 8 MB string aliased 100,000 times would cost hours.
    public static let maximumAliasText = 8 << 20
    /// The longest text one element shows (an item's `title`, `subtitle` or `badge`, a
    /// section's `header` or `footer`), in UTF-8 bytes (250,000): laying text out is linear
    /// in its length, and a self-sizing title of 250,000 bytes — one unbroken word, or 50,000
    /// short lines — is shaped, broken and drawn whole in about a second; a header of one
    /// 8 MB word took 7 s of processor time and 0.8 GB.
    public static let maximumTextLength = 250_000
    /// The most values (scalars, lists and mappings, aliases expanded) a document holds:
    /// about 0.3 GB and a few seconds to parse.
    public static let maximumValues = 1_000_000
    /// The largest scene file or attribute dump read, in bytes (8 MiB): the YAML parser
    /// composes the whole document before it is walked, at up to about 300 bytes per value
    /// for a file of one-digit values.
    public static let maximumFileSize = 8 << 20

    /// Reads a document of at most ``maximumFileSize`` bytes as UTF-8.
    /// - Returns: the text, or a message saying why it cannot be read.
    static func readDocument(at url: URL) -> Result<String, ReadFailure> {
        // What the path names, through symbolic links: only a regular file is read (a device
        // such as /dev/zero never ends, a folder or a pipe is no document).
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.resolvingSymlinksInPath().path)
        guard let attributes else {
            let exists = FileManager.default.fileExists(atPath: url.path)
            return .failure(ReadFailure(message: exists ? "cannot read the file: permission denied" : "cannot read the file: no such file"))
        }
        switch attributes[.type] as? FileAttributeType {
        case .typeRegular?: break
        case .typeDirectory?: return .failure(ReadFailure(message: "it is a folder, not a file; give the path of a YAML or JSON file"))
        default:
            return .failure(
                ReadFailure(message: "it is not a regular file (a device, pipe or socket); give the path of a YAML or JSON file"))
        }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        guard size <= maximumFileSize else {
            return .failure(ReadFailure(message: "the file is \(size) bytes, beyond the limit of \(maximumFileSize) bytes (8 MiB)"))
        }
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            let readable = FileManager.default.isReadableFile(atPath: url.path)
            return .failure(ReadFailure(message: readable ? "cannot read the file" : "cannot read the file: permission denied"))
        }
        guard data.count <= maximumFileSize else {
            return .failure(ReadFailure(message: "the file is \(data.count) bytes, beyond the limit of \(maximumFileSize) bytes (8 MiB)"))
        }
        guard !data.isEmpty else {
            return .failure(
                ReadFailure(
                    kind: .empty, message: "the file is empty (0 bytes); a scene file is YAML or JSON text with at least `viewport`"))
        }
        let looksLike = FileSignature.describe(data)
        guard looksLike == "text", !data.contains(0), let text = String(data: data, encoding: .utf8) else {
            let what = looksLike == "text" ? "it is not UTF-8 text" : "it looks like \(looksLike)"
            return .failure(ReadFailure(message: "not a scene file: \(what); a scene file is YAML or JSON text"))
        }
        return .success(text)
    }

    /// Why ``readDocument(at:)`` failed.
    struct ReadFailure: Error {
        /// `.empty` for a file of 0 bytes, else `.unreadable`.
        var kind: SceneError.Kind = .unreadable
        /// What is wrong with the file.
        var message: String
    }

    /// A number for messages: whole numbers without a decimal point.
    package static func format(_ number: Double) -> String { SceneValue.format(number) }
}
