import CollectionLayout
import Foundation

/// A scripted drag and drop (docs/REFERENCE.md §12): what is dragged (an item of the
/// collection view, or something from outside), the path the touch follows over the view,
/// the drop delegate's proposal along it, and whether the user drops. ``DropAnimation``
/// plays it.
public struct DropScript: Sendable, Hashable {
    /// What is dragged.
    public enum Source: Sendable, Hashable {
        /// The item at the path, lifted from this collection view.
        case item(IndexPath)
        /// Something dragged in from outside, named.
        case external(String)
    }

    /// How the drag ends.
    public enum End: String, Sendable, Hashable, CaseIterable {
        /// The user lifts the finger over the view: the drop is performed when the proposal
        /// performs (copy or move).
        case drop
        /// The drag is cancelled.
        case cancel
    }

    /// What is dragged.
    public var source: Source
    /// The touch positions in content coordinates, walked at constant speed.
    public var path: [CGPoint]
    /// Seconds the touch takes along ``path`` (the landing adds ``DropAnimation/landingDuration``).
    public var duration: Double
    /// The proposal the drop delegate makes over the view.
    public var proposal: DropProposal
    /// How it ends.
    public var end: End
    /// The size of an outside item's preview; nil: the size of item [0, 0], else 50 × 50.
    public var previewSize: CGSize?

    /// A script from its parts.
    public init(
        source: Source, path: [CGPoint], duration: Double = 1, proposal: DropProposal, end: End = .drop, previewSize: CGSize? = nil
    ) {
        self.source = source
        self.path = path
        self.duration = duration
        self.proposal = proposal
        self.end = end
        self.previewSize = previewSize
    }

    /// The drag's length in seconds: ``duration``, 0 when negative or not finite, at most
    /// `ReorderScript.maximumDragDuration`.
    public var dragDuration: Double { duration.isFinite ? min(max(0, duration), ReorderScript.maximumDragDuration) : 0 }

    /// The touch at `time` (see ``ReorderScript/position(at:)``).
    public func position(at time: Double) -> CGPoint? {
        ReorderScript.touchPosition(along: path, duration: dragDuration, at: time)
    }
}

extension AnimatableKey where Value == Double {
    /// How far a drag preview is lifted, 0…1: renderers draw the lift's shadow from it
    /// (``DropAnimation``).
    public static let dragLift = AnimatableKey("dragLift")
}
