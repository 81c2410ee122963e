import Foundation

/// What decoders need besides the value: the scene file's name and folder.
struct SceneDecodingContext: Sendable {
    /// The file name used in errors.
    var file: String
    /// The folder relative paths resolve against.
    var baseDirectory: URL

    /// `path` made absolute against the scene file's folder.
    func resolvePath(_ path: String) -> String {
        Self.resolve(path, against: baseDirectory)
    }

    /// `path` made absolute against `folder`, whether or not the folder's URL ends in a
    /// slash (`URL(fileURLWithPath:relativeTo:)` would drop its last component if not).
    static func resolve(_ path: String, against folder: URL) -> String {
        if path.hasPrefix("/") { return path }
        return folder.appendingPathComponent(path).standardizedFileURL.path
    }
}
