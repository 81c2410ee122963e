import CollectionLayout
import Foundation

/// An orthogonal section's own scroll played by a timeline (docs/REFERENCE.md §14.4): the
/// offset it animates from and to, found on the host when the step plays.
struct OrthogonalScrollSegment {
    var section: Int
    var from: CGFloat
    var to: CGFloat
    var duration: Double
    var curve: TimingCurve
}

extension Timeline {
    /// Plays ``Step/orthogonalScroll(section:to:velocity:duration:curve:)`` step `index` on
    /// `host`: checks the layout and section, finds the target (clamped `to`, or the section's
    /// resting point for a release with `velocity`) and leaves the section there.
    /// - Throws: ``TimelineError/cannotScrollSection(step:reason:)``.
    static func playOrthogonalScroll(
        section: Int, to target: CGPoint?, velocity: CGPoint?, duration: Double, curve: TimingCurve, at index: Int,
        on host: TimelineHost
    ) throws -> OrthogonalScrollSegment {
        try host.collectionView.layoutIfNeeded()
        guard let layout = host.collectionView.collectionViewLayout as? CompositionalLayout else {
            throw TimelineError.cannotScrollSection(step: index, reason: "only a compositional layout has orthogonal sections")
        }
        // The section scrolls across the layout's direction: x in a vertical layout, y in a
        // horizontal one; the other component must be 0.
        let vertical = layout.configuration.scrollDirection == .vertical
        func across(_ point: CGPoint, _ name: String) throws -> CGFloat {
            guard (vertical ? point.y : point.x) == 0 else {
                throw TimelineError.cannotScrollSection(
                    step: index,
                    reason: "section \(section) scrolls \(vertical ? "horizontally" : "vertically"): "
                        + "`\(name)` must be \(vertical ? "[x, 0]" : "[0, y]")")
            }
            return vertical ? point.x : point.y
        }
        do {
            let start = layout.orthogonalScrollOffset(forSection: section)
            let end: CGFloat
            if let velocity {
                let release = try target.map { try across($0, "to") } ?? start
                end = try layout.orthogonalRestingOffset(
                    forSection: section, releasedAt: release, velocity: try across(velocity, "velocity"))
            } else {
                end = try layout.clampedOrthogonalScrollOffset(try across(target ?? .zero, "to"), forSection: section)
            }
            layout.setOrthogonalScrollOffset(end, forSection: section)
            return OrthogonalScrollSegment(section: section, from: start, to: end, duration: duration, curve: curve)
        } catch let error as OrthogonalScrollError {
            throw TimelineError.cannotScrollSection(step: index, reason: error.description)
        }
    }
}
