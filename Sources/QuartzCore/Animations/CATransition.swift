import CollectionRendering

/// A transition of a whole layer's content (`CATransition`): what the layer showed before
/// gives way to what it shows now.
///
/// Deliberate difference: every type is drawn as a cross-dissolve (`.fade`) — the old
/// content fading out over the new — and only transitions UIKit starts
/// (`UIView.transition(with:duration:options:animations:completion:)`) have old content to
/// show: one added with `add(_:forKey:)` directly shows the layer as it is.
open class CATransition: CAAnimation {
    /// The kind of transition (`type`); default `.fade`.
    open var type = CATransitionType.fade
    /// The direction of a moving transition (`subtype`).
    open var subtype: CATransitionSubtype?
    /// Where in the transition it starts, 0…1 (`startProgress`).
    open var startProgress: Float = 0
    /// Where in the transition it ends, 0…1 (`endProgress`).
    open var endProgress: Float = 1

    /// The layer's content before the change, drawn over the new content while it fades.
    package var previousContent: ElementContent?

    override func makeCopy() -> CAAnimation { CATransition() }

    override func copyProperties(to copy: CAAnimation) {
        super.copyProperties(to: copy)
        guard let copy = copy as? CATransition else { return }
        copy.type = type; copy.subtype = subtype; copy.startProgress = startProgress; copy.endProgress = endProgress
        copy.previousContent = previousContent
    }

    /// How far the transition is at `time` in the layer's time (0…1), nil outside its
    /// active time.
    package func progress(atLayerTime time: Double) -> Double? {
        guard let fraction = passFraction(atParentTime: time) else { return nil }
        let start = Double(startProgress), end = Double(endProgress)
        return start + (end - start) * curvedProgress(fraction)
    }
}

/// The kinds of transition (`CATransitionType`).
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    /// The kind's name.
    public let rawValue: String
    /// A kind from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A cross-dissolve (`.fade`).
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new content slides over the old (`.moveIn`); a fade here.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new content pushes the old out (`.push`); a fade here.
    public static let push = CATransitionType(rawValue: "push")
    /// The old content slides off (`.reveal`); a fade here.
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The direction of a moving transition (`CATransitionSubtype`).
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    /// The direction's name.
    public let rawValue: String
    /// A direction from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// From the right (`.fromRight`).
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    /// From the left (`.fromLeft`).
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    /// From the top (`.fromTop`).
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    /// From the bottom (`.fromBottom`).
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}
