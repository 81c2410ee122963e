import CairoRendering
import CollectionAnimation
import CollectionRendering
import ReelTesting
import SnapshotTesting
import Testing
import UIKit

/// Every control drawn in a cell of a list, at 1x and 3x: the references show each control's
/// iOS look (docs/REFERENCE.md §25), drawn from views at any scale (the white thumbs with a
/// hairline standing in for their shadows).
@Suite(.snapshots(record: .never)) struct ControlGalleryTests {
    /// One control per row, centred vertically 16 points in.
    final class Gallery: NSObject, UICollectionViewDataSource {
        let controls: [() -> UIView] = [
            {
                let button = UIButton(type: .system)
                button.setTitle("System button", for: .normal)
                return button
            },
            { UIButton(configuration: Gallery.configured(.filled(), "Filled")) },
            { UIButton(configuration: Gallery.configured(.tinted(), "Tinted")) },
            { UIButton(configuration: Gallery.configured(.gray(), "Gray")) },
            {
                let toggle = UISwitch()
                toggle.isOn = true
                return toggle
            },
            {
                let control = UISegmentedControl(items: ["Day", "Week", "Month"])
                control.selectedSegmentIndex = 1
                return control
            },
            {
                let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
                slider.value = 0.3
                return slider
            },
            { UIStepper() },
            {
                let pages = UIPageControl()
                pages.numberOfPages = 5
                pages.currentPage = 2
                pages.bounds.size = pages.intrinsicContentSize
                return pages
            },
            {
                let progress = UIProgressView(progressViewStyle: .default)
                progress.frame = CGRect(x: 0, y: 0, width: 200, height: 4)
                progress.progress = 0.6
                return progress
            },
            {
                let spinner = UIActivityIndicatorView(style: .large)
                spinner.startAnimating()
                return spinner
            },
        ]

        static func configured(_ base: UIButton.Configuration, _ title: String) -> UIButton.Configuration {
            var configuration = base
            configuration.title = title
            return configuration
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { controls.count }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.contentView.subviews.forEach { $0.removeFromSuperview() }
            cell.contentView.backgroundColor = .white
            let control = controls[indexPath.item]()
            let size = control.intrinsicContentSize
            let width = size.width > 0 ? size.width : control.bounds.width
            let height = size.height > 0 ? size.height : control.bounds.height
            control.frame = CGRect(x: 16, y: (cell.bounds.height - height) / 2, width: width, height: height)
            cell.contentView.addSubview(control)
            return cell
        }
    }

    private func galleryView(_ gallery: Gallery) -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 280, height: 48)
        layout.minimumLineSpacing = 1
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 280, height: 11 * 49 - 1), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = gallery
        view.layoutIfNeeded()
        return view
    }

    @Test func controls() throws {
        // Measured with the fonts the snapshot draws with.
        UIFont.withTextMeasurer(try PangoContentMeasurer()) {
            onFreshClock { _ in
                let gallery = Gallery()
                let view = galleryView(gallery)
                #expect(view.raisedExceptions.isEmpty)
                assertSnapshot(of: view, as: .image(scale: 1), named: "scale1")
                assertSnapshot(of: view, as: .image(scale: 3), named: "scale3")
                withExtendedLifetime(gallery) {}
            }
        }
    }
}
