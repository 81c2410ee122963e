import Foundation

/// The result of checking one rendered image (a scene, or one frame of a scene's timeline)
/// against its reference.
public struct SceneTestOutcome: Sendable {
    /// What happened.
    public enum Verdict: Sendable, Equatable {
        /// Within the limits.
        case passed
        /// Beyond the limits: `differingPixels` differ.
        case failed
        /// No reference exists (and recording was not asked for).
        case missingReference
        /// A reference was written (recording).
        case recorded
        /// The reference and the image differ in size.
        case sizeMismatch(reference: String, actual: String)
        /// The scene could not be rendered or read; the message says why.
        case error(String)

        /// Whether this verdict fails the run.
        public var isFailure: Bool {
            switch self {
            case .passed, .recorded: return false
            case .failed, .missingReference, .sizeMismatch, .error: return true
            }
        }

        /// A short word for tables: `ok`, `FAIL`, `missing`, `recorded`, `size`, `error`.
        public var label: String {
            switch self {
            case .passed: return "ok"
            case .failed: return "FAIL"
            case .missingReference: return "missing"
            case .recorded: return "recorded"
            case .sizeMismatch: return "size"
            case .error: return "error"
            }
        }
    }

    /// The case's name: the scene file's name plus, for timeline frames, `@0.25`.
    public var name: String
    /// The verdict.
    public var verdict: Verdict
    /// Pixels beyond the colour threshold (anti-aliased ones excluded).
    public var differingPixels: Int
    /// Pixels in the image.
    public var totalPixels: Int
    /// The reference PNG's path, when one exists.
    public var referencePath: String?
    /// The actual PNG (written beside the diff when the case fails).
    public var actualPNG: Data?
    /// The reference PNG's bytes, for the report.
    public var referencePNG: Data?
    /// The diff image, when the images were compared and differ.
    public var diffPNG: Data?
    /// The case without its matrix variant (`NAME`, `NAME@tP`): the report shows a group's
    /// variants side by side.
    public var group: String?
    /// The matrix variant's name (`iPhone13-dark-extraLarge`), or nil.
    public var variant: String?
    /// A small image of the actual rendering, for the report's matrix.
    public var thumbnailPNG: Data?

    /// An outcome.
    public init(
        name: String, verdict: Verdict, differingPixels: Int = 0, totalPixels: Int = 0,
        referencePath: String? = nil, actualPNG: Data? = nil, referencePNG: Data? = nil, diffPNG: Data? = nil
    ) {
        self.name = name
        self.verdict = verdict
        self.differingPixels = differingPixels
        self.totalPixels = totalPixels
        self.referencePath = referencePath
        self.actualPNG = actualPNG
        self.referencePNG = referencePNG
        self.diffPNG = diffPNG
    }
}
