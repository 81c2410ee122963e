import Foundation
import Testing
import UIKit

/// The recorded frames a test asserted by index path, compared with our layout's answers.
extension RecordedCorpusTests {
    /// Asserted values are UIKit's exact output (on its pixel grid), so ours must equal them
    /// to rounding.
    static let exact = 0.002

    /// Compares every asserted item, header and footer frame and the content size with our
    /// layout's, reporting each mismatch recorded vs ours; an element asserted absent must be
    /// absent, and a difference the fixture lists as known must be exactly what is left.
    func compare(_ frames: RecordedFixture.Frames, with view: UICollectionView, fixture: RecordedFixture) {
        let layout = view.collectionViewLayout
        let header = UICollectionView.elementKindSectionHeader, footer = UICollectionView.elementKindSectionFooter
        var mismatches: [String] = []
        func check(_ what: String, recorded: CGRect, ours: CGRect?) {
            guard let ours, Self.close(ours, recorded, Self.exact) else {
                mismatches.append("\(what): recorded \(Self.text(recorded)) | ours \(ours.map(Self.text) ?? "none")")
                return
            }
        }
        for (path, rect) in frames.cells.sorted(by: { $0.key < $1.key }) {
            check("item [\(path.section), \(path.item)]", recorded: rect, ours: layout.layoutAttributesForItem(at: path)?.frame)
        }
        for (kind, recorded, absent) in [(header, frames.headers, frames.noHeaders), (footer, frames.footers, frames.noFooters)] {
            for (section, rect) in recorded.sorted(by: { $0.key < $1.key }) {
                let ours = layout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: section))
                check("\(kind) \(section)", recorded: rect, ours: ours?.frame)
            }
            for section in absent {
                if let ours = layout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: section)) {
                    mismatches.append("\(kind) \(section): recorded none | ours \(Self.text(ours.frame))")
                }
            }
        }
        let size = view.contentSize
        if let width = frames.contentWidth, abs(size.width - width) > Self.exact {
            mismatches.append("content width: recorded \(width) | ours \(size.width)")
        }
        if let height = frames.contentHeight, abs(size.height - height) > Self.exact {
            mismatches.append("content height: recorded \(height) | ours \(size.height)")
        }
        let known = fixture.differences?.frames ?? []
        #expect(
            mismatches == known,
            """
            \(fixture.file) (\(fixture.source), \(fixture.repository)@\(fixture.commit.prefix(7)) \(fixture.path))
            input: setup \(fixture.setup), sections \(fixture.sections), frame \(Self.text(fixture.frame)), scale \(fixture.scale)
            known differences: \(fixture.differences?.why ?? "none")
            \(mismatches.map { "  " + $0 }.joined(separator: "\n"))
            """)
    }
}
