import CollectionLayout
import SampleLayouts
import Testing
import UIKit
import UIKitSampleLayouts

/// The UIKit-idiom ports lay out exactly as the core samples they port
/// (Samples/Layouts/*.swift): same visible elements, same attributes (UIKit's `isEqual:`
/// epsilon), same content size, on the same views. This checks the port, not the values:
/// those are worked by hand in each layout's own tests.
@Suite struct PortParityTests {
    /// Counts per section for the core host.
    final class CoreCounts: CollectionViewDataSource {
        let sections: [Int]
        init(_ sections: [Int]) { self.sections = sections }
        func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }
        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { sections[section] }
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
            try collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    /// The visible attributes and content size of the core sample and of the port, each on
    /// a view of `size` scrolled to `offset`.
    private func compare(
        core layout: CollectionViewLayout, port: UICollectionViewLayout, counts: [Int], size: CGSize, offsets: [CGPoint] = [.zero]
    ) throws {
        let coreView = CollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        coreView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let coreSource = CoreCounts(counts)
        coreView.dataSource = coreSource
        let portSource = Counts(counts)
        let portView = makeSampleView(port, source: portSource, size: size)
        for offset in offsets {
            coreView.contentOffset = offset
            try coreView.layoutIfNeeded()
            portView.contentOffset = offset
            portView.layoutIfNeeded()
            let expected = Dictionary(uniqueKeysWithValues: coreView.visibleElements.map { ($0.attributes.key, $0.attributes) })
            let actual = Dictionary(uniqueKeysWithValues: portView.coreView.visibleElements.map { ($0.attributes.key, $0.attributes) })
            #expect(!expected.isEmpty)
            #expect(Set(actual.keys) == Set(expected.keys), "offset \(offset)")
            for (key, attributes) in expected {
                #expect(actual[key] == attributes, "\(key) at offset \(offset)")
                #expect(actual[key]?.zIndex == attributes.zIndex, "\(key) at offset \(offset)")
            }
            #expect(portView.contentSize == coreView.contentSize)
        }
        #expect(portView.raisedExceptions.isEmpty)
        withExtendedLifetime((coreSource, portSource)) {}
    }

    @Test func circle() throws {
        try compare(
            core: SampleLayouts.CircleLayout(), port: UIKitSampleLayouts.CircleLayout(),
            counts: [7], size: CGSize(width: 320, height: 300))
    }

    @Test func coverFlow() throws {
        try compare(
            core: SampleLayouts.CoverFlowLayout(), port: UIKitSampleLayouts.CoverFlowLayout(),
            counts: [6], size: CGSize(width: 400, height: 240),
            offsets: [.zero, CGPoint(x: 90, y: 0), CGPoint(x: 250, y: 0), CGPoint(x: 900, y: 0)])
    }

    @Test func sectionBackground() throws {
        let core = SampleLayouts.SectionBackgroundLayout()
        let port = UIKitSampleLayouts.SectionBackgroundLayout()
        core.itemSize = CGSize(width: 60, height: 40)
        port.itemSize = CGSize(width: 60, height: 40)
        core.sectionInset = EdgeInsets(top: 12, left: 16, bottom: 12, right: 16)
        port.sectionInset = UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16)
        try compare(
            core: core, port: port, counts: [5, 0, 9, 2], size: CGSize(width: 300, height: 280),
            offsets: [.zero, CGPoint(x: 0, y: 120)])
    }
}
