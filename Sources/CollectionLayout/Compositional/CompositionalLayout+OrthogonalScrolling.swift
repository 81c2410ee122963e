import Foundation

/// Why an orthogonal section cannot be scrolled.
public enum OrthogonalScrollError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The layout has no such section (it has `count`).
    case noSuchSection(Int, count: Int)
    /// The section does not scroll orthogonally (its behaviour is `.none`).
    case notOrthogonal(Int)

    /// The message.
    public var description: String {
        switch self {
        case let .noSuchSection(section, count):
            return "there is no section \(section) (the layout has \(count) section\(count == 1 ? "" : "s"))"
        case let .notOrthogonal(section):
            return "section \(section) does not scroll orthogonally (its orthogonalScrollingBehavior is none)"
        }
    }
}

/// Where an orthogonal section comes to rest after a release (docs/REFERENCE.md §14.4):
/// the section's own scroll view decelerates with the normal rate, then its behaviour picks
/// the resting offset, clamped to `0…maximumOrthogonalScrollOffset(forSection:)`.
extension CompositionalLayout {
    /// Where orthogonal section `section` rests when released at `offset` with `velocity`
    /// (points per second, positive towards larger offsets; below 250 pt/s it counts as 0, as
    /// a scroll view's release), from the projected point
    /// `p = offset + sign(v)·(|v| − 0.01)/|ln 0.998|` (v in pt/ms, free deceleration):
    /// - `.continuous`: p.
    /// - `.continuousGroupLeadingBoundary`: the group leading edge nearest p: `round(p / s)·s`
    ///   with s the group stride (group width plus inter-group spacing).
    /// - `.paging`: pages of the band's width w from 0: the page nearest p, at most one page
    ///   from the page nearest `offset` (as a paging scroll view).
    /// - `.groupPaging`, `.groupPagingCentered`: as paging with pages of s, so one group per
    ///   gesture; the centred behaviour's margins make offset `k·s` centre group k.
    /// With no velocity, the nearest resting point to `offset` (continuous: `offset` itself).
    /// - Throws: ``OrthogonalScrollError`` when the section does not exist or does not scroll
    ///   orthogonally.
    public func orthogonalRestingOffset(forSection section: Int, releasedAt offset: CGFloat, velocity: CGFloat) throws -> CGFloat {
        let computed = try orthogonalSection(section)
        let start = offset.isFinite ? Double(offset) : 0
        // A release below the deceleration threshold (0.25 pt/ms) does not decelerate.
        let raw = velocity.isFinite ? Double(velocity) / 1000 : 0
        let speed = abs(raw) < ScrollPhysics.decelerationThreshold ? 0 : raw
        let rate = DecelerationRate.normal.effectiveValue
        let projected = FreeDeceleration(start: start, velocity: speed, rate: rate).restOffset
        let stride = Double(computed.groupStride)
        let target: Double
        switch computed.orthogonal {
        case .none, .continuous:
            target = projected
        case .continuousGroupLeadingBoundary:
            target = stride > 0 ? (projected / stride).rounded() * stride : projected
        case .paging, .groupPaging, .groupPagingCentered:
            // A paging scroll view's rule, with pages of the band's width or of a group.
            let page = computed.orthogonal == .paging ? Double(computed.orthogonalViewportLength) : stride
            let axis = ScrollAxis(
                minOffset: 0, maxOffset: Double(computed.maximumOrthogonalOffset), dimension: page, isPagingEnabled: true)
            target = axis.pageTarget(releasedAt: start, velocity: speed, rate: rate, dragStart: start)
        }
        return min(max(0, CGFloat(target)), computed.maximumOrthogonalOffset)
    }

    /// `offset` clamped to orthogonal section `section`'s extent.
    /// - Throws: ``OrthogonalScrollError`` as ``orthogonalRestingOffset(forSection:releasedAt:velocity:)``.
    public func clampedOrthogonalScrollOffset(_ offset: CGFloat, forSection section: Int) throws -> CGFloat {
        let computed = try orthogonalSection(section)
        return min(offset.nonNegativeFinite, computed.maximumOrthogonalOffset)
    }

    /// The computed orthogonal section at `section` (prepared first).
    private func orthogonalSection(_ section: Int) throws -> CompositionalSection {
        prepareIfNeeded()
        guard sections.indices.contains(section) else { throw OrthogonalScrollError.noSuchSection(section, count: sections.count) }
        guard sections[section].orthogonal != .none else { throw OrthogonalScrollError.notOrthogonal(section) }
        return sections[section]
    }
}
