import CairoRendering
import Testing

@testable import UIKit

/// A self-sizing view's sync replays the translation recorded by the last sync of its kind
/// (TranslationShape.swift) when its constraints have the recorded shape, and translates
/// afresh from the first one that differs.
@Suite(.serialized) struct TranslationShapeTests {
    typealias Cell = LayoutTemplateTests.Cell
    final class ShapeCell: Cell {}
    final class ShapeFitCell: Cell {}

    /// What differs from the cell that recorded the shape (besides the texts and constants).
    nonisolated enum Change: CaseIterable {
        case none, rightToLeft, imageWithAlignmentInsets, leadingToTheEdgeInstead, otherMultiplier, hiddenSubtitle, extraConstraint

        @MainActor func make<C: Cell>(_ type: C.Type) -> C {
            let cell =
                switch self {
                case .otherMultiplier: C(.otherMultiplier)
                case .hiddenSubtitle: C(.hiddenSubtitle)
                case .extraConstraint: C(.extraConstraint)
                default: C(.plain)
                }
            cell.configure(
                title: "Title", subtitle: "A subtitle that wraps " + String(repeating: "word ", count: 20), spacing: 6, margin: 11)
            switch self {
            case .rightToLeft:
                for view in [cell, cell.contentView, cell.stack] + cell.stack.arrangedSubviews {
                    view.semanticContentAttribute = .forceRightToLeft
                }
            case .imageWithAlignmentInsets:
                cell.image.image = UIImage(systemName: "star")?.withAlignmentRectInsets(UIEdgeInsets(top: 2, left: 3, bottom: 4, right: 5))
            case .leadingToTheEdgeInstead:
                // The same constraints in the same order, but the leading one to the content
                // view's edge instead of its margins guide's.
                let installed = cell.contentView.constraints
                NSLayoutConstraint.deactivate(installed)
                NSLayoutConstraint.activate(
                    installed.map {
                        $0.firstAttribute == .leading
                            ? cell.stack.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 8) : $0
                    })
            default: break
            }
            return cell
        }
    }

    /// One sync's translation of `cell` (nothing added to its solver): each constraint with
    /// its parts, the members, and how many constraints were replayed.
    static func translation(of cell: Cell, replaying: Bool) -> (
        parts: [(NSLayoutConstraint, [LayoutEngine.Definition])], members: Set<ObjectIdentifier>, replayed: Int
    ) {
        cell.updateConstraintsIfNeeded() // the stack views' arrangements, as a layout pass makes them
        let engine = cell.rootedEngine
        engine.usesTemplates = replaying
        var pass = SyncPass(engine: engine)
        pass.collect()
        return (pass.translated, Set(pass.members.keys), pass.replayed)
    }

    @Test(arguments: Change.allCases) func aReplayedTranslationIsTheFreshOne(change: Change) throws {
        try UIFont.withTextMeasurer(PangoContentMeasurer()) {
            // A plain cell records (or replays, when the last one of the class had its shape).
            let recording = ShapeCell(.plain)
            recording.configure(title: "First", subtitle: "Short", spacing: 2, margin: 3)
            let first = Self.translation(of: recording, replaying: true)
            let cell = change.make(ShapeCell.self)
            let replayed = Self.translation(of: cell, replaying: true)
            let fresh = Self.translation(of: cell, replaying: false)
            #expect(fresh.replayed == 0 && !first.parts.isEmpty)
            #expect(replayed.parts.count == fresh.parts.count)
            for (index, (actual, expected)) in zip(replayed.parts, fresh.parts).enumerated() {
                #expect(actual.0 === expected.0 && actual.1 == expected.1, "\(change): constraint \(index)")
            }
            #expect(replayed.members == fresh.members, "\(change)")
            // The same shape is replayed whole (this cell has no margin attribute, baseline or
            // alignment insets, which are translated every time); another stops the replay.
            if change == .none {
                #expect(replayed.replayed == replayed.parts.count)
            } else {
                #expect(replayed.replayed < replayed.parts.count, "\(change)")
            }
        }
    }

    @Test(arguments: Change.allCases) func aCellAfterOneOfTheRecordedShapeFitsAsAFreshSolveFits(change: Change) throws {
        try UIFont.withTextMeasurer(PangoContentMeasurer()) {
            _ = Change.none.make(ShapeFitCell.self).fit(usingTemplates: true)
            let actual = change.make(ShapeFitCell.self).fit(usingTemplates: true)
            let expected = change.make(ShapeFitCell.self).fit(usingTemplates: false)
            #expect(LayoutTemplateTests.isClose(actual, expected), "\(change): \(actual) vs \(expected)")
        }
    }
}
