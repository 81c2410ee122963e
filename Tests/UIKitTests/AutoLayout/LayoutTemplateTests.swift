import CairoRendering
import TestTools
import Testing

@testable import UIKit

/// Self-sizing cells of one class reuse the last solved system of their class
/// (LayoutEngine+Templates.swift): a cell whose constraints have the template's shape is
/// copied from it and answers exactly what a fresh solve answers, whatever its constants;
/// one of another shape is solved afresh.
@Suite struct LayoutTemplateTests {
    /// A list cell: `[image | [title / subtitle]]` in the content view's margins, the image
    /// 40 high and `multiplier` × 40 wide, in one of the variants whose shape differs.
    class Cell: UICollectionViewCell {
        enum Variant: CaseIterable { case plain, extraConstraint, otherPriority, hiddenSubtitle, otherMultiplier }
        let image = UIImageView()
        let title = UILabel()
        let subtitle = UILabel()
        let stack: UIStackView

        required init(_ variant: Variant = .plain) {
            let texts = UIStackView(arrangedSubviews: [title, subtitle])
            texts.axis = .vertical
            stack = UIStackView(arrangedSubviews: [image, texts])
            super.init(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
            stack.alignment = .center
            stack.translatesAutoresizingMaskIntoConstraints = false
            subtitle.numberOfLines = 0
            subtitle.font = .preferredFont(forTextStyle: .subheadline)
            contentView.addSubview(stack)
            let margins = contentView.layoutMarginsGuide
            NSLayoutConstraint.activate([
                image.heightAnchor.constraint(equalToConstant: 40),
                image.widthAnchor.constraint(equalTo: image.heightAnchor, multiplier: variant == .otherMultiplier ? 1.5 : 1),
                stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                stack.topAnchor.constraint(equalTo: margins.topAnchor),
                stack.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            ])
            switch variant {
            case .plain, .otherMultiplier: break
            case .extraConstraint: title.heightAnchor.constraint(greaterThanOrEqualToConstant: 30).isActive = true
            case .otherPriority: title.setContentCompressionResistancePriority(.defaultLow, for: .vertical)
            case .hiddenSubtitle: subtitle.isHidden = true
            }
        }

        required convenience init() { self.init(.plain) }

        required init?(coder: NSCoder) { nil }

        /// What differs from cell to cell in a list: texts, spacings, margins.
        func configure(title: String, subtitle: String, spacing: CGFloat, margin: CGFloat) {
            self.title.text = title
            self.subtitle.text = subtitle
            stack.spacing = spacing
            contentView.layoutMargins = UIEdgeInsets(top: margin, left: margin, bottom: margin + 1, right: margin)
        }

        /// The fitted size (390 wide, free height), then the frames laid out at it.
        func fit(usingTemplates: Bool) -> (size: CGSize, frames: [CGRect], adopted: Bool) {
            rootedEngine.usesTemplates = usingTemplates
            let size = systemLayoutSizeFitting(
                CGSize(width: 390, height: 44), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
            frame = CGRect(origin: .zero, size: size)
            layoutIfNeeded()
            let frames = [image, title, subtitle, stack].map { $0.convert($0.bounds, to: contentView) }
            return (size, frames, rootedEngine.adoptedTemplate)
        }
    }

    /// Distinct classes, so each test has its own template.
    final class RandomCell: Cell {}
    final class VariantCell: Cell {}
    final class AxisCell: Cell {}
    final class PinnedCell: Cell {}
    final class LooseCell: Cell {}

    static func isClose(_ a: (size: CGSize, frames: [CGRect], adopted: Bool), _ b: (size: CGSize, frames: [CGRect], adopted: Bool)) -> Bool
    {
        func close(_ x: CGFloat, _ y: CGFloat) -> Bool { abs(x - y) <= 1e-6 }
        let rectangles = zip(a.frames + [CGRect(origin: .zero, size: a.size)], b.frames + [CGRect(origin: .zero, size: b.size)])
        return a.frames.count == b.frames.count
            && rectangles.allSatisfy {
                close($0.minX, $1.minX) && close($0.minY, $1.minY) && close($0.width, $1.width) && close($0.height, $1.height)
            }
    }

    @Test func cellsWithRandomConstantsCopiedFromTheTemplateFitAsAFreshSolveFits() throws {
        try UIFont.withTextMeasurer(PangoContentMeasurer()) {
            var rng = SplitMix64(seed: 29)
            let words = ["list", "cell", "a", "constraint", "solved", "once", "Auto", "Layout", "template", "wraps"]
            var adopted = 0
            for index in 0..<40 {
                let content = RandomCellContent(words: words, using: &rng)
                let cached = RandomCell(), fresh = RandomCell()
                for cell in [cached, fresh] {
                    cell.configure(title: content.title, subtitle: content.subtitle, spacing: content.spacing, margin: content.margin)
                }
                let expected = fresh.fit(usingTemplates: false)
                let actual = cached.fit(usingTemplates: true)
                #expect(!expected.adopted)
                #expect(Self.isClose(actual, expected), "cell \(index): \(actual) vs \(expected)")
                if actual.adopted { adopted += 1 }
            }
            // The first cell makes the template; every later one has its shape.
            #expect(adopted == 39)
        }
    }

    @Test func aCellOfAnotherShapeIsSolvedAfreshAndFitsAsAFreshSolveFits() throws {
        try UIFont.withTextMeasurer(PangoContentMeasurer()) {
            func fitted(_ variant: Cell.Variant, usingTemplates: Bool) -> (size: CGSize, frames: [CGRect], adopted: Bool) {
                let cell = VariantCell(variant)
                cell.configure(
                    title: "Title", subtitle: "A subtitle long enough to wrap " + String(repeating: "word ", count: 30), spacing: 8,
                    margin: 8)
                return cell.fit(usingTemplates: usingTemplates)
            }
            _ = fitted(.plain, usingTemplates: true)
            #expect(fitted(.plain, usingTemplates: true).adopted)
            for variant in Cell.Variant.allCases where variant != .plain {
                _ = fitted(.plain, usingTemplates: true)
                let actual = fitted(variant, usingTemplates: true)
                let expected = fitted(variant, usingTemplates: false)
                #expect(!actual.adopted, "\(variant)")
                #expect(Self.isClose(actual, expected), "\(variant): \(actual) vs \(expected)")
            }
            // Worked by hand for the plain cell: the image is 40 × 40 at the margins' corner
            // (8, 8); the texts start 8 + 40 + 8 = 56 in.
            let plain = fitted(.plain, usingTemplates: true)
            #expect(plain.frames[0] == CGRect(x: 8, y: plain.frames[0].minY, width: 40, height: 40))
            #expect(plain.frames[1].minX == 56 && plain.frames[1].width == 390 - 56 - 8)
        }
    }

    /// Fitted at `target` holding the width (`fitsWidth` false) or the height, then laid out
    /// at the frame it had: the fitted size, the frames, whether it copied a template.
    static func fitAndLayOut(_ cell: Cell, target: CGSize, fitsWidth: Bool, usingTemplates: Bool) -> (
        size: CGSize, frames: [CGRect], adopted: Bool
    ) {
        cell.rootedEngine.usesTemplates = usingTemplates
        let size = cell.systemLayoutSizeFitting(
            target, withHorizontalFittingPriority: fitsWidth ? .fittingSizeLevel : .required,
            verticalFittingPriority: fitsWidth ? .required : .fittingSizeLevel)
        cell.layoutIfNeeded()
        let frames = [cell.image, cell.title, cell.subtitle, cell.stack].map { $0.convert($0.bounds, to: cell.contentView) }
        return (size, frames, cell.rootedEngine.adoptedTemplate)
    }

    @Test func fittingsHoldingEitherAxisEachCopyTheirOwnTemplateAndFitAsAFreshSolveFits() throws {
        try UIFont.withTextMeasurer(PangoContentMeasurer()) {
            var adopted = 0
            for index in 0..<8 {
                let fitsWidth = index % 2 == 1
                let target = fitsWidth ? CGSize(width: 390, height: 120) : CGSize(width: 300 + CGFloat(index), height: 44)
                let cached = AxisCell(), fresh = AxisCell()
                for cell in [cached, fresh] {
                    cell.configure(title: "Title \(index)", subtitle: "Subtitle", spacing: CGFloat(index), margin: 8)
                }
                let actual = Self.fitAndLayOut(cached, target: target, fitsWidth: fitsWidth, usingTemplates: true)
                let expected = Self.fitAndLayOut(fresh, target: target, fitsWidth: fitsWidth, usingTemplates: false)
                #expect(Self.isClose(actual, expected), "fitting \(index): \(actual) vs \(expected)")
                if actual.adopted { adopted += 1 }
            }
            // The first fitting of each kind makes its template; the six after copy theirs (a
            // fitting of the other kind in between does not replace it).
            #expect(adopted == 6)
        }
    }

    @Test func afterACopiedFittingTheCellIsPinnedToItsOwnBoundsNotToTheTarget() throws {
        try UIFont.withTextMeasurer(PangoContentMeasurer()) {
            var results: [(size: CGSize, frames: [CGRect], adopted: Bool)] = []
            for usingTemplates in [true, true, false] {
                let cell = PinnedCell()
                cell.configure(title: "Title", subtitle: "Subtitle", spacing: 8, margin: 8)
                // Fitted 300 wide; the cell stays 390 × 44 (nothing resizes it).
                results.append(
                    Self.fitAndLayOut(cell, target: CGSize(width: 300, height: 44), fitsWidth: false, usingTemplates: usingTemplates))
                let engine = cell.rootedEngine
                let pins = engine.entries.values.filter { $0.constraint.identifier == "UIView-Encapsulated-Layout-Width" }
                #expect(pins.count == 1 && pins.first?.constraint === cell.autoLayout.generated[.encapsulatedSize(.horizontal)])
                #expect(engine.solver.constraintCount == engine.entries.values.reduce(0) { $0 + $1.parts.count })
            }
            #expect(results[1].adopted && !results[2].adopted)
            #expect(Self.isClose(results[1], results[2]), "\(results[1]) vs \(results[2])")
            // Worked by hand: fitted 300 wide, laid out in the cell's own 390: the stack runs
            // from the left margin (8) to 390 − 8.
            #expect(abs(results[1].size.width - 300) <= 1e-9)
            #expect(results[1].frames[3].minX == 8 && results[1].frames[3].width == 390 - 16)
        }
    }

    @Test func aCopiedFittingStillFindsTheHeightTheConstraintsLeaveFree() throws {
        try UIFont.withTextMeasurer(PangoContentMeasurer()) {
            var ambiguities: [[NSLayoutConstraint.Axis]] = []
            var adopted: [Bool] = []
            for _ in 0..<2 {
                let cell = LooseCell()
                cell.configure(title: "Title", subtitle: "Subtitle", spacing: 8, margin: 8)
                // Nothing holds the stack's bottom to the content view's: the cell's height is free.
                cell.contentView.constraints.filter { $0.firstAttribute == .bottom || $0.secondAttribute == .bottom }
                    .forEach { $0.isActive = false }
                _ = Self.fitAndLayOut(cell, target: CGSize(width: 390, height: 44), fitsWidth: false, usingTemplates: true)
                ambiguities.append(cell.rootedEngine.lastFittingAmbiguity)
                adopted.append(cell.rootedEngine.adoptedTemplate)
            }
            #expect(adopted == [false, true])
            #expect(ambiguities == [[.vertical], [.vertical]])
        }
    }
}
