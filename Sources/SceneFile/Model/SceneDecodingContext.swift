import Foundation

/// What decoders need besides the value: the scene file's name and folder.
struct SceneDecodingContext: Sendable {
    /// The file name used in errors.
    var file: String
    /// The folder relative paths resolve against.
    var baseDirectory: URL

    /// `path` made absolute against the scene file's folder.
    func resolvePath(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        return baseDirectory.appendingPathComponent(path).standardizedFileURL.path
    }
}
