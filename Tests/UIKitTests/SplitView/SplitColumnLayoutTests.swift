import CoreGraphics
import Testing

@testable import UIKit

/// The split view's column maths as pure values, with widths and frames worked by hand from
/// docs/REFERENCE.md §20.17 and §20.18 (an iPad Pro 11-inch on its side: 1194 × 834).
@MainActor @Suite struct SplitColumnLayoutTests {
    private let automatic = UISplitViewController.automaticDimension
    private let landscape = CGRect(x: 0, y: 0, width: 1194, height: 834)

    /// The columns for `mode` in the 1194 × 834 view.
    private func columns(
        _ mode: UISplitViewController.DisplayMode, triple: Bool, primary: CGFloat, supplementary: CGFloat, mirrored: Bool = false
    ) -> SplitColumnLayout {
        SplitColumnLayout.make(
            bounds: landscape, tripleColumn: triple, mode: mode, primaryWidth: primary, supplementaryWidth: supplementary,
            mirrored: mirrored)
    }

    @Test func automaticIsUIKitsMinusFloatMax() {
        #expect(UISplitViewController.automaticDimension == -CGFloat(Float.greatestFiniteMagnitude))
    }

    @Test func anAutomaticSidebarIsTheDefaultMaximum320() {
        // Nothing given: the width is the maximum, 320, within [0, 320].
        let width = SplitColumnLayout.sidebarWidth(
            preferred: automatic, fraction: automatic, minimum: automatic, maximum: automatic, in: 1194)
        #expect(width == 320)
    }

    @Test func aFractionIsOfTheSplitViewsWidthAndTheMaximumBoundsIt() {
        // 0.5 × 1194 = 597, cut to the default maximum 320; with the maximum raised to 1000, 597.
        #expect(
            SplitColumnLayout.sidebarWidth(preferred: automatic, fraction: 0.5, minimum: automatic, maximum: automatic, in: 1194) == 320)
        #expect(SplitColumnLayout.sidebarWidth(preferred: automatic, fraction: 0.5, minimum: automatic, maximum: 1000, in: 1194) == 597)
    }

    @Test func aPreferredWidthWinsOverTheFractionWithinTheMinimum() {
        // 300 points beat 0.5 (597); a minimum of 350 raises them to 350.
        #expect(SplitColumnLayout.sidebarWidth(preferred: 300, fraction: 0.5, minimum: automatic, maximum: automatic, in: 1194) == 300)
        #expect(SplitColumnLayout.sidebarWidth(preferred: 300, fraction: 0.5, minimum: 350, maximum: 400, in: 1194) == 350)
    }

    @Test func badNumbersMeanTheDefaultAndNoSidebarOutgrowsTheSplitView() {
        // NaN, infinity and negative widths are automatic: 320; in a 200-point view, at most 200.
        #expect(SplitColumnLayout.sidebarWidth(preferred: .nan, fraction: .infinity, minimum: -5, maximum: .nan, in: 1194) == 320)
        #expect(
            SplitColumnLayout.sidebarWidth(preferred: automatic, fraction: automatic, minimum: automatic, maximum: automatic, in: 200)
                == 200)
    }

    @Test func oneSidebarBesideTheSecondaryTiles() {
        // Primary 0…320; secondary 320…1194, 1194 − 320 = 874 wide; full height.
        let layout = columns(.oneBesideSecondary, triple: false, primary: 320, supplementary: 0)
        #expect(layout.frame(of: .primary) == CGRect(x: 0, y: 0, width: 320, height: 834))
        #expect(layout.frame(of: .secondary) == CGRect(x: 320, y: 0, width: 874, height: 834))
        #expect(layout.columns.map(\.column) == [.secondary, .primary])
    }

    @Test func threeColumnsTileAndDisplace() {
        // Primary 0…320, supplementary 320…640; tiled, the secondary is 1194 − 640 = 554 wide at 640;
        // displaced, it keeps its one-sidebar width 1194 − 320 = 874 at 640, running off the edge.
        let tiled = columns(.twoBesideSecondary, triple: true, primary: 320, supplementary: 320)
        #expect(tiled.frame(of: .primary) == CGRect(x: 0, y: 0, width: 320, height: 834))
        #expect(tiled.frame(of: .supplementary) == CGRect(x: 320, y: 0, width: 320, height: 834))
        #expect(tiled.frame(of: .secondary) == CGRect(x: 640, y: 0, width: 554, height: 834))
        let displaced = columns(.twoDisplaceSecondary, triple: true, primary: 320, supplementary: 320)
        #expect(displaced.frame(of: .secondary) == CGRect(x: 640, y: 0, width: 874, height: 834))
    }

    @Test func anOverlayLeavesTheSecondaryTheWholeWidth() {
        // Three columns, one sidebar over: the supplementary 0…320 over a 1194-wide secondary; no primary.
        let layout = columns(.oneOverSecondary, triple: true, primary: 320, supplementary: 300)
        #expect(layout.frame(of: .secondary) == landscape)
        #expect(layout.frame(of: .supplementary) == CGRect(x: 0, y: 0, width: 300, height: 834))
        #expect(layout.frame(of: .primary) == nil)
    }

    @Test func aTrailingPrimaryEdgeMirrorsTheColumns() {
        // Primary at 1194 − 320 = 874; secondary 0…874.
        let layout = columns(.oneBesideSecondary, triple: false, primary: 320, supplementary: 0, mirrored: true)
        #expect(layout.frame(of: .primary) == CGRect(x: 874, y: 0, width: 320, height: 834))
        #expect(layout.frame(of: .secondary) == CGRect(x: 0, y: 0, width: 874, height: 834))
    }

    @Test func automaticTilesEverySidebarWhenWideAndOverlaysNoneWhenTall() {
        let wide = CGSize(width: 1194, height: 834), tall = CGSize(width: 834, height: 1194)
        #expect(
            SplitColumnLayout.resolve(behavior: .automatic, mode: .automatic, tripleColumn: false, size: wide) == (
                .tile, .oneBesideSecondary
            ))
        #expect(
            SplitColumnLayout.resolve(behavior: .automatic, mode: .automatic, tripleColumn: true, size: wide) == (
                .tile, .twoBesideSecondary
            ))
        #expect(
            SplitColumnLayout.resolve(behavior: .automatic, mode: .automatic, tripleColumn: true, size: tall) == (.overlay, .secondaryOnly))
    }

    @Test func aPreferredModeChoosesItsBehaviorOrMapsToTheBehaviorsMode() {
        let wide = CGSize(width: 1194, height: 834)
        // An automatic behavior takes the one offering the mode; a set behavior keeps its own mode with as many sidebars.
        #expect(
            SplitColumnLayout.resolve(behavior: .automatic, mode: .oneOverSecondary, tripleColumn: false, size: wide) == (
                .overlay, .oneOverSecondary
            ))
        #expect(
            SplitColumnLayout.resolve(behavior: .displace, mode: .twoOverSecondary, tripleColumn: true, size: wide) == (
                .displace, .twoDisplaceSecondary
            ))
        // Two columns show at most one sidebar.
        #expect(
            SplitColumnLayout.resolve(behavior: .tile, mode: .twoBesideSecondary, tripleColumn: false, size: wide) == (
                .tile, .oneBesideSecondary
            ))
    }
}
