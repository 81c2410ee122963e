import CollectionRendering
import PNGCodec
import Testing
import UIKit

/// Background configurations (`UIBackgroundConfiguration`, a cell's
/// `backgroundConfiguration` and `automaticallyUpdatesBackgroundConfiguration`): each
/// style's colours by state, and the renderer drawing the configuration in place of the
/// cell's background colour and views. Pixels are worked at scale 1 on a white background
/// for 40 × 40 cells (`styledView`).
@Suite struct BackgroundConfigurationTests {
    private let white = (255, 255, 255), red = (255, 0, 0), blue = (0, 0, 255), green = (0, 255, 0)
    /// `systemGray4`, #D1D1D6.
    private let gray4 = (0xD1, 0xD1, 0xD6)

    private func state(selected: Bool = false, highlighted: Bool = false) -> UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: UITraitCollection())
        state.isSelected = selected
        state.isHighlighted = highlighted
        return state
    }

    @Test func eachStyleStartsWithItsColourAndNoShape() {
        #expect(UIBackgroundConfiguration.clear().backgroundColor == .clear)
        #expect(UIBackgroundConfiguration.listPlainCell().backgroundColor == .systemBackground)
        #expect(UIBackgroundConfiguration.listGroupedCell().backgroundColor == .secondarySystemGroupedBackground)
        #expect(UIBackgroundConfiguration.listSidebarCell().backgroundColor == .clear)
        #expect(UIBackgroundConfiguration.listPlainHeaderFooter().backgroundColor == .systemBackground)
        #expect(UIBackgroundConfiguration.listGroupedHeaderFooter().backgroundColor == .clear)
        let plain = UIBackgroundConfiguration.listPlainCell()
        #expect(plain.cornerRadius == 0 && plain.backgroundInsets == .zero && plain.strokeWidth == 0)
        #expect(plain.strokeOutset == 0 && plain.strokeColor == nil && plain.customView == nil)
        #expect(plain.edgesAddingLayoutMarginsToBackgroundInsets.isEmpty)
    }

    @Test func selectedAndHighlightedListCellsChangeColour() {
        #expect(UIBackgroundConfiguration.listPlainCell().updated(for: state(selected: true)).backgroundColor == .systemGray4)
        #expect(UIBackgroundConfiguration.listPlainCell().updated(for: state(highlighted: true)).backgroundColor == .systemGray4)
        #expect(UIBackgroundConfiguration.listGroupedCell().updated(for: state(selected: true)).backgroundColor == .systemGray4)
        // A sidebar cell turns the tint colour: nil, resolved against the view's tint.
        let sidebar = UIBackgroundConfiguration.listSidebarCell().updated(for: state(selected: true))
        #expect(sidebar.backgroundColor == nil && sidebar.resolvedBackgroundColor(for: .systemPink) == .systemPink)
        // Back to normal when deselected; headers, footers and clear do not change.
        let deselected = UIBackgroundConfiguration.listPlainCell().updated(for: state(selected: true)).updated(for: state())
        #expect(deselected.backgroundColor == .systemBackground)
        #expect(UIBackgroundConfiguration.listPlainHeaderFooter().updated(for: state(selected: true)).backgroundColor == .systemBackground)
        #expect(UIBackgroundConfiguration.clear().updated(for: state(selected: true)) == .clear())
    }

    @Test func aColourYouSetIsKeptInEveryState() {
        var configuration = UIBackgroundConfiguration.listPlainCell()
        configuration.backgroundColor = .red
        #expect(configuration.updated(for: state(selected: true)).backgroundColor == .red)
        configuration.backgroundColor = nil
        #expect(configuration.updated(for: state(selected: true)).backgroundColor == nil)
        #expect(configuration.resolvedStrokeColor(for: .blue) == .blue)
    }

    @Test func aColourTransformerChangesTheResolvedColour() throws {
        var configuration = UIBackgroundConfiguration.clear()
        configuration.backgroundColor = .red
        configuration.backgroundColorTransformer = UIConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
        // Red at half alpha; a nil colour transforms the tint instead.
        #expect(configuration.resolvedBackgroundColor(for: .blue) == UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        configuration.backgroundColor = nil
        #expect(configuration.resolvedBackgroundColor(for: .blue) == UIColor(red: 0, green: 0, blue: 1, alpha: 0.5))
        // A copy shares the transformer and is equal; another transformer is not.
        let copy = configuration
        #expect(copy == configuration)
        var other = configuration
        other.backgroundColorTransformer = UIConfigurationColorTransformer { $0 }
        #expect(other != configuration)
        // The renderer draws the transformed colour: red through "always green" is green.
        let cells = StyledCells(count: 1) { cell, _ in
            var drawn = UIBackgroundConfiguration.clear()
            drawn.backgroundColor = .red
            drawn.backgroundColorTransformer = UIConfigurationColorTransformer { _ in .green }
            cell.backgroundConfiguration = drawn
        }
        let image = try #require(snapshotValue(.image(scale: 1), styledView(cells)))
        pixel(image, 20, 20, is: green)
    }

    @Test func aConfigurationAndBackgroundViewsExcludeEachOther() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        cell.backgroundColor = .red
        cell.backgroundView = UIView()
        cell.selectedBackgroundView = UIView()
        cell.backgroundConfiguration = .listGroupedCell()
        #expect(cell.backgroundColor == nil && cell.backgroundView == nil && cell.selectedBackgroundView == nil)
        cell.backgroundView = UIView()
        #expect(cell.backgroundConfiguration == nil)
        cell.backgroundConfiguration = .clear()
        cell.selectedBackgroundView = UIView()
        #expect(cell.backgroundConfiguration == nil)
        #expect(cell.automaticallyUpdatesBackgroundConfiguration)
        #expect(cell.defaultBackgroundConfiguration() == .clear())
        #expect(UICollectionViewListCell().defaultBackgroundConfiguration() == .listPlainCell())
    }

    @Test func theConfigurationIsDrawnInsteadOfTheBackgroundColourAndView() throws {
        let cells = StyledCells(count: 1) { cell, _ in
            cell.backgroundColor = .green
            cell.backgroundView = UIView()
            cell.backgroundView?.backgroundColor = .green
            var configuration = UIBackgroundConfiguration.clear()
            configuration.backgroundColor = .red
            // Inset 10 on the leading edge (left to right: x 10…40).
            configuration.backgroundInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 0)
            configuration.strokeWidth = 2
            configuration.strokeColor = .blue
            cell.backgroundConfiguration = configuration
        }
        let image = try #require(snapshotValue(.image(scale: 1), styledView(cells)))
        pixel(image, 5, 20, is: white) // in the inset: nothing, not the green colour or view
        pixel(image, 25, 20, is: red) // the background
        pixel(image, 10, 20, is: blue) // the stroke, x 10…12, inside the background's edge
        pixel(image, 25, 0, is: blue) // the stroke along the top, y 0…2
    }

    @Test func aNilColourDrawsTheCellsTintColour() throws {
        let cells = StyledCells(count: 1) { cell, _ in
            cell.tintColor = .green
            var configuration = UIBackgroundConfiguration.listPlainCell()
            configuration.backgroundColor = nil
            cell.backgroundConfiguration = configuration
        }
        let image = try #require(snapshotValue(.image(scale: 1), styledView(cells)))
        pixel(image, 20, 20, is: green)
    }

    /// A selected list-plain cell's pixel at its centre, with or without automatic updates.
    private func selectedCentre(automatic: Bool) throws -> (Int, Int, Int)? {
        let cells = StyledCells(count: 1) { cell, _ in
            cell.automaticallyUpdatesBackgroundConfiguration = automatic
            cell.backgroundConfiguration = .listPlainCell()
        }
        let view = styledView(cells)
        view.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        let image = try #require(snapshotValue(.image(scale: 1), view))
        return image.pixel(x: 20, y: 20).map { (Int($0.r), Int($0.g), Int($0.b)) }
    }

    @Test func selectionRedrawsTheBackgroundUnlessUpdatesAreOff() throws {
        // Updated for the selected state: systemGray4.
        let updated = try #require(try selectedCentre(automatic: true))
        #expect(updated == gray4)
        // Automatic updates off: the configuration as set, systemBackground (white).
        let fixed = try #require(try selectedCentre(automatic: false))
        #expect(fixed == white)
    }

    /// A cell 300 × 300 in a collection view of the colour (0.6, 0.4, 0.2), its background a
    /// dark blur under a clear colour: as `VisualEffectRenderingTests` works it, the blur
    /// keeps the uniform colour, saturates it by 1.8 and tints it with 0.11 at 0.73 →
    /// (71, 46, 22) at the centre, 7.5σ from every edge. Without the effect the colour shows
    /// unchanged (153, 102, 51).
    @Test func aVisualEffectBlursWhatLiesBeneathTheCell() throws {
        func centre(_ effect: UIVisualEffect?) throws -> RGBAImage {
            let cells = StyledCells(count: 1) { cell, _ in
                var configuration = UIBackgroundConfiguration.clear()
                configuration.visualEffect = effect
                cell.backgroundConfiguration = configuration
            }
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 300, height: 300)
            let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: layout)
            view.backgroundColor = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
            view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            view.dataSource = cells
            view.layoutIfNeeded()
            return try OutputFormat.png.pixels(of: DisplayList(view: view, scale: 1))
        }
        #expect(UIBackgroundConfiguration.clear().visualEffect == nil)
        expectPixel(try centre(nil), 150, 150, (153, 102, 51), tolerance: 1, "no effect")
        expectPixel(try centre(UIBlurEffect(style: .dark)), 150, 150, (71, 46, 22), tolerance: 3, "the dark blur")
    }

    @Test func aCellDrawnOnItsOwnDrawsItsBackgroundConfiguration() throws {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        var configuration = UIBackgroundConfiguration.clear()
        configuration.backgroundColor = .red
        configuration.backgroundInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 0)
        cell.backgroundConfiguration = configuration
        let label = UIView(frame: CGRect(x: 30, y: 0, width: 10, height: 40))
        label.backgroundColor = .blue
        cell.contentView.addSubview(label)
        try expectPixel(of: cell, 5, 20, is: white) // the inset: the white it is drawn on
        try expectPixel(of: cell, 20, 20, is: red) // the background
        try expectPixel(of: cell, 35, 20, is: blue) // the content, over the background
    }
}
