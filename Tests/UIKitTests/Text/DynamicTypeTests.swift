import DeviceCatalog
import Testing
import UIKit

/// Dynamic Type: each text style's size at each text size is Apple's table (HIG, Typography
/// → Dynamic Type sizes; iOS 13.3's answer for caption2 at AX5), written out here per style
/// for xSmall, Large, xxxLarge, AX1 and AX5. Label and list sizes use the fixed metrics
/// (`.approximateTextMetrics`): a line is 1.2 × the point size, rounded up to the point.
@Suite(.approximateTextMetrics) struct DynamicTypeTests {
    private static func size(_ style: UIFont.TextStyle, _ category: UIContentSizeCategory) -> CGFloat {
        UIFont.preferredFont(forTextStyle: style, compatibleWith: UITraitCollection(preferredContentSizeCategory: category)).pointSize
    }

    @Test(
        arguments: [
            // style, xSmall, Large, xxxLarge, AX1, AX5
            (UIFont.TextStyle.largeTitle, [31, 34, 40, 44, 60]), (.title1, [25, 28, 34, 38, 58]), (.title2, [19, 22, 28, 34, 56]),
            (.title3, [17, 20, 26, 31, 55]), (.headline, [14, 17, 23, 28, 53]), (.subheadline, [12, 15, 21, 25, 49]),
            (.body, [14, 17, 23, 28, 53]), (.callout, [13, 16, 22, 26, 51]), (.footnote, [12, 13, 19, 23, 44]),
            (.caption1, [11, 12, 18, 22, 43]), (.caption2, [11, 11, 17, 20, 41]),
        ] as [(UIFont.TextStyle, [CGFloat])])
    func eachStyleHasTheTablesSizeAtEachCategory(_ style: UIFont.TextStyle, sizes: [CGFloat]) {
        let categories: [UIContentSizeCategory] = [
            .extraSmall, .large, .extraExtraExtraLarge, .accessibilityMedium, .accessibilityExtraExtraExtraLarge,
        ]
        #expect(categories.map { Self.size(style, $0) } == sizes)
        let weight = UIFont.preferredFont(forTextStyle: style, compatibleWith: nil).fontDescription.weight
        #expect(weight == (style == .headline ? 600 : 400))
    }

    @Test func withoutTraitsTheUsersSettingDecides() {
        let setting = UITraitCollection(preferredContentSizeCategory: .extraLarge)
        SimulatedEnvironment(device: .iPhone13, settings: setting).perform {
            #expect(UIApplication.shared.preferredContentSizeCategory == .extraLarge)
            #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 19)
            // Traits that give no category fall back to the setting as well.
            #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection(displayScale: 2)).pointSize == 19)
            // Inside UIKit's callbacks the current traits decide.
            UITraitCollection(preferredContentSizeCategory: .small).performAsCurrent {
                #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 15)
            }
        }
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
    }

    @Test func fontMetricsScaleByTheStylesCurve() {
        let xxxLarge = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
        // Body: 17 at Large, 23 at xxxLarge, so 17 → 23 and 10 → 10 × 23 / 17.
        #expect(UIFontMetrics.default.scaledValue(for: 17, compatibleWith: xxxLarge) == 23)
        #expect(abs(UIFontMetrics.default.scaledValue(for: 10, compatibleWith: xxxLarge) - 230.0 / 17.0) < 1e-12)
        // Title 1: 28 → 34, so a 14-point custom font becomes 17; capped at 16.
        let metrics = UIFontMetrics(forTextStyle: .title1)
        let custom = UIFont.systemFont(ofSize: 14, weight: .bold)
        let scaled = metrics.scaledFont(for: custom, compatibleWith: xxxLarge)
        #expect(scaled.pointSize == 17 && scaled.fontDescription.weight == 700)
        #expect(metrics.scaledFont(for: custom, maximumPointSize: 16, compatibleWith: xxxLarge).pointSize == 16)
        // Scaling a scaled font starts again from its base size.
        #expect(metrics.scaledFont(for: scaled, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large)).pointSize == 14)
    }

    @Test func aLabelThatAdjustsFollowsItsTraits() {
        let container = UIView()
        let adjusting = UILabel(), fixed = UILabel(), scaled = UILabel()
        adjusting.adjustsFontForContentSizeCategory = true
        adjusting.font = .preferredFont(forTextStyle: .body)
        fixed.font = .preferredFont(forTextStyle: .body)
        scaled.adjustsFontForContentSizeCategory = true
        scaled.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 34))
        for label in [adjusting, fixed, scaled] { container.addSubview(label) }
        container.traitOverrides.preferredContentSizeCategory = .accessibilityExtraLarge
        // Body at AX3 is 40; the fixed label keeps 17; 34 scaled by 40/17 = 80.
        #expect(adjusting.font.pointSize == 40 && fixed.font.pointSize == 17 && scaled.font.pointSize == 80)
        adjusting.text = "Hi"
        // 2 × 0.6 × 40 = 48 wide, 1.2 × 40 = 48 high.
        #expect(adjusting.intrinsicContentSize == CGSize(width: 48, height: 48))
        container.traitOverrides.preferredContentSizeCategory = .extraSmall
        #expect(adjusting.font.pointSize == 14 && scaled.font.pointSize == 28)
    }

    @Test func listRowsGrowWithTheTextSize() throws {
        func rowHeight(_ category: UIContentSizeCategory) throws -> CGFloat {
            let fixture = ListCellFixture { cell, item in
                var content = cell.defaultContentConfiguration()
                content.text = item
                cell.contentConfiguration = content
            }
            fixture.view.traitOverrides.preferredContentSizeCategory = category
            fixture.apply(["One"])
            return try #require(fixture.cell(0)).frame.height
        }
        // 11 + line + 11, at least 44: Large 17 pt → 21 → 44 (the minimum); xxxLarge 23 pt →
        // 27.6 → 28 → 50; AX3 40 pt → 48 → 70.
        #expect(try rowHeight(.large) == 44)
        #expect(try rowHeight(.extraExtraExtraLarge) == 50)
        #expect(try rowHeight(.accessibilityExtraLarge) == 70)
    }

    @Test func shownRowsSizeAgainWhenTheTextSizeChanges() throws {
        let fixture = ListCellFixture { cell, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
        }
        fixture.apply(["One", "Two"])
        func second() throws -> CGRect { try #require(fixture.cell(1)).frame }
        #expect(try second() == CGRect(x: 0, y: 44, width: 320, height: 44))
        // The same cells, laid out again with the new text size: as UIKit, the collection view
        // forgets what they preferred and the layout asks again.
        fixture.view.traitOverrides.preferredContentSizeCategory = .accessibilityExtraLarge
        fixture.view.layoutIfNeeded()
        #expect(try second() == CGRect(x: 0, y: 70, width: 320, height: 70))
        fixture.view.traitOverrides.preferredContentSizeCategory = .large
        fixture.view.layoutIfNeeded()
        #expect(try second() == CGRect(x: 0, y: 44, width: 320, height: 44))
    }

    @Test func cellsMeasuredBeforeTheFirstTraitChangeSizeAgain() throws {
        // A flow layout keeps the sizes its cells preferred, and these cells do not ask to be
        // sized again themselves: only the collection view's reaction to the text size can
        // grow them.
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        view.register(BodyTextCell.self, forCellWithReuseIdentifier: "cell")
        view.selfSizingInvalidation = .disabled
        let counts = Counts([1])
        view.dataSource = counts
        // Laid out before any trait change reached it (a screen built and laid out before it
        // is hosted): no text size in its traits, so the user's Large — body 17 pt, a line of
        // 1.2 × 17 = 20.4 → 21 points.
        view.layoutIfNeeded()
        func height() throws -> CGFloat { try #require(view.cellForItem(at: IndexPath(item: 0, section: 0))).frame.height }
        #expect(try height() == 21)
        // Its first trait change is to AX3: body 40 pt, a 1.2 × 40 = 48-point line.
        view.traitOverrides.preferredContentSizeCategory = .accessibilityExtraLarge
        view.layoutIfNeeded()
        #expect(try height() == 48)
        withExtendedLifetime(counts) {}
    }
}

/// A cell as big as one line of body text that follows the text size.
private final class BodyTextCell: UICollectionViewCell {
    private let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.adjustsFontForContentSizeCategory = true
        label.font = .preferredFont(forTextStyle: .body)
        label.text = "Hi"
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) { nil }

    override var intrinsicContentSize: CGSize { label.intrinsicContentSize }
}
