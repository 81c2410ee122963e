import CairoRendering
import TestTools
import Testing

@testable import UIKit

/// The size pins a fitting puts back (LayoutEngine+Fitting.swift) are put back by copying the
/// system the last fitting of the class left (LayoutEngine+Templates.swift) when it has the
/// shape: the cell then answers what adding the pins one by one answers, whatever its
/// constants, and falls back on adding them when the shape differs or the pins conflict.
@MainActor @Suite struct RestoredPinTemplateTests {
    /// What a fitting showed: the fitted size; the stack's frame as the pins hold it right
    /// after (its edges are required, unlike how the texts share a squeeze); the frames laid
    /// out at the fitted size; whether the pins were put back from a template; the log.
    struct Fitted {
        let size: CGSize
        let pinned: CGRect
        let frames: [CGRect]
        let restored: Bool
        let messages: [String]

        /// Whether `other` has the same size, pinned stack (unless `pinned` is false) and
        /// frames, within 1e-6.
        func isClose(to other: Fitted, pinned comparesPinned: Bool = true) -> Bool {
            func close(_ a: CGRect, _ b: CGRect) -> Bool {
                [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height].allSatisfy { abs($0) <= 1e-6 }
            }
            return abs(size.width - other.size.width) <= 1e-6 && abs(size.height - other.size.height) <= 1e-6
                && (!comparesPinned || close(pinned, other.pinned)) && frames.count == other.frames.count
                && zip(frames, other.frames).allSatisfy(close)
        }
    }

    /// Fits `cell` (its bounds `bounds`) 390 wide with a free height, with the engine's
    /// templates or without, lays it out at its bounds, then at the fitted size.
    static func fit(_ cell: LayoutTemplateTests.Cell, bounds: CGSize, usingTemplates: Bool) -> Fitted {
        cell.frame = CGRect(origin: .zero, size: bounds)
        cell.rootedEngine.usesTemplates = usingTemplates
        let (size, log) = recordingLayoutLog {
            let size = cell.systemLayoutSizeFitting(
                CGSize(width: 390, height: 44), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
            cell.layoutIfNeeded()
            return size
        }
        let pinned = cell.stack.convert(cell.stack.bounds, to: cell.contentView)
        let restored = cell.rootedEngine.adoptedRestoredTemplate
        cell.frame = CGRect(origin: .zero, size: size)
        cell.layoutIfNeeded()
        let frames = [cell.image, cell.title, cell.subtitle, cell.stack].map { $0.convert($0.bounds, to: cell.contentView) }
        return Fitted(size: size, pinned: pinned, frames: frames, restored: restored, messages: log.messages.map(withoutAddresses))
    }

    /// Distinct classes, so each test has its own templates.
    final class RandomCell: LayoutTemplateTests.Cell {}
    final class ShapeCell: LayoutTemplateTests.Cell {}
    final class ConflictCell: LayoutTemplateTests.Cell {}

    @Test func cellsWithRandomConstantsPutTheirPinsBackFromTheTemplateAsAddingThemDoes() throws {
        var rng = SplitMix64(seed: 206)
        let words = ["pins", "back", "a", "fitting", "copied", "once", "Auto", "Layout", "template", "wraps"]
        // Each cell's texts, spacing and margin, and the bounds its pins come back at (squeezing
        // the texts or leaving them room; never less than the image's required 40 in the
        // margins, so never a conflict).
        let cells = (0..<40).map { _ in
            (RandomCellContent(words: words, using: &rng), CGSize(width: 390, height: CGFloat(Int.random(in: 100...300, using: &rng))))
        }
        let restored = try UIFont.withTextMeasurer(PangoContentMeasurer()) {
            cells.enumerated().filter { index, cell in
                let (content, bounds) = cell
                let cached = RandomCell(), fresh = RandomCell()
                for view in [cached, fresh] {
                    view.configure(title: content.title, subtitle: content.subtitle, spacing: content.spacing, margin: content.margin)
                }
                let expected = Self.fit(fresh, bounds: bounds, usingTemplates: false)
                let actual = Self.fit(cached, bounds: bounds, usingTemplates: true)
                #expect(!expected.restored)
                #expect(actual.isClose(to: expected), "cell \(index): \(actual) vs \(expected)")
                #expect(actual.messages.isEmpty && expected.messages.isEmpty, "cell \(index)")
                // Worked by hand: the required pins hold the cell, and so the stack in the
                // margins (the bottom one 1 more), at the bounds, over the texts' 750.
                let m = content.margin
                #expect(actual.pinned == CGRect(x: m, y: m, width: 390 - 2 * m, height: bounds.height - 2 * m - 1), "cell \(index)")
                return actual.restored
            }.count
        }
        // The first cell's fitting leaves the template; every later one has its shape.
        #expect(restored == 39)
    }

    @Test func aCellOfAnotherShapeAddsItsPinsAndFitsAsAFreshSolveDoes() throws {
        try UIFont.withTextMeasurer(PangoContentMeasurer()) {
            @MainActor func fitted(_ variant: LayoutTemplateTests.Cell.Variant, usingTemplates: Bool) -> Fitted {
                let cell = ShapeCell(variant)
                cell.configure(title: "Title", subtitle: "Wrapping " + String(repeating: "word ", count: 30), spacing: 6, margin: 10)
                return Self.fit(cell, bounds: CGSize(width: 390, height: 200), usingTemplates: usingTemplates)
            }
            _ = fitted(.plain, usingTemplates: true)
            #expect(fitted(.plain, usingTemplates: true).restored)
            let actual = fitted(.extraConstraint, usingTemplates: true)
            let expected = fitted(.extraConstraint, usingTemplates: false)
            #expect(!actual.restored)
            #expect(actual.isClose(to: expected), "\(actual) vs \(expected)")
            // Worked by hand: the texts start 10 + 40 + 6 = 56 in and end at the right margin.
            #expect(actual.frames[1].minX == 56 && actual.frames[1].maxX == 390 - 10)
        }
    }

    /// A cell whose required content is taller than its bounds: the image's required 40 in
    /// margins of 8 and 9 needs 57, and the pins hold the cell at 44. Adding the height pin
    /// logs UIKit's conflict and breaks a constraint; a cell of the template's shape (margins
    /// of 1 and 2, 43 high, fitting) whose constants make the pins conflict adds them one by
    /// one too, and logs it. (Which constraints the log lists, and so which it breaks, follows
    /// the solved system the conflict is met in, which a copied fitting shares with a fresh
    /// one in its values only: the header and the frames at the fitted size are compared.)
    @Test func pinsThatConflictWithTheContentAreAddedOneByOneAndLogged() throws {
        try UIFont.withTextMeasurer(PangoContentMeasurer()) {
            @MainActor func fitted(margin: CGFloat, usingTemplates: Bool) -> Fitted {
                let cell = ConflictCell()
                cell.configure(title: "T", subtitle: "S", spacing: 8, margin: margin)
                return Self.fit(cell, bounds: CGSize(width: 390, height: 44), usingTemplates: usingTemplates)
            }
            _ = fitted(margin: 1, usingTemplates: true)
            let fitting = fitted(margin: 1, usingTemplates: true)
            #expect(fitting.restored && fitting.messages.isEmpty)
            let actual = fitted(margin: 8, usingTemplates: true)
            let expected = fitted(margin: 8, usingTemplates: false)
            #expect(!actual.restored)
            for fitted in [actual, expected] {
                #expect(fitted.messages.first?.contains("Unable to simultaneously satisfy constraints.") == true)
            }
            // Worked by hand: fitted, nothing squeezes the image (the one-line texts, about
            // 20 and 18, are shorter): 8 + 40 + 9 = 57 high.
            #expect(actual.size == CGSize(width: 390, height: 57) && expected.size == actual.size)
            #expect(actual.isClose(to: expected, pinned: false), "\(actual) vs \(expected)")
        }
    }
}
