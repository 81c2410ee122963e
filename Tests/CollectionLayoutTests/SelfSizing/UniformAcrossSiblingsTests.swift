import Foundation
import Testing

@testable import CollectionLayout

/// `.uniformAcrossSiblings(estimate:)` (iOS 17): self-sizing items take their uniform
/// siblings' largest length; the outermost group's items, and the outermost group, are
/// uniform across the whole section. Hosts are 320 × 480, vertical.
@Suite("Uniform across siblings")
struct UniformAcrossSiblingsTests {
    @Test("a list's rows all take the tallest row's height, and the layout settles")
    func listRowsAreUniformAcrossTheSection() throws {
        let row = size(.fractionalWidth(1), .uniformAcrossSiblings(estimate: 44))
        let layout = CompositionalLayout(
            section: LayoutSection(
                group: .horizontal(layoutSize: size(.fractionalWidth(1), .estimated(44)), subitems: [.item(LayoutItem(layoutSize: row))])))
        let host = SelfSizingHost(
            layout, sizes: [CGSize(width: 1, height: 30), CGSize(width: 1, height: 80), CGSize(width: 1, height: 50)])
        var diagnostics: [String] = []
        host.view.diagnosticHandler = { diagnostics.append($0) }
        try host.view.layoutIfNeeded()
        // The items are the outermost group's: siblings across the section. Preferred 30, 80,
        // 50 → each 80. Each group: 44 + (80 − 44) = 80 → rows at y 0, 80, 160; content 240.
        #expect(host.cellFrames[0] == CGRect(x: 0, y: 0, width: 320, height: 80))
        #expect(host.cellFrames[1] == CGRect(x: 0, y: 80, width: 320, height: 80))
        #expect(host.cellFrames[2] == CGRect(x: 0, y: 160, width: 320, height: 80))
        #expect(host.view.contentSize.height == 240)
        // Rows 0 and 2 are shown at 80 and prefer 30 and 50 again: that is no new preference,
        // so the layout is not invalidated again (no 16-pass diagnostic).
        #expect(diagnostics.isEmpty)
    }

    @Test("items of a nested group are uniform within each instance of that group")
    func nestedGroupItemsAreUniformPerGroup() throws {
        let half = size(.fractionalWidth(0.5), .uniformAcrossSiblings(estimate: 44))
        let pair = LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .estimated(44)), subitems: [.item(LayoutItem(layoutSize: half))])
        let root = LayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .estimated(44)), subitems: [.group(pair)])
        let host = SelfSizingHost(
            CompositionalLayout(section: LayoutSection(group: root)),
            sizes: [CGSize(width: 1, height: 30), CGSize(width: 1, height: 60), CGSize(width: 1, height: 90), CGSize(width: 1, height: 20)])
        try host.view.layoutIfNeeded()
        // Pair 0 (items 0, 1): max(30, 60) = 60 each; pair 1 (items 2, 3): max(90, 20) = 90.
        // Groups: 44 + (60 − 44) = 60 and 44 + (90 − 44) = 90 → pair 1 at y 60; content 150.
        #expect(host.cellFrames[0] == CGRect(x: 0, y: 0, width: 160, height: 60))
        #expect(host.cellFrames[1] == CGRect(x: 160, y: 0, width: 160, height: 60))
        #expect(host.cellFrames[2] == CGRect(x: 0, y: 60, width: 160, height: 90))
        #expect(host.cellFrames[3] == CGRect(x: 160, y: 60, width: 160, height: 90))
        #expect(host.view.contentSize.height == 150)
    }

    @Test("a uniform outermost group makes every group of the section as long as the longest")
    func uniformRootGroupsTakeTheLongest() throws {
        let half = size(.fractionalWidth(0.5), .estimated(44))
        let root = LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .uniformAcrossSiblings(estimate: 44)), subitems: [.item(LayoutItem(layoutSize: half))])
        let host = SelfSizingHost(
            CompositionalLayout(section: LayoutSection(group: root)),
            sizes: [CGSize(width: 1, height: 70), CGSize(width: 1, height: 20), CGSize(width: 1, height: 20), CGSize(width: 1, height: 30)])
        try host.view.layoutIfNeeded()
        // Group 0: 44 + max(70 − 44, 20 − 44) = 70; group 1: 44 + max(20 − 44, 30 − 44) = 30;
        // uniform: both 70 → group 1 at y 70, content 140. The items are merely estimated:
        // each keeps its own height.
        #expect(host.cellFrames[0] == CGRect(x: 0, y: 0, width: 160, height: 70))
        #expect(host.cellFrames[1] == CGRect(x: 160, y: 0, width: 160, height: 20))
        #expect(host.cellFrames[2] == CGRect(x: 0, y: 70, width: 160, height: 20))
        #expect(host.cellFrames[3] == CGRect(x: 160, y: 70, width: 160, height: 30))
        #expect(host.view.contentSize.height == 140)
    }
}
