import Foundation
import Testing
import UIKit

/// The recorded corpus: values observed on real iOS (snapshot references measured with
/// `Scripts/measure`, index paths other projects' tests assert), each case rebuilt with our
/// `UIKit` module by its setup (RecordedSetups) and compared. A recorded rectangle must
/// match one of ours of the same category to within a pixel of the recording device
/// (1/scale pt: a pixel edge is known to ±1/3 pt at 3×), and each of ours lying wholly in
/// the compared region must match a recorded one; the known differences a fixture lists
/// (the README's "Fidelity" table) must be exactly what is left. Frames a test asserted by
/// index path are exact, and ours must equal them.
@Suite struct RecordedCorpusTests {
    @Test func theCorpusHoldsItsRecordedCasesWithTheirSources() throws {
        let fixtures = try RecordedFixture.all()
        // 69 recordings so far (README, "Fidelity"): a fixture that goes missing fails here.
        #expect(fixtures.count >= 69)
        for fixture in fixtures {
            #expect(fixture.source.hasPrefix("ios-") && fixture.source.hasSuffix("-recording"), "\(fixture.file): source")
            #expect(fixture.commit.count == 40 && fixture.commit.allSatisfy(\.isHexDigit), "\(fixture.file): commit")
            #expect(fixture.scale > 0 && fixture.kinds == 1, "\(fixture.file): scale, one kind")
            #expect(RecordedSetups.make(fixture.setup, fixture: fixture) != nil, "\(fixture.file): no setup \(fixture.setup)")
        }
    }

    @Test(arguments: try RecordedFixture.all())
    func ourLayoutReproducesTheRecording(_ fixture: RecordedFixture) throws {
        let built = try #require(RecordedSetups.make(fixture.setup, fixture: fixture), "no setup \(fixture.setup)")
        let view = built.view
        view.traitOverrides.displayScale = CGFloat(fixture.scale)
        let safe = fixture.safeArea
        view.simulatedSafeAreaInsets = UIEdgeInsets(top: safe[0], left: safe[1], bottom: safe[2], right: safe[3])
        // The recordings show the top and bottom of the safe area in the content inset however
        // short the content (four 40-point rows start below a 47-point top): on iOS these were
        // a UICollectionViewController's collection views, adjusted vertically whatever their
        // content. A collection view standing alone here is adjusted, under `.automatic`, along
        // the axes it scrolls; bouncing vertically, it gets the recordings' insets.
        view.alwaysBounceVertical = true
        view.layoutIfNeeded()
        if let picture = fixture.picture {
            // Scrolled to the top, as a collection view first shows its content.
            let inset = view.adjustedContentInset
            view.contentOffset = CGPoint(x: -inset.left, y: -inset.top)
            view.layoutIfNeeded()
            compare(picture, with: shown(in: view, fixture: fixture, picture: picture), fixture: fixture)
        }
        if let visibility = fixture.visibility {
            view.contentOffset = visibility.offset
            view.layoutIfNeeded()
            let visible = Dictionary(grouping: view.indexPathsForVisibleItems, by: \.section).mapValues { $0.map(\.item).sorted() }
            for (section, items) in visibility.items {
                #expect(visible[section] ?? [] == items, "\(fixture): section \(section) visible items, recorded vs ours")
            }
            for (section, count) in visibility.counts {
                #expect(visible[section]?.count ?? 0 == count, "\(fixture): section \(section) visible count, recorded vs ours")
            }
            if let sections = visibility.sections {
                #expect(visible.keys.sorted() == sections, "\(fixture): the sections showing items, recorded vs ours")
            }
        }
        if let frames = fixture.frames {
            compare(frames, with: view, fixture: fixture)
        }
        withExtendedLifetime(built.keep) {}
    }

    /// Our elements as the picture would show them: in its points, cut to its clip, by
    /// category, those lying wholly inside its compared region (to within a pixel).
    func shown(in view: UICollectionView, fixture: RecordedFixture, picture: RecordedFixture.Picture) -> [String: [CGRect]] {
        let offset = view.contentOffset, origin = fixture.frame.origin, slack = 1 / fixture.scale
        let inside = picture.compare.insetBy(dx: -slack, dy: -slack)
        var shown: [String: [CGRect]] = [:]
        for element in view.collectionViewLayout.layoutAttributesForElements(in: view.bounds) ?? []
        where !element.isHidden && element.alpha > 0 {
            let rect = element.frame.offsetBy(dx: origin.x - offset.x, dy: origin.y - offset.y).intersection(picture.clip)
            let least = max(slack, picture.minimumVisible)
            guard !rect.isNull, rect.width >= least, rect.height >= least, Self.encloses(inside, rect) else { continue }
            shown[Self.category(element.representedElementCategory), default: []].append(rect)
        }
        return shown
    }

    static func category(_ category: UICollectionView.ElementCategory) -> String {
        switch category {
        case .cell: "cell"
        case .supplementaryView: "supplementary"
        case .decorationView: "decoration"
        }
    }

    /// Matches the recorded rectangles with ours, category by category, and expects what is
    /// left on either side to be the fixture's known differences.
    func compare(_ picture: RecordedFixture.Picture, with ours: [String: [CGRect]], fixture: RecordedFixture) {
        let tolerance = 1 / fixture.scale + 0.01
        let inside = picture.compare.insetBy(dx: -tolerance, dy: -tolerance)
        let recorded = ["cell": picture.cells, "supplementary": picture.supplementaries, "decoration": picture.decorations]
            .mapValues { $0.map(Self.rect).filter { Self.encloses(inside, $0) && min($0.width, $0.height) >= picture.minimumVisible } }
        for category in ["cell", "supplementary", "decoration"] {
            let (missing, unexpected) = Self.unmatched(recorded[category, default: []], ours[category, default: []], tolerance: tolerance)
            let knownMissing = fixture.differences?.missing[category, default: []].map(Self.rect) ?? []
            let knownUnexpected = fixture.differences?.unexpected[category, default: []].map(Self.rect) ?? []
            let missingAsKnown = Self.unmatched(missing, knownMissing, tolerance: tolerance)
            let unexpectedAsKnown = Self.unmatched(unexpected, knownUnexpected, tolerance: tolerance)
            let holds = [missingAsKnown.0, missingAsKnown.1, unexpectedAsKnown.0, unexpectedAsKnown.1].allSatisfy(\.isEmpty)
            #expect(holds, "\(Self.report(fixture, category: category, missing: missing, unexpected: unexpected))")
        }
    }

    /// The rectangles of `recorded` with no match in `ours` and those of `ours` with none in
    /// `recorded`, each match used once.
    static func unmatched(_ recorded: [CGRect], _ ours: [CGRect], tolerance: Double) -> ([CGRect], [CGRect]) {
        var left = ours
        var missing: [CGRect] = []
        for rect in recorded {
            if let index = left.firstIndex(where: { close($0, rect, tolerance) }) {
                left.remove(at: index)
            } else {
                missing.append(rect)
            }
        }
        return (missing, left)
    }

    static func close(_ a: CGRect, _ b: CGRect, _ tolerance: Double) -> Bool {
        abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance && abs(a.width - b.width) <= tolerance
            && abs(a.height - b.height) <= tolerance
    }

    /// Whether `inner` lies inside `outer` (by comparing edges: Foundation's `contains`
    /// compares a union, which rounding can make differ by an ulp).
    static func encloses(_ outer: CGRect, _ inner: CGRect) -> Bool {
        inner.minX >= outer.minX && inner.minY >= outer.minY && inner.maxX <= outer.maxX && inner.maxY <= outer.maxY
    }

    static func rect(_ values: [Double]) -> CGRect { CGRect(x: values[0], y: values[1], width: values[2], height: values[3]) }

    static func text(_ rect: CGRect) -> String {
        "(" + [rect.minX, rect.minY, rect.width, rect.height].map { String(format: "%.3f", $0) }.joined(separator: ", ") + ")"
    }

    /// Input, then recorded and ours side by side.
    static func report(_ fixture: RecordedFixture, category: String, missing: [CGRect], unexpected: [CGRect]) -> String {
        var lines = [
            "\(fixture.file) (\(fixture.source), \(fixture.repository)@\(fixture.commit.prefix(7)) \(fixture.path))",
            "input: setup \(fixture.setup), sections \(fixture.sections), frame \(text(fixture.frame)), safe area \(fixture.safeArea), scale \(fixture.scale)",
            "\(category)s recorded but not ours | ours but not recorded (known differences: \(fixture.differences?.why ?? "none")):",
        ]
        for row in 0..<max(missing.count, unexpected.count) {
            let left = row < missing.count ? text(missing[row]) : "", right = row < unexpected.count ? text(unexpected[row]) : ""
            lines.append("  " + left.padding(toLength: 40, withPad: " ", startingAt: 0) + " | " + right)
        }
        return lines.joined(separator: "\n")
    }
}
