import Foundation

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

    /// A number for messages: whole numbers without a decimal point.
    package static func format(_ number: Double) -> String { SceneValue.format(number) }
}
