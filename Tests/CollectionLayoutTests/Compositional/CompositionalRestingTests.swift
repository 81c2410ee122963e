import Foundation
import Testing

@testable import CollectionLayout

/// Where an orthogonal section rests after a release, against values worked by hand from
/// docs/REFERENCE.md §14.4 (`source: uikit-rule` for the behaviours; the deceleration is
/// the project's scroll model). Viewport 390 × 844; one orthogonal section of twenty
/// 100 × 100 groups, 10 apart: stride s = 110, content 20 · 100 + 19 · 10 = 2190, offsets
/// 0…2190 − 390 = 1800. |ln 0.998| = 0.0020020027.
@Suite struct CompositionalRestingTests {
    func layout(_ behavior: OrthogonalScrollingBehavior) -> CompositionalHost {
        let group = LayoutGroup.horizontal(
            layoutSize: size(.absolute(100), .absolute(100)), subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
        var section = LayoutSection(group: group)
        section.interGroupSpacing = 10
        section.orthogonalScrollingBehavior = behavior
        var plain = LayoutSection(group: group)
        plain.interGroupSpacing = 10
        let sections = [section, plain]
        return CompositionalHost(CompositionalLayout { index, _ in sections[min(index, 1)] }, counts: [20, 3])
    }

    func rest(_ behavior: OrthogonalScrollingBehavior, from offset: CGFloat, velocity: CGFloat) throws -> CGFloat {
        try layout(behavior).layout.orthogonalRestingOffset(forSection: 0, releasedAt: offset, velocity: velocity)
    }

    @Test func aFlickFromZeroRestsPerBehaviour() throws {
        // 1000 pt/s = 1 pt/ms: p = (1 − 0.01) / 0.0020020027 = 494.505.
        let projected = 0.99 / -log(0.998)
        #expect(abs(try rest(.continuous, from: 0, velocity: 1000) - projected) < 1e-9)
        // Nearest group edge: round(494.5 / 110) = round(4.50) = 4 → 440.
        #expect(try rest(.continuousGroupLeadingBoundary, from: 0, velocity: 1000) == 440)
        // Pages of 390: round(494.5 / 390) = 1 → 390.
        #expect(try rest(.paging, from: 0, velocity: 1000) == 390)
        // Pages of one group: nearest 4, but one group per gesture from 0 → 110.
        #expect(try rest(.groupPaging, from: 0, velocity: 1000) == 110)
        // Centred: margins (390 − 100) / 2 = 145 make offset 110 centre group 1
        // (145 + 110 − 110 = 145 from the band's leading edge, 145 after).
        #expect(try rest(.groupPagingCentered, from: 0, velocity: 1000) == 110)
    }

    @Test func aSlowReleaseRestsNearTheReleasePoint() throws {
        // 200 pt/s is below 250 pt/s: no deceleration, from 130.
        #expect(try rest(.continuous, from: 130, velocity: 200) == 130)
        #expect(try rest(.continuousGroupLeadingBoundary, from: 130, velocity: 200) == 110) // round(1.18) = 1
        #expect(try rest(.paging, from: 130, velocity: 200) == 0) // round(0.33) = 0
        #expect(try rest(.groupPaging, from: 170, velocity: 0) == 220) // round(1.55) = 2
    }

    @Test func aBackwardFlickMovesOneGroupAndTheEndsClamp() throws {
        // From 1800 at −3000 pt/s: p = 1800 − 2.99 / 0.0020020027 = 306.5; page round(2.79) = 3,
        // but at most one from round(1800 / 110) = 16: 15 → 1650.
        #expect(try rest(.groupPaging, from: 1800, velocity: -3000) == 1650)
        // From 1700 at 5000 pt/s: p = 1700 + 4.99 / 0.002002 = 4192.5, clamped to 1800.
        #expect(try rest(.continuous, from: 1700, velocity: 5000) == 1800)
        #expect(try rest(.continuous, from: 100, velocity: -5000) == 0)
    }

    @Test func onlyAnExistingOrthogonalSectionRests() throws {
        let host = layout(.continuous)
        #expect(throws: OrthogonalScrollError.noSuchSection(5, count: 2)) {
            try host.layout.orthogonalRestingOffset(forSection: 5, releasedAt: 0, velocity: 0)
        }
        #expect(throws: OrthogonalScrollError.notOrthogonal(1)) {
            try host.layout.clampedOrthogonalScrollOffset(10, forSection: 1)
        }
        #expect(try host.layout.clampedOrthogonalScrollOffset(5000, forSection: 0) == 1800)
    }
}
